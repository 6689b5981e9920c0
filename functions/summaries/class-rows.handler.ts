import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { startInvocation } from '../common/clients/retries.js';
import { keys } from '../common/table.js';
import type { StoredModule } from '../modules/modules-repository.js';
import { markInClass, recordInClass } from './class-row.js';

const processor = new BatchProcessor(EventType.DynamoDBStreams);
const STUDENT_PREFIX = keys.profile('').pk;

/**
 * One module save, as the table's stream carries it (the module item as written, with its save time), reaches its
 * child's class row. A row that cannot be written marks the child as still catching up on the class page and fails
 * the record: the mapping sends it again, and everything after it, until it is written.
 */
const recordSave = async (record: DynamoDBRecord): Promise<void> => {
  const { pk, sk: _sk, saved_at: savedAt, ...module } = unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>);
  const studentId = String(pk).slice(STUDENT_PREFIX.length);
  try {
    await recordInClass(studentId, module as StoredModule, Number(savedAt));
  } catch (error) {
    await markInClass(studentId, Number(savedAt));
    throw error;
  }
};

/** The saves of a batch from the table's stream (CLASS_ROWS_STREAM in functions/routes.ts), each to its row. */
export const handler = async (event: DynamoDBStreamEvent, context: Context) => {
  startInvocation(context);
  // A batch that failed whole is answered as failed record by record too: the mapping resumes from its first, as from
  // any other (an error would be retried as a function error, by halves).
  return processPartialResponse(event, recordSave, processor, { context, throwOnFullBatchFailure: false });
};
