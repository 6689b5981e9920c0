import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@domain/settings.js';
import { documentClient } from './clients.js';
import { keys, tableName } from './table.js';

/** A student's settings: the defaults until they change one, and the defaults again if what is stored cannot be read. */
export const readSettings = async (studentId: string): Promise<Settings> => {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: keys.settings(studentId) }));
  const stored = settingsSchema.safeParse(Item?.settings);
  return stored.success ? stored.data : DEFAULT_SETTINGS;
};

export const writeSettings = async (studentId: string, settings: Settings): Promise<void> => {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...keys.settings(studentId), settings } }));
};
