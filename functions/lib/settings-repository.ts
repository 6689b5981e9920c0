import { DEFAULT_SETTINGS, parseSettings, type Settings } from '@domain/settings.js';
import { dynamo } from './aws/dynamodb.js';
import { keys, tableName } from './table.js';

/** A student's settings: the defaults until they change one, and the defaults again if what is stored cannot be read. */
export const readSettings = async (studentId: string): Promise<Settings> => {
  const { Item } = await dynamo.send('GetItem', { TableName: tableName(), Key: keys.settings(studentId) });
  return parseSettings(Item?.settings) ?? DEFAULT_SETTINGS;
};

export const writeSettings = async (studentId: string, settings: Settings): Promise<void> => {
  await dynamo.send('PutItem', { TableName: tableName(), Item: { ...keys.settings(studentId), settings } });
};
