/**
 * The part of the SQS SDK the functions use, named one by one for `clients/sqs.ts` to import lazily: esbuild
 * cannot tree-shake a package namespace handed out by a dynamic import.
 */
export { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
