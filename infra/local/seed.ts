import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/lib/clients.js';
import { SCHOOL_INDEX, keys, schoolIndexKeys, tableName } from '../../functions/lib/table.js';
import { addStudent } from '../../functions/lib/roster.js';
import { DEMO_INFLUENCERS, DEMO_STUDENTS } from './demo-data.js';

const SEED_MARK = { pk: 'META', sk: 'SEED' };

/** Seeds the demo school once; later starts keep whatever the demo accounts have played. */
export const seedDemoData = async (): Promise<boolean> => {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: SEED_MARK }));
  if (Item) return false;
  for (const student of DEMO_STUDENTS) await addStudent(student);
  for (const influencer of DEMO_INFLUENCERS) {
    await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...keys.influencer(influencer.id), ...influencer } }));
  }
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...SEED_MARK, seeded_at: new Date().toISOString() } }));
  return true;
};

/**
 * Data kept from before the school index existed gets its index attributes (and its schools listed), once: a local
 * migration, the one place a scan is fine, since no request waits on it.
 */
export const backfillSchoolIndex = async (): Promise<number> => {
  let updated = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'sk = :profile AND attribute_not_exists(#school)',
        ExpressionAttributeNames: { '#school': SCHOOL_INDEX.partitionKey },
        ExpressionAttributeValues: { ':profile': 'PROFILE' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const school = String(item.school_identifier);
      const index = schoolIndexKeys(school, String(item.class_id), String(item.id));
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: String(item.pk), sk: String(item.sk) },
          UpdateExpression: 'SET #p = :p, #s = :s',
          ExpressionAttributeNames: { '#p': SCHOOL_INDEX.partitionKey, '#s': SCHOOL_INDEX.sortKey },
          ExpressionAttributeValues: { ':p': index[SCHOOL_INDEX.partitionKey], ':s': index[SCHOOL_INDEX.sortKey] },
        }),
      );
      await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...keys.school(school), id: school } }));
      updated += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return updated;
};
