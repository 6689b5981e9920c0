import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { keys, tableName } from '../common/table.js';

export interface Influencer {
  id: string;
  name: string;
  video: string;
}

export const listInfluencers = async (): Promise<Influencer[]> => {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.influencer('').pk },
    }),
  );
  return Items.map((item) => ({ id: String(item.id), name: String(item.name), video: String(item.video) }));
};
