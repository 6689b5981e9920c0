import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from '@domain/settings.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { keys, tableName } from '../common/table.js';

/** A student's settings: the defaults until they change one, and the defaults again if what is stored cannot be read. */
export const readSettings = async (studentId: string): Promise<Settings> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.settings(studentId) }));
  return parseSettings(Item?.settings) ?? DEFAULT_SETTINGS;
};

export const writeSettings = async (studentId: string, settings: Settings): Promise<void> => {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.settings(studentId), settings } }));
};
