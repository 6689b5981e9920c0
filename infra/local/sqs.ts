import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import * as clock from '../../functions/common/clock.js';
import { missing, num, parseAwsInput, readAwsBody, shape, str } from './aws-json.js';
import type { CredentialAuthority } from './credentials.js';
import type { Faults } from './faults.js';
import type { InvokeOutcome } from './functions.js';
import { sendJson } from './http.js';
import { headerMap, verifySigV4 } from './sigv4.js';

/**
 * Amazon SQS as the product uses it, and Lambda's event source mapping that drains it:
 *  - SendMessage, SendMessageBatch and GetQueueAttributes in SQS's JSON protocol, so a stock SQSClient works;
 *  - a visibility timeout on every message received, a receive count, and a move to the dead-letter queue when a
 *    message is received more than maxReceiveCount times;
 *  - mappings that poll, hand a function batches of up to batchSize messages with at most maxConcurrency
 *    invocations at once, delete what succeeded (partial batch responses: ReportBatchItemFailures) and leave the
 *    rest to come back after the visibility timeout, as Lambda does.
 * Messages are kept in files under the data dir, so a restart of npm start loses nothing queued. Delays, visibility
 * timeouts and retention run on the product's clock (functions/common/clock.ts), which tests move forward.
 */

export const ACCOUNT_ID = '000000000000';
/** SQS's own limits: 10 entries a batch, and the queue's default maximum message size. */
export const MAX_BATCH_ENTRIES = 10;
export const MAX_MESSAGE_BYTES = 256 * 1024;
const RETENTION_MS = 4 * 24 * 3600 * 1000;

export interface QueueSettings {
  name: string;
  visibilityTimeoutSeconds: number;
  /** where messages go after maxReceiveCount receives */
  redrive?: { deadLetterQueue: string; maxReceiveCount: number };
  retentionMs?: number;
}

export interface MappingSettings {
  queue: string;
  function: string;
  batchSize: number;
  maxConcurrency: number;
}

interface StoredMessage {
  id: string;
  body: string;
  md5: string;
  sentAt: number;
  visibleAt: number;
  receiveCount: number;
  firstReceivedAt: number | null;
  receipt: string | null;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** One queue: its messages and the rules by which they are received, hidden, deleted and moved on. */
class LocalQueue {
  readonly arn: string;
  private messages: StoredMessage[];

  constructor(
    readonly settings: QueueSettings,
    region: string,
    private readonly file: string,
    private readonly deadLetters: () => LocalQueue | undefined,
    private readonly changed: () => void,
  ) {
    this.arn = `arn:aws:sqs:${region}:${ACCOUNT_ID}:${settings.name}`;
    try {
      this.messages = JSON.parse(readFileSync(file, 'utf8')) as StoredMessage[];
    } catch {
      this.messages = [];
    }
  }

  send(body: string, delaySeconds = 0, now = clock.now()): StoredMessage {
    const message: StoredMessage = {
      id: randomUUID(),
      body,
      md5: md5(body),
      sentAt: now,
      visibleAt: now + delaySeconds * 1000,
      receiveCount: 0,
      firstReceivedAt: null,
      receipt: null,
    };
    this.messages.push(message);
    this.save();
    this.changed();
    return message;
  }

  /** Up to `max` visible messages, each hidden for the visibility timeout; those received too often move on. */
  receive(max: number, now = clock.now()): StoredMessage[] {
    const retention = this.settings.retentionMs ?? RETENTION_MS;
    const kept = this.messages.filter((message) => message.sentAt + retention > now);
    let changed = kept.length !== this.messages.length;
    this.messages = kept;
    const received: StoredMessage[] = [];
    for (const message of [...this.messages]) {
      if (received.length >= max) break;
      if (message.visibleAt > now) continue;
      const redrive = this.settings.redrive;
      changed = true;
      if (redrive && message.receiveCount >= redrive.maxReceiveCount) {
        this.messages = this.messages.filter((m) => m !== message);
        this.deadLetters()?.adopt({ ...message, visibleAt: now, receiveCount: 0, firstReceivedAt: null, receipt: null });
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + this.settings.visibilityTimeoutSeconds * 1000;
      message.receipt = `${message.id}:${randomUUID()}`;
      received.push({ ...message });
    }
    if (changed) this.save();
    return received;
  }

  /** Deletes a message by the receipt handle of its latest receive, as DeleteMessage does. */
  delete(receipt: string): void {
    const before = this.messages.length;
    this.messages = this.messages.filter((message) => message.receipt !== receipt);
    if (this.messages.length !== before) this.save();
  }

  adopt(message: StoredMessage): void {
    this.messages.push(message);
    this.save();
    this.changed();
  }

  /** When the next hidden or delayed message becomes visible, if any. */
  nextVisibleAt(): number | null {
    const times = this.messages.map((message) => message.visibleAt);
    return times.length === 0 ? null : Math.min(...times);
  }

  counts(now = clock.now()) {
    const visible = this.messages.filter((message) => message.visibleAt <= now).length;
    return { visible, inFlight: this.messages.length - visible };
  }

  private save(): void {
    const partial = `${this.file}.writing`;
    writeFileSync(partial, JSON.stringify(this.messages));
    renameSync(partial, this.file);
  }
}

const toRecord = (queue: LocalQueue, message: StoredMessage, region: string): SQSRecord => ({
  messageId: message.id,
  receiptHandle: message.receipt!,
  body: message.body,
  attributes: {
    ApproximateReceiveCount: String(message.receiveCount),
    SentTimestamp: String(message.sentAt),
    SenderId: 'AROALOCAL:function',
    ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
  },
  messageAttributes: {},
  md5OfBody: message.md5,
  eventSource: 'aws:sqs',
  eventSourceARN: queue.arn,
  awsRegion: region,
});

/**
 * The messages a function named as failed in its partial batch response, or null when Lambda would count the whole
 * batch as failed: an item without a proper itemIdentifier, or one naming a message that was not in the batch.
 * No response, or no (or a null) batchItemFailures, is a complete success.
 */
const batchItemFailures = (payload: unknown, ids: Set<string>): Set<string> | null => {
  if (payload === null || payload === undefined) return new Set();
  if (typeof payload !== 'object') return null;
  const failures = (payload as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  const parsed = v.safeParse(v.array(v.object({ itemIdentifier: v.pipe(v.string(), v.minLength(1)) })), failures);
  if (!parsed.success) return null;
  const failed = new Set(parsed.output.map((failure) => failure.itemIdentifier));
  return [...failed].every((id) => ids.has(id)) ? failed : null;
};

export interface LocalSqsOptions {
  region: string;
  dataDir: string;
  queues: QueueSettings[];
  mappings: MappingSettings[];
  invoke: (fn: string, event: SQSEvent) => Promise<InvokeOutcome>;
  /** the URL queue URLs start with: the endpoint a stock SQSClient is pointed at */
  endpoint: string;
  /** faults on demand (faults.ts): messages sent delivered twice, or late */
  faults?: Faults;
}

export const startLocalSqs = (options: LocalSqsOptions) => {
  mkdirSync(options.dataDir, { recursive: true });
  const queues = new Map<string, LocalQueue>();
  const pollers: Array<() => void> = [];
  let stopped = false;
  const wake = () => {
    if (!stopped) for (const poll of pollers) poll();
  };
  for (const settings of options.queues) {
    const deadLetters = () => (settings.redrive ? queues.get(settings.redrive.deadLetterQueue) : undefined);
    queues.set(
      settings.name,
      new LocalQueue(settings, options.region, join(options.dataDir, `${settings.name}.json`), deadLetters, () => setImmediate(wake)),
    );
  }
  /**
   * A message sent, as the plan's faults may deliver it: made visible later than asked, or stored twice (the same
   * message id, as a standard queue's second delivery carries), so its consumer meets it twice.
   */
  const sendOn = (queue: LocalQueue, body: string, delaySeconds: number): StoredMessage => {
    const late = options.faults?.roll('sqs.late') ? options.faults.lateMs() / 1000 : 0;
    const message = queue.send(body, delaySeconds + late);
    if (options.faults?.roll('sqs.duplicate')) queue.adopt({ ...message });
    return message;
  };
  const queueUrl = (name: string) => `${options.endpoint}/${ACCOUNT_ID}/${name}`;
  const queueFromUrl = (url: string | null | undefined) => (url ? queues.get(url.split('/').pop() ?? '') : undefined);

  for (const mapping of options.mappings) {
    const queue = queues.get(mapping.queue);
    if (!queue) throw new Error(`No local queue ${mapping.queue}`);
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const deliver = async (batch: StoredMessage[]) => {
      const event: SQSEvent = { Records: batch.map((message) => toRecord(queue, message, options.region)) };
      const outcome = await options.invoke(mapping.function, event);
      // A function error leaves the whole batch to come back after its visibility timeout.
      if (!outcome.ok) return;
      const failed = batchItemFailures(outcome.payload, new Set(batch.map((message) => message.id)));
      if (!failed) return;
      for (const message of batch) if (!failed.has(message.id)) queue.delete(message.receipt!);
    };
    const poll = () => {
      clearTimeout(timer);
      while (!stopped && inFlight < mapping.maxConcurrency) {
        const batch = queue.receive(mapping.batchSize);
        if (batch.length === 0) break;
        inFlight += 1;
        void deliver(batch)
          .catch((error: unknown) => console.error(`local SQS: delivering to ${mapping.function} failed`, error))
          .finally(() => {
            inFlight -= 1;
            setImmediate(poll);
          });
      }
      const next = queue.nextVisibleAt();
      // Due on the product's clock; when a test moves it forward, wake() polls again at once.
      if (!stopped && next !== null) timer = setTimeout(poll, Math.max(10, next - clock.now())).unref();
    };
    pollers.push(poll);
  }
  setImmediate(wake);

  const error = (response: ServerResponse, status: number, code: string, queryCode: string, message: string) =>
    sendJson(
      response,
      status,
      { __type: `com.amazonaws.sqs#${code}`, message },
      {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-query-error': `${queryCode};Sender`,
      },
    );
  const noQueue = (response: ServerResponse) =>
    error(response, 400, 'QueueDoesNotExist', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.');
  const tooLong = (bytes: number) => bytes > MAX_MESSAGE_BYTES;

  const sendInput = shape({ QueueUrl: str(), MessageBody: str(), DelaySeconds: num() });
  const batchInput = shape({
    QueueUrl: str(),
    Entries: v.nullish(v.array(shape({ Id: str(), MessageBody: str(), DelaySeconds: num() }))),
  });
  const attributesInput = shape({ QueueUrl: str(), AttributeNames: v.nullish(v.array(v.string())) });

  const operations: Record<string, (body: Buffer, response: ServerResponse) => void> = {
    SendMessage: (body, response) => {
      const input = parseAwsInput(body, sendInput, response);
      if (!input) return;
      const queue = queueFromUrl(input.QueueUrl);
      if (!queue) return noQueue(response);
      if (!input.MessageBody) return error(response, 400, 'MissingParameter', 'MissingParameter', missing('messageBody'));
      if (tooLong(Buffer.byteLength(input.MessageBody)))
        return error(
          response,
          400,
          'InvalidParameterValue',
          'InvalidParameterValue',
          `One or more parameters are invalid. Reason: Message must be shorter than ${MAX_MESSAGE_BYTES} bytes.`,
        );
      const message = sendOn(queue, input.MessageBody, input.DelaySeconds ?? 0);
      sendJson(response, 200, { MessageId: message.id, MD5OfMessageBody: message.md5 }, { 'content-type': 'application/x-amz-json-1.0' });
    },
    SendMessageBatch: (body, response) => {
      const input = parseAwsInput(body, batchInput, response);
      if (!input) return;
      const queue = queueFromUrl(input.QueueUrl);
      if (!queue) return noQueue(response);
      const entries = input.Entries ?? [];
      if (entries.length === 0)
        return error(
          response,
          400,
          'EmptyBatchRequest',
          'AWS.SimpleQueueService.EmptyBatchRequest',
          'There should be at least one SendMessageBatchRequestEntry in the request.',
        );
      if (entries.length > MAX_BATCH_ENTRIES)
        return error(
          response,
          400,
          'TooManyEntriesInBatchRequest',
          'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
          `Maximum number of entries per request are ${MAX_BATCH_ENTRIES}. You have sent ${entries.length}.`,
        );
      if (new Set(entries.map((entry) => entry.Id)).size !== entries.length)
        return error(
          response,
          400,
          'BatchEntryIdsNotDistinct',
          'AWS.SimpleQueueService.BatchEntryIdsNotDistinct',
          'Two or more batch entries in the request have the same Id.',
        );
      if (tooLong(entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.MessageBody ?? ''), 0)))
        return error(
          response,
          400,
          'BatchRequestTooLong',
          'AWS.SimpleQueueService.BatchRequestTooLong',
          `Batch requests cannot be longer than ${MAX_MESSAGE_BYTES} bytes.`,
        );
      const Successful = [];
      const Failed = [];
      for (const entry of entries) {
        if (!entry.Id || !entry.MessageBody) {
          Failed.push({
            Id: entry.Id ?? '',
            SenderFault: true,
            Code: 'MissingParameter',
            Message: 'Each entry needs an Id and a MessageBody.',
          });
          continue;
        }
        const message = sendOn(queue, entry.MessageBody, entry.DelaySeconds ?? 0);
        Successful.push({ Id: entry.Id, MessageId: message.id, MD5OfMessageBody: message.md5 });
      }
      sendJson(response, 200, { Successful, Failed }, { 'content-type': 'application/x-amz-json-1.0' });
    },
    GetQueueAttributes: (body, response) => {
      const input = parseAwsInput(body, attributesInput, response);
      if (!input) return;
      const queue = queueFromUrl(input.QueueUrl);
      if (!queue) return noQueue(response);
      const { visible, inFlight } = queue.counts();
      sendJson(
        response,
        200,
        {
          Attributes: {
            QueueArn: queue.arn,
            ApproximateNumberOfMessages: String(visible),
            ApproximateNumberOfMessagesNotVisible: String(inFlight),
            VisibilityTimeout: String(queue.settings.visibilityTimeoutSeconds),
          },
        },
        { 'content-type': 'application/x-amz-json-1.0' },
      );
    },
  };

  /** The SQS endpoint, SigV4-verified and open to the functions' role only. */
  const handle = (authority: CredentialAuthority) => async (request: IncomingMessage, response: ServerResponse, rawUrl: string) => {
    const body = await readAwsBody(request, response);
    if (!body) return;
    const verified = verifySigV4(
      { method: request.method ?? 'POST', rawUrl, rawHeaders: request.rawHeaders, body },
      { region: options.region, service: 'sqs', lookup: (id, token) => authority.lookup(id, token) },
    );
    if (!verified.ok) return error(response, 403, 'InvalidClientTokenId', 'InvalidClientTokenId', verified.message);
    if (verified.principal.role !== 'function')
      return error(response, 403, 'AccessDenied', 'AccessDenied', 'Access to the resource is denied.');
    const target = (headerMap(request.rawHeaders).get('x-amz-target') ?? '').replace('AmazonSQS.', '');
    const operation = operations[target];
    if (!operation)
      return error(
        response,
        400,
        'UnsupportedOperation',
        'AWS.SimpleQueueService.UnsupportedOperation',
        `The local SQS does not implement ${target || 'this operation'}.`,
      );
    operation(body, response);
  };

  return {
    queueUrl,
    handle,
    counts: (name: string) => queues.get(name)?.counts() ?? { visible: 0, inFlight: 0 },
    /** Sends from inside the local cloud (tests), exactly as SendMessage does. */
    send: (name: string, body: string) => queues.get(name)!.send(body),
    /** polls every queue again now: the clock moved, and a delayed or hidden message may be due */
    wake,
    stop: () => {
      stopped = true;
    },
  };
};

export type LocalSqs = ReturnType<typeof startLocalSqs>;
