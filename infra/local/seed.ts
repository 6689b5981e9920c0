import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/common/clients/dynamodb.js';
import { keys, tableName } from '../../functions/common/table.js';
import { addStudent } from '../../functions/rosters/roster.js';
import { DEMO_INFLUENCERS, DEMO_STUDENTS } from './demo-data.js';

const SEED_MARK = { pk: 'META', sk: 'SEED' };

/** Seeds the demo school once; later starts keep whatever the demo accounts have played. */
export const seedDemoData = async (): Promise<boolean> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: SEED_MARK }));
  if (Item) return false;
  for (const student of DEMO_STUDENTS) await addStudent(student);
  for (const influencer of DEMO_INFLUENCERS) {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.influencer(influencer.id), ...influencer } }));
  }
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...SEED_MARK, seeded_at: new Date().toISOString() } }));
  return true;
};
