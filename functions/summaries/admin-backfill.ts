import { UpdateCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import { ADMIN_INDEX } from './admin-index.js';
import { rebuildChildRow } from './class-summary.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { indexChild } from './search-index.js';
import { isConditionalCheckFailed, keys, tableName } from '../common/table.js';

/**
 * Children added before the admin pages' class summaries and search existed (or before the summary became a row per
 * child) get their class row (rebuilt from their modules) and their search items: run by `npm start` and `npm run
 * students:reindex`, a scan since no request waits on it. Safe to run again and beside live saves: a row is written
 * only if no save changed it since it was read.
 */
export const backfillAdminIndex = async (): Promise<number> => {
  let updated = 0;
  for await (const page of paginateScan(
    { client: dynamo },
    {
      TableName: tableName(),
      // A child being removed is left alone: their removal deletes what this would write (functions/common/enrolment.ts).
      FilterExpression: 'sk = :profile AND attribute_not_exists(removal) AND (attribute_not_exists(admin_index) OR admin_index < :mark)',
      ExpressionAttributeValues: { ':profile': 'PROFILE', ':mark': ADMIN_INDEX },
    },
  )) {
    for (const item of page.Items ?? []) {
      const child = {
        id: String(item.id),
        first_name: String(item.first_name),
        last_name: String(item.last_name),
        username: String(item.username),
        class_id: String(item.class_id),
      };
      const place = { school: String(item.school_identifier), class_id: child.class_id };
      if (!(await rebuildChildRow(child.id))) continue;
      await indexChild(place.school, child);
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.profile(child.id),
            UpdateExpression: 'SET admin_index = :mark',
            // Never a stub profile for a child removed meanwhile.
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':mark': ADMIN_INDEX },
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        continue;
      }
      updated += 1;
    }
  }
  return updated;
};
