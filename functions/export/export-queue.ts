import { requireEnv } from '../common/env.js';
import { sqs } from '../common/clients/sqs.js';

const QUEUE_URL = requireEnv('EXPORT_QUEUE_URL');

/** Queues an export job's message: its id only, never a name. */
export const queueExport = async (jobId: string): Promise<void> => {
  const { client, sdk } = await sqs();
  await client.send(new sdk.SendMessageCommand({ QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ jobId }) }));
};
