import { S3ServiceException } from '@aws-sdk/client-s3';
/**
 * An error as an SDK client throws what AWS answered: `name` is the exception's name (ConditionalCheckFailedException,
 * NoSuchKey…), which is all the functions look at, and `$metadata` carries the status as the SDK's exceptions do.
 */
export const awsError = (name: string, message = name, statusCode = 400): Error =>
  Object.assign(new Error(message), { name, $fault: statusCode >= 500 ? 'server' : 'client', $metadata: { httpStatusCode: statusCode } });

/**
 * What S3 throws for GetObject or HeadObject on a missing key when the caller's role has no s3:ListBucket on the
 * bucket (ours have none there): not NoSuchKey, but AccessDenied, as the S3 client's own exception class.
 */
export const s3AccessDenied = (): S3ServiceException =>
  new S3ServiceException({ name: 'AccessDenied', message: 'Access Denied', $fault: 'client', $metadata: { httpStatusCode: 403 } });
