import { AwsError, answerError, sendSigned, type AwsResponse, type AwsService } from './request.js';

/**
 * AWS's JSON protocols (1.0: DynamoDB, SQS; 1.1: Cognito, Secrets Manager): a POST of the input as JSON, the
 * operation named in X-Amz-Target, the output as JSON. An error names its type in a header or in `__type`
 * (`com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException`): its last part is the SDK's exception name.
 */
const jsonError = (response: AwsResponse): AwsError => {
  let body: { __type?: unknown; code?: unknown; message?: unknown; Message?: unknown } = {};
  try {
    body = JSON.parse(response.body.toString('utf8')) as typeof body;
  } catch {
    // Not JSON (a proxy's page, say): the status says what there is to say.
  }
  const header = response.headers['x-amzn-errortype'];
  const named = [body.__type, body.code].find((value): value is string => typeof value === 'string');
  const type = (typeof header === 'string' ? header.split(':')[0] : undefined) || named || '';
  const message = body.message ?? body.Message;
  return answerError(response.statusCode, type.split('#').pop() || undefined, typeof message === 'string' ? message : '');
};

export const jsonCall = async <Output>(service: AwsService, version: '1.0' | '1.1', target: string, input: unknown): Promise<Output> => {
  const response = await sendSigned(
    service,
    {
      method: 'POST',
      path: '/',
      headers: { 'content-type': `application/x-amz-json-${version}`, 'x-amz-target': target },
      body: JSON.stringify(input),
    },
    jsonError,
  );
  return (response.body.length > 0 ? JSON.parse(response.body.toString('utf8')) : {}) as Output;
};

/** A client of one JSON-protocol service: `send(operation, input)`, typed by the operations it lists. */
export const jsonClient = <Operations extends Record<keyof Operations, { input: unknown; output: unknown }>>(
  service: AwsService,
  version: '1.0' | '1.1',
  targetPrefix: string,
) => ({
  send: <O extends keyof Operations & string>(operation: O, input: Operations[O]['input']): Promise<Operations[O]['output']> =>
    jsonCall(service, version, `${targetPrefix}.${operation}`, input),
});
