import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { conditionalPut, keys, tableName } from '../common/table.js';

/**
 * The classes a teacher has at one school: one item under the teacher (ADMIN#{sub}, CLASSES#{school}), next to their
 * passkeys, so the functions that already read an admin's items to check a passkey read it too and no new key is
 * granted. It is data, not a user-pool group, so a change reaches the teacher's next call, not their next sign-in,
 * and a class id needs no room in Cognito's 128-character group names. Only that school's admins write it.
 */
export interface TeacherClasses {
  classes: string[];
  /** 0 while the teacher has none here; each write names the version it read, so two admins never overwrite each other */
  version: number;
}

export const readTeacherClasses = async (sub: string, school: string): Promise<TeacherClasses> => {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.teacherClasses(sub, school), ConsistentRead: true }),
  );
  return Item ? { classes: (Item.classes as unknown[]).map(String), version: Number(Item.version) } : { classes: [], version: 0 };
};

/** Sets the teacher's classes if they are still at `version` (0: none yet); false when someone changed them first. */
export const writeTeacherClasses = (sub: string, school: string, classes: readonly string[], version: number): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: { ...keys.teacherClasses(sub, school), school, classes: [...new Set(classes)].sort(), version: version + 1 },
    ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
    ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
  });

/** A teacher who leaves the school leaves their classes there too. */
export const forgetTeacherClasses = async (sub: string, school: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.teacherClasses(sub, school) }));
};
