import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SETTINGS, settingsSchema } from '@domain/settings.js';
import { parseBody } from '../lib/body.js';
import { callerWawStudent } from '../lib/caller.js';
import { documentClient } from '../lib/clients.js';
import { httpHandler, json } from '../lib/middleware.js';
import { keys, tableName } from '../lib/table.js';

/** The caller's own settings: the defaults until they change one, then whatever they chose, on any device. */
export const handler = httpHandler(async (event) => {
  const student = await callerWawStudent(event);
  const key = keys.settings(student.id);
  if (event.httpMethod === 'PUT') {
    const settings = parseBody(event, settingsSchema);
    await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...key, settings } }));
    return json(200, settings);
  }
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key }));
  const stored = settingsSchema.safeParse(Item?.settings);
  return json(200, stored.success ? stored.data : DEFAULT_SETTINGS);
});
