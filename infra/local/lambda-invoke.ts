import type { IncomingMessage, ServerResponse } from 'node:http';
import { DIRECT_FUNCTIONS } from '../../functions/routes.js';
import type { CredentialAuthority } from './credentials.js';
import { invokeFunction } from './functions.js';
import { readBody, sendAwsError, sendJson } from './http.js';
import { verifySigV4 } from './sigv4.js';

/**
 * Lambda's Invoke (POST /2015-03-31/functions/{name}/invocations), SigV4-verified, for the functions the
 * authenticated role may call and no others. A function that throws answers 200 with X-Amz-Function-Error, as
 * Lambda does.
 */
export const createLambdaInvoke =
  (region: string, authority: CredentialAuthority) =>
  async (request: IncomingMessage, response: ServerResponse, path: string, rawUrl: string): Promise<void> => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(path);
    if (!match || request.method !== 'POST') return sendAwsError(response, 404, 'ResourceNotFoundException', 'Unknown Lambda operation.');
    const name = decodeURIComponent(match[1]!);
    const body = await readBody(request);
    const verified = verifySigV4(
      { method: 'POST', rawUrl, rawHeaders: request.rawHeaders, body },
      { region, service: 'lambda', lookup: (id, token) => authority.lookup(id, token) },
    );
    if (!verified.ok) return sendAwsError(response, 403, 'UnrecognizedClientException', verified.message);
    const target = DIRECT_FUNCTIONS.find((fn) => fn.name === name);
    if (!target) return sendAwsError(response, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
    if (verified.principal.role !== 'student') {
      return sendAwsError(response, 403, 'AccessDeniedException', `Not authorized to perform lambda:InvokeFunction on ${name}`);
    }
    let event: unknown;
    try {
      event = body.byteLength === 0 ? {} : JSON.parse(body.toString('utf8'));
    } catch {
      return sendAwsError(response, 400, 'InvalidRequestContentException', 'Could not parse request body into json.');
    }
    try {
      const result = await invokeFunction(target.function, event);
      sendJson(response, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      sendJson(
        response,
        200,
        { errorType: failure.name, errorMessage: failure.message, trace: [] },
        { 'x-amz-function-error': 'Unhandled' },
      );
    }
  };
