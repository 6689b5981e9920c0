import { dynamo } from './aws/dynamodb.js';
import { keys, tableName } from './table.js';

export interface Influencer {
  id: string;
  name: string;
  video: string;
}

export const listInfluencers = async (): Promise<Influencer[]> => {
  const { Items = [] } = await dynamo.send('Query', {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.influencer('').pk },
  });
  return Items.map((item) => ({ id: String(item.id), name: String(item.name), video: String(item.video) }));
};
