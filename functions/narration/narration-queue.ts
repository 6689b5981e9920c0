import { sqs } from '../common/clients/sqs.js';
import { requireEnv } from '../common/env.js';
import type { NarrationMessage } from './narration-job.js';

const QUEUE_URL = requireEnv('NARRATION_QUEUE_URL');
/** SQS takes ten messages a request. */
const BATCH = 10;

/**
 * Queues a narration message per group, ten to a request, in the order given (the queue is not FIFO, so this is the
 * order they are offered in, not a promise). An entry SQS could not take is sent again, twice at most; then it throws.
 */
export const queueNarration = async (groups: ReadonlyArray<NarrationMessage['group']>): Promise<void> => {
  const { client, sdk } = await sqs();
  for (let start = 0; start < groups.length; start += BATCH) {
    let entries = groups
      .slice(start, start + BATCH)
      .map((group, index) => ({ Id: `group-${start + index}`, MessageBody: JSON.stringify({ group } satisfies NarrationMessage) }));
    for (let attempt = 0; entries.length > 0; attempt += 1) {
      if (attempt === 3) throw new Error(`SQS refused ${entries.length} narration messages`);
      const { Failed = [] } = await client.send(new sdk.SendMessageBatchCommand({ QueueUrl: QUEUE_URL, Entries: entries }));
      const failed = new Set(Failed.map((entry) => entry.Id));
      entries = entries.filter((entry) => failed.has(entry.Id));
    }
  }
};
