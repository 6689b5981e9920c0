import type { IncomingMessage, ServerResponse } from 'node:http';
import { missing, parseAwsInput, readAwsBody, shape, str } from './aws-json.js';
import type { CredentialAuthority } from './credentials.js';
import { sendAwsError, sendJson } from './http.js';
import { headerMap, verifySigV4 } from './sigv4.js';

const getSecretValueInput = shape({ SecretId: str(), VersionId: str(), VersionStage: str() });

/** GetSecretValue for the functions' role, so the cookie function reads its key exactly as it does in AWS. */
export const createSecretsManager =
  (region: string, authority: CredentialAuthority, secrets: ReadonlyMap<string, string>) =>
  async (request: IncomingMessage, response: ServerResponse, rawUrl: string): Promise<void> => {
    const body = await readAwsBody(request, response);
    if (!body) return;
    const verified = verifySigV4(
      { method: request.method ?? 'POST', rawUrl, rawHeaders: request.rawHeaders, body },
      { region, service: 'secretsmanager', lookup: (id, token) => authority.lookup(id, token) },
    );
    if (!verified.ok) return sendAwsError(response, 403, 'UnrecognizedClientException', verified.message);
    if (verified.principal.role !== 'function')
      return sendAwsError(response, 403, 'AccessDeniedException', 'Not authorized to read secrets.');
    if (headerMap(request.rawHeaders).get('x-amz-target') !== 'secretsmanager.GetSecretValue') {
      return sendAwsError(response, 400, 'UnknownOperationException', 'The local Secrets Manager implements GetSecretValue only.');
    }
    const input = parseAwsInput(body, getSecretValueInput, response);
    if (!input) return;
    if (!input.SecretId) return sendAwsError(response, 400, 'InvalidParameterException', missing('secretId'));
    const value = secrets.get(input.SecretId);
    if (value === undefined)
      return sendAwsError(response, 400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    sendJson(
      response,
      200,
      {
        ARN: `arn:aws:secretsmanager:${region}:000000000000:secret:${input.SecretId}`,
        Name: input.SecretId,
        SecretString: value,
        VersionId: 'local',
        CreatedDate: 0,
      },
      { 'content-type': 'application/x-amz-json-1.1' },
    );
  };
