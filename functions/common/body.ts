import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { describeIssues } from '@domain/validation.js';
import { HttpError, badRequest } from './http-error.js';

export const MAX_BODY_BYTES = 64 * 1024;

/** A rule shared with a form words its refusals as sentences; valibot's own messages never end with a full stop. */
const isSentence = (message: string) => /[.!?]$/.test(message);

/**
 * The request body, size-checked, parsed and validated; each client mistake gets its own clear 4xx. `plain` is for a
 * schema whose typed fields are a form's own rules (shared from domain/), worded as sentences for a person: those are
 * said as they are, without "Invalid request" and the field's path; a field no form types keeps its path.
 */
export const parseBody = <T extends v.GenericSchema>(
  event: APIGatewayProxyEvent,
  schema: T,
  { plain = false }: { plain?: boolean } = {},
): v.InferOutput<T> => {
  if (event.body === null || event.body === '') throw badRequest('A JSON request body is required');
  // A text body is measured and parsed as it is, not copied into bytes and back: a save's is 5 KB on every call.
  const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : null;
  const size = bytes ? bytes.byteLength : Buffer.byteLength(event.body, 'utf8');
  if (size > MAX_BODY_BYTES) throw new HttpError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`);
  const text = bytes ? bytes.toString('utf8') : event.body;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const said = plain ? result.issues.filter((issue) => isSentence(issue.message)).map((issue) => issue.message) : [];
    const rest = result.issues.filter((issue) => !plain || !isSentence(issue.message));
    throw badRequest([...said, ...(rest.length > 0 ? [`Invalid request: ${describeIssues(rest)}`] : [])].join(' '));
  }
  return result.output;
};
