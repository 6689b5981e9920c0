import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../functions/admin-cards/handler.js';
import { apiEvent, bodyOf, lambdaContext } from './events.js';

const dynamo = mockClient(DynamoDBDocumentClient);

const ROUTES = [
  { method: 'GET', path: '/v3/admin/cards', query: { school: 'DEMO' } },
  { method: 'POST', path: '/v3/admin/cards', body: { school_identifier: 'DEMO', student_ids: ['s1'] } },
  { method: 'POST', path: '/v3/admin/cards/revoke', body: { school_identifier: 'DEMO', student_id: 's1' } },
];

const call = (route: (typeof ROUTES)[number], claims: Record<string, string> | null) => {
  const event = apiEvent({ method: route.method, path: route.path, body: route.body, query: route.query });
  event.requestContext.authorizer = claims ? { claims } : null;
  return handler(event, lambdaContext);
};

beforeEach(() => dynamo.reset());

describe('the card routes', () => {
  it.each(ROUTES)('$method $path refuses a caller who is not a school admin before touching the table', async (route) => {
    expect((await call(route, null)).statusCode).toBe(401);
    const teacher = await call(route, { token_use: 'id', sub: 't-1', email: 't@demo.school', 'cognito:groups': '[teachers]' });
    expect(teacher.statusCode).toBe(403);
    expect(bodyOf(teacher)).toEqual({ message: 'Only admins may do this' });
    const editor = await call(route, {
      token_use: 'id',
      sub: 'e-1',
      email: 'e@demo.school',
      'cognito:groups': '[content-editors, school:DEMO]',
    });
    expect(editor.statusCode).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
