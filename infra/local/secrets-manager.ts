import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CredentialAuthority } from './credentials.js';
import { readBody, sendAwsError, sendJson } from './http.js';
import { headerMap, verifySigV4 } from './sigv4.js';

/** GetSecretValue for the functions' role, so the cookie function reads its key exactly as it does in AWS. */
export const createSecretsManager =
  (region: string, authority: CredentialAuthority, secrets: ReadonlyMap<string, string>) =>
  async (request: IncomingMessage, response: ServerResponse, rawUrl: string): Promise<void> => {
    const body = await readBody(request);
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
    const { SecretId } = JSON.parse(body.toString('utf8') || '{}') as { SecretId?: string };
    const value = SecretId ? secrets.get(SecretId) : undefined;
    if (value === undefined)
      return sendAwsError(response, 400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    sendJson(
      response,
      200,
      {
        ARN: `arn:aws:secretsmanager:${region}:000000000000:secret:${SecretId}`,
        Name: SecretId,
        SecretString: value,
        VersionId: 'local',
        CreatedDate: 0,
      },
      { 'content-type': 'application/x-amz-json-1.1' },
    );
  };
