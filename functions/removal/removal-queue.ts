import { requireEnv } from '../common/env.js';
import { sqs } from '../common/clients/sqs.js';

const QUEUE_URL = requireEnv('REMOVAL_QUEUE_URL');

/** Queues a removal job's message, after `delaySeconds` (SQS holds it back at most 15 minutes). */
export const queueRemoval = async (jobId: string, delaySeconds = 0): Promise<void> => {
  const { client, sdk } = await sqs();
  await client.send(
    new sdk.SendMessageCommand({
      QueueUrl: QUEUE_URL,
      MessageBody: JSON.stringify({ jobId }),
      DelaySeconds: Math.min(900, Math.max(0, delaySeconds)),
    }),
  );
};

/** Queues a school deletion's next step: the same queue and worker as the children's removals it starts. */
export const queueSchoolDeletion = async (school: string, delaySeconds = 0): Promise<void> => {
  const { client, sdk } = await sqs();
  await client.send(
    new sdk.SendMessageCommand({
      QueueUrl: QUEUE_URL,
      MessageBody: JSON.stringify({ schoolDeletion: school }),
      DelaySeconds: Math.min(900, Math.max(0, delaySeconds)),
    }),
  );
};
