import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { jsonObject } from '@domain/validation.js';
import { MAX_REQUEST_BYTES, RequestTooLarge, readBody, sendAwsError } from './http.js';

/**
 * The front door of the AWS JSON protocols (Cognito, Secrets Manager, SQS) as a malformed request meets it: a body
 * over the size limit is a 413, a body that is not a JSON object or a member of the wrong type is a
 * SerializationException, a required member that is missing is the service's own validation error. Never a 500.
 */

/** The body, or null once a 413 has been sent. */
export const readAwsBody = async (
  request: IncomingMessage,
  response: ServerResponse,
  limit = MAX_REQUEST_BYTES,
): Promise<Buffer | null> => {
  try {
    return await readBody(request, limit);
  } catch (error) {
    if (!(error instanceof RequestTooLarge)) throw error;
    sendAwsError(response, 413, 'RequestEntityTooLargeException', 'Request Entity Too Large');
    return null;
  }
};

/** The input of an operation, typed by its shape, or null once a 400 SerializationException has been sent. */
export const parseAwsInput = <T extends v.GenericSchema>(body: Buffer, shape: T, response: ServerResponse): v.InferOutput<T> | null => {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8') || '{}');
  } catch {
    sendAwsError(response, 400, 'SerializationException', 'The request body is not valid JSON.');
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    sendAwsError(response, 400, 'SerializationException', 'Start of structure or map found where not expected.');
    return null;
  }
  const result = v.safeParse(shape, value);
  if (!result.success) {
    const [issue] = result.issues;
    sendAwsError(
      response,
      400,
      'SerializationException',
      `Unexpected value at '${issue.path?.map((item) => item.key).join('.') ?? ''}': ${issue.message}.`,
    );
    return null;
  }
  return result.output;
};

/** Members as AWS deserialises them: null means absent, and anything else must have the member's type. */
export const str = () => v.nullish(v.string());
export const num = () => v.nullish(v.number());
/**
 * Checked as a Map because valibot's record would skip keys named constructor or prototype, which AWS reads like any
 * other. Only a key named __proto__ is left out, unchecked.
 */
export const strMap = () =>
  v.nullish(
    v.pipe(
      jsonObject(),
      v.transform((members) => new Map(Object.entries(members).filter(([key]) => key !== '__proto__'))),
      v.map(v.string(), v.string()),
      v.transform((members) => Object.fromEntries(members)),
    ),
  );
export const shape = <T extends v.ObjectEntries>(members: T) => v.pipe(jsonObject(), v.looseObject(members));

/** The message AWS's validation gives for a required member that is missing. */
export const missing = (member: string): string =>
  `1 validation error detected: Value null at '${member}' failed to satisfy constraint: Member must not be null`;
