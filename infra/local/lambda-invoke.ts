import type { IncomingMessage, ServerResponse } from 'node:http';
import { DIRECT_FUNCTIONS } from '../../functions/routes.js';
import type { CredentialAuthority } from './credentials.js';
import type { LambdaService } from './functions.js';
import { RequestTooLarge, readBody, sendAwsError, sendJson } from './http.js';
import { verifySigV4 } from './sigv4.js';

/** Lambda takes synchronous payloads of up to 6 MB. */
export const MAX_INVOKE_PAYLOAD_BYTES = 6 * 1024 * 1024;
const FUNCTION_NAME = /^[a-zA-Z0-9-_]{1,64}$/;

const decodeName = (raw: string): string | null => {
  try {
    const name = decodeURIComponent(raw);
    return FUNCTION_NAME.test(name) ? name : null;
  } catch {
    return null;
  }
};

/**
 * Lambda's Invoke (POST /2015-03-31/functions/{name}/invocations), SigV4-verified, for the functions the
 * authenticated role may call and no others. A function that throws answers 200 with X-Amz-Function-Error, as
 * Lambda does.
 */
export const createLambdaInvoke =
  (region: string, authority: CredentialAuthority, lambdas: LambdaService) =>
  async (request: IncomingMessage, response: ServerResponse, path: string, rawUrl: string): Promise<void> => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(path);
    if (!match || request.method !== 'POST') return sendAwsError(response, 404, 'ResourceNotFoundException', 'Unknown Lambda operation.');
    const name = decodeName(match[1]!);
    if (!name) {
      return sendAwsError(
        response,
        400,
        'ValidationException',
        "1 validation error detected: Value at 'functionName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9-_]+",
      );
    }
    let body: Buffer;
    try {
      body = await readBody(request, MAX_INVOKE_PAYLOAD_BYTES);
    } catch (error) {
      if (!(error instanceof RequestTooLarge)) throw error;
      return sendAwsError(
        response,
        413,
        'RequestTooLargeException',
        'Request must be smaller than 6291456 bytes for the InvokeFunction operation',
      );
    }
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
    const outcome = await lambdas.invoke(target.function, event);
    if (outcome.ok) return sendJson(response, 200, outcome.payload, { 'x-amz-executed-version': '$LATEST' });
    sendJson(response, 200, outcome.error, { 'x-amz-executed-version': '$LATEST', 'x-amz-function-error': 'Unhandled' });
  };
