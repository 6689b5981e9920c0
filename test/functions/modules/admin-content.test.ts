import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_DEFAULTS } from '@domain/content/components.js';
import { SCREENING_PAGES } from '@domain/content/index.js';
import { awsError } from '../../support/aws-error.js';
import { keys } from '@functions/common/table.js';
import { apiEvent, bodyOf, lambdaContext } from '../events.js';

vi.stubEnv('MEDIA_BUCKET', 'waw-test-media');
vi.stubEnv('NARRATION_QUEUE_URL', 'https://sqs.us-east-1.amazonaws.com/123456789012/narration');
const { handler } = await import('@functions/modules/admin-content.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = process.env.TABLE_NAME;
const COMPONENTS_KEY = { pk: 'COMPONENTS', sk: 'DEFAULTS' };
const EDITOR = '[district-admins]';
const SCHOOL_ADMIN = '[school:DEMO:admin]';
const STALE = 'Someone else saved this first. Reload to see their changes, then make yours again.';

const call = (method: 'GET' | 'PUT', groups: string, body?: unknown) => {
  const event = apiEvent({ method, path: '/v3/admin/components', body });
  event.requestContext.authorizer = {
    claims: { token_use: 'id', sub: 'admin-1', email: 'e@demo.school', origin_jti: 'session-1', 'cognito:groups': groups },
  };
  return handler(event, lambdaContext);
};

const edited = { ...COMPONENT_DEFAULTS, celebration: { message: 'Great work today!', picture: 'star' } };
const stored = (version: number, defaults: unknown) => ({ Item: { ...COMPONENTS_KEY, version, content: JSON.stringify(defaults) } });

beforeEach(() => {
  dynamo.reset();
  // The caller's role removals (functions/admins/role-removals.ts): none, unless a test says otherwise.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });
});

describe('GET /v3/admin/components', () => {
  it('answers the saved defaults and their version, read consistently', async () => {
    dynamo.on(GetCommand, { Key: COMPONENTS_KEY }).resolves(stored(3, edited));
    const result = await call('GET', SCHOOL_ADMIN);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ version: 3, defaults: edited });
    expect(dynamo.commandCalls(GetCommand, { Key: COMPONENTS_KEY })[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: COMPONENTS_KEY,
      ConsistentRead: true,
    });
  });

  it('leaves out the default beat of defaults saved before beats came from songs, so they save again as they are', async () => {
    const older = { ...edited, beat: { bpm: 90, beatsPerBar: 4, claps: [0, 1, 2, 3], bars: 2 } };
    dynamo.on(GetCommand, { Key: COMPONENTS_KEY }).resolves(stored(5, older));
    const { defaults } = bodyOf(await call('GET', EDITOR)) as { defaults: unknown };
    expect(defaults).toEqual(edited);
    expect((await call('PUT', EDITOR, { version: 5, defaults })).statusCode).toBe(200);
  });

  it('answers the built-in defaults at version 0 before anyone saved any', async () => {
    expect(bodyOf(await call('GET', EDITOR))).toEqual({ version: 0, defaults: COMPONENT_DEFAULTS });
  });
});

describe('PUT /v3/admin/components', () => {
  it('lets a district admin save over the version they read, under that version as the condition', async () => {
    const result = await call('PUT', EDITOR, { version: 3, defaults: edited });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ version: 4, defaults: edited });
    const puts = dynamo.commandCalls(PutCommand).map((put) => put.args[0].input);
    expect(puts).toEqual([
      {
        TableName: TABLE,
        Item: { ...COMPONENTS_KEY, content: expect.any(String), version: 4 },
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': 3 },
      },
    ]);
    // Stored as the schema parsed it: the same defaults, whatever order its keys come in.
    expect(JSON.parse(puts[0]!.Item!.content as string)).toEqual(edited);
  });

  it('creates the first saved defaults only if none exist yet', async () => {
    expect((await call('PUT', EDITOR, { version: 0, defaults: edited })).statusCode).toBe(200);
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input).toMatchObject({
      Item: { version: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('refuses a stale version with 409 and the defaults someone else saved', async () => {
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException'));
    dynamo.on(GetCommand, { Key: COMPONENTS_KEY }).resolves(stored(4, COMPONENT_DEFAULTS));
    const result = await call('PUT', EDITOR, { version: 3, defaults: edited });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toEqual({ message: STALE, version: 4, defaults: COMPONENT_DEFAULTS });
  });

  it('refuses a school admin, and a content editor of before, writing nothing', async () => {
    for (const groups of [SCHOOL_ADMIN, '[content-editors, school:DEMO:admin]']) {
      expect((await call('PUT', groups, { version: 3, defaults: edited })).statusCode).toBe(403);
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 400 for defaults that do not fit the components, or a body without a version, writing nothing', async () => {
    for (const body of [
      { version: 3, defaults: { ...edited, celebration: { ...edited.celebration, picture: 'no-such-picture' } } },
      { version: 3, defaults: { ...edited, surprise: true } },
      { defaults: edited },
      { version: -1, defaults: edited },
    ]) {
      const result = await call('PUT', EDITOR, body);
      expect(result.statusCode).toBe(400);
      expect(String(bodyOf(result).message)).toMatch(/^(The defaults are not valid|Invalid request): /);
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('a programme’s test, on its two forms', () => {
  // RESPA's test as a page saved with form A only (as every page was before form B), and a form B to add.
  const { form_b: _shipped, ...TEST } = SCREENING_PAGES.find((page) => page.character === 'RESPA')!;
  const formB = TEST.questions.map((item, index) => ({ ...item, prompt: `A new situation ${index + 1}: what could you do?` }));
  const savePage = (content: unknown) => {
    const event = apiEvent({ method: 'PUT', path: '/v3/admin/page', body: { id: TEST.id, version: 0, revision: 0, content } });
    event.requestContext.authorizer = {
      claims: { token_use: 'id', sub: 'admin-1', email: 'e@demo.school', origin_jti: 'session-1', 'cognito:groups': EDITOR },
    };
    return handler(event, lambdaContext);
  };

  it('saves a form B matched item by item in competency to form A', async () => {
    const result = await savePage({ ...TEST, form_b: formB });
    expect(result.statusCode).toBe(200);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('refuses a form B whose items measure other competencies than form A’s at their places, writing nothing', async () => {
    const shifted = [...formB.slice(1), formB[0]!];
    expect(shifted.some((item, index) => item.competency !== TEST.questions[index]!.competency)).toBe(true);
    const result = await savePage({ ...TEST, form_b: shifted });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ message: expect.stringContaining('form B measures the same competency') });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('lists a test page with how many forms it has, so the dashboard can say which have one', async () => {
    const pages = [
      { ...keys.page(TEST.id), id: TEST.id, version: 2, content: JSON.stringify(TEST) },
      { ...keys.page('COUR-screening'), id: 'COUR-screening', version: 1, content: JSON.stringify({ ...TEST, form_b: formB }) },
      { ...keys.page('RESPA-day-1'), id: 'RESPA-day-1', version: 1, content: JSON.stringify({ title: 'Hello', day: 1 }) },
    ];
    dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE!]: pages } });
    const event = apiEvent({ method: 'GET', path: '/v3/admin/pages' });
    event.requestContext.authorizer = {
      claims: { token_use: 'id', sub: 'admin-1', email: 'e@demo.school', origin_jti: 'session-1', 'cognito:groups': SCHOOL_ADMIN },
    };
    const listed = (bodyOf(await handler(event, lambdaContext)) as { pages: Array<{ id: string; forms?: number }> }).pages;
    expect(listed.find((page) => page.id === TEST.id)?.forms).toBe(1);
    expect(listed.find((page) => page.id === 'COUR-screening')?.forms).toBe(2);
    expect(listed.find((page) => page.id === 'RESPA-day-1')).not.toHaveProperty('forms');
  });
});
