import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Where the local user pool keeps its users and groups: the local cloud's own identities table (never the product's
 * table). `npm run admins:create` writes here too, so it works whether the local cloud is running or not.
 */
export const IDENTITIES_TABLE = 'waw-local-cognito-identities';

export interface PoolUser {
  email: string;
  sub: string;
  groups: string[];
  name: string;
  status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';
  createdAt: string;
}

const userKey = (email: string) => ({ pk: `USERPOOL#${email.trim().toLowerCase()}` });
const groupKey = (name: string) => ({ pk: `USERPOOLGROUP#${name}` });

const toUser = (item: Record<string, unknown>): PoolUser => ({
  email: String(item.email),
  sub: String(item.sub),
  groups: Array.isArray(item.groups) ? item.groups.map(String) : [],
  name: typeof item.name === 'string' ? item.name : '',
  status: item.status === 'FORCE_CHANGE_PASSWORD' ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
  createdAt: typeof item.created_at === 'string' ? item.created_at : new Date(0).toISOString(),
});

const isConditionFailure = (error: unknown) => error instanceof Error && error.name === 'ConditionalCheckFailedException';
const ignoreMissingUser = (error: unknown) => {
  if (!isConditionFailure(error)) throw error;
};

export const createUserStore = (db: DynamoDBDocumentClient) => {
  const getUser = async (email: string): Promise<PoolUser | null> => {
    const { Item } = await db.send(new GetCommand({ TableName: IDENTITIES_TABLE, Key: userKey(email), ConsistentRead: true }));
    return Item ? toUser(Item) : null;
  };
  const groupExists = async (name: string) =>
    !!(await db.send(new GetCommand({ TableName: IDENTITIES_TABLE, Key: groupKey(name), ConsistentRead: true }))).Item;

  const store = {
    getUser,
    groupExists,
    /** false when the user exists already */
    createUser: async (email: string): Promise<PoolUser | null> => {
      const user: PoolUser = {
        email: email.trim().toLowerCase(),
        sub: randomUUID(),
        groups: [],
        name: '',
        status: 'CONFIRMED',
        createdAt: new Date().toISOString(),
      };
      try {
        await db.send(
          new PutCommand({
            TableName: IDENTITIES_TABLE,
            Item: { ...userKey(user.email), email: user.email, sub: user.sub, groups: [], status: user.status, created_at: user.createdAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return user;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
    deleteUser: async (email: string) => {
      await db.send(new DeleteCommand({ TableName: IDENTITIES_TABLE, Key: userKey(email) }));
    },
    setGroups: async (email: string, groups: string[]) => {
      await db.send(
        new UpdateCommand({
          TableName: IDENTITIES_TABLE,
          Key: userKey(email),
          UpdateExpression: 'SET #groups = :groups',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#groups': 'groups' },
          ExpressionAttributeValues: { ':groups': [...new Set(groups)].sort() },
        }),
      );
    },
    setName: async (email: string, name: string) => {
      await db.send(
        new UpdateCommand({
          TableName: IDENTITIES_TABLE,
          Key: userKey(email),
          UpdateExpression: 'SET #name = :name',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': name },
        }),
      );
    },
    /**
     * Sign-in sessions: which refresh tokens (by their jti) of a user are still good, kept with the user so a restart
     * keeps sign-outs. Tokens refreshed from one name it as their origin_jti.
     */
    openSession: async (email: string, jti: string) => {
      await db.send(
        new UpdateCommand({
          TableName: IDENTITIES_TABLE,
          Key: userKey(email),
          UpdateExpression: 'ADD sessions :jti',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':jti': new Set([jti]) },
        }),
      );
    },
    isSessionOpen: async (email: string, jti: string): Promise<boolean> => {
      const { Item } = await db.send(new GetCommand({ TableName: IDENTITIES_TABLE, Key: userKey(email), ConsistentRead: true }));
      return Item?.sessions instanceof Set && Item.sessions.has(jti);
    },
    closeSession: async (email: string, jti: string) => {
      await db
        .send(
          new UpdateCommand({
            TableName: IDENTITIES_TABLE,
            Key: userKey(email),
            UpdateExpression: 'DELETE sessions :jti',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':jti': new Set([jti]) },
          }),
        )
        .catch(ignoreMissingUser);
    },
    /** GlobalSignOut and AdminUserGlobalSignOut: every refresh token of the user, and the tokens refreshed from them. */
    signOutEverywhere: async (email: string) => {
      await db
        .send(
          new UpdateCommand({
            TableName: IDENTITIES_TABLE,
            Key: userKey(email),
            UpdateExpression: 'REMOVE sessions',
            ConditionExpression: 'attribute_exists(pk)',
          }),
        )
        .catch(ignoreMissingUser);
    },
    /** The pool's own lookup: a stand-in for Cognito's internal index of group members. */
    usersInGroup: async (name: string): Promise<PoolUser[]> => {
      const { Items = [] } = await db.send(
        new ScanCommand({
          TableName: IDENTITIES_TABLE,
          FilterExpression: 'begins_with(pk, :p) AND contains(#groups, :group)',
          ExpressionAttributeNames: { '#groups': 'groups' },
          ExpressionAttributeValues: { ':p': 'USERPOOL#', ':group': name },
        }),
      );
      return Items.map(toUser);
    },
    /** DeleteGroup: the group and every membership of it, as Cognito does. */
    deleteGroup: async (name: string) => {
      for (const user of await store.usersInGroup(name)) {
        await store.setGroups(
          user.email,
          user.groups.filter((group) => group !== name),
        );
      }
      await db.send(new DeleteCommand({ TableName: IDENTITIES_TABLE, Key: groupKey(name) }));
    },
    /** false when it exists already */
    createGroup: async (name: string, description = ''): Promise<boolean> => {
      try {
        await db.send(
          new PutCommand({
            TableName: IDENTITIES_TABLE,
            Item: { ...groupKey(name), name, description },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
  return store;
};

export type UserStore = ReturnType<typeof createUserStore>;

/** Creates the user if needed and adds them to these groups (made if missing), as `npm run admins:create` does in AWS. */
export const ensureAdmin = async (store: UserStore, email: string, groups: readonly string[]): Promise<'created' | 'updated'> => {
  for (const group of groups) await store.createGroup(group);
  const created = await store.createUser(email);
  const user = created ?? (await store.getUser(email));
  if (!user) throw new Error(`Could not create ${email}`);
  await store.setGroups(user.email, [...user.groups, ...groups]);
  return created ? 'created' : 'updated';
};
