import { PutCommand, UpdateCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { SCHOOL_INDEX, keys, schoolIndexKeys, tableName } from '../common/table.js';

/**
 * Students added before the school index existed get its attributes (and their school listed): a one-off migration
 * run by `npm start` and `npm run students:reindex`, the one place a scan is fine, since no request waits on it.
 */
export const backfillSchoolIndex = async (): Promise<number> => {
  let updated = 0;
  for await (const page of paginateScan(
    { client: dynamo },
    {
      TableName: tableName(),
      FilterExpression: 'sk = :profile AND attribute_not_exists(#school)',
      ExpressionAttributeNames: { '#school': SCHOOL_INDEX.partitionKey },
      ExpressionAttributeValues: { ':profile': 'PROFILE' },
    },
  )) {
    for (const item of page.Items ?? []) {
      const school = String(item.school_identifier);
      const index = schoolIndexKeys(school, String(item.class_id), String(item.id));
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: String(item.pk), sk: String(item.sk) },
          UpdateExpression: 'SET #p = :p, #s = :s',
          ExpressionAttributeNames: { '#p': SCHOOL_INDEX.partitionKey, '#s': SCHOOL_INDEX.sortKey },
          ExpressionAttributeValues: { ':p': index[SCHOOL_INDEX.partitionKey], ':s': index[SCHOOL_INDEX.sortKey] },
        }),
      );
      await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.school(school), id: school } }));
      updated += 1;
    }
  }
  return updated;
};
