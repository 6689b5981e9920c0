/**
 * An error as an SDK client throws what AWS answered: `name` is the exception's name (ConditionalCheckFailedException,
 * NoSuchKey…), which is all the functions look at, and `$metadata` carries the status as the SDK's exceptions do.
 */
export const awsError = (name: string, message = name, statusCode = 400): Error =>
  Object.assign(new Error(message), { name, $fault: statusCode >= 500 ? 'server' : 'client', $metadata: { httpStatusCode: statusCode } });
