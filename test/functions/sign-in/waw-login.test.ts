import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityClient, GetOpenIdTokenForDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CARD_ID_BYTES, CARD_SECRET_BYTES, cardCodeText } from '@domain/cards.js';
import { awsError } from '../../support/aws-error.js';
import { hashPassword } from '@functions/sign-in/password.js';
import { keys } from '@functions/common/table.js';
import { loginAttemptsKey } from '@functions/common/sign-in-key.js';
import { handler } from '@functions/sign-in/waw-login.handler.js';
import { apiEvent, bodyOf, lambdaContext } from '../events.js';
import { mockSignInKey } from '../../support/sign-in-key.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityClient);
mockSignInKey();
let passwordHash = '';

// Three scrypt checks at once share this process's threads with everything else on a busy machine: the early
// timeout (from the context's clock) must not turn that slowness into 500s.
const patient = { ...lambdaContext, getRemainingTimeInMillis: () => 300_000 };
const login = (body: unknown) => handler(apiEvent({ method: 'POST', path: '/v3/waw/login', body }), patient);
const demo = { school_identifier: 'DEMO', username: 'waw.student', password: 'let-me-play-1' };
const profile = { id: 'stu-1', class_id: 'class-a', first_name: 'Maya', last_name: 'Rivers', grade: 'WAW' };

beforeAll(async () => {
  passwordHash = await hashPassword('let-me-play-1');
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: keys.signIn('DEMO', 'waw.student') }).resolves({
    Item: { student_id: 'stu-1', password_hash: passwordHash },
  });
  dynamo.on(GetCommand, { Key: keys.profile('stu-1') }).resolves({ Item: { ...keys.profile('stu-1'), ...profile } });
  cognito.on(GetOpenIdTokenForDeveloperIdentityCommand).resolves({ IdentityId: 'us-east-1:identity-1', Token: 'jwt' });
});

describe('POST /v3/waw/login', () => {
  it('answers the token and identity id Cognito issues for the student', async () => {
    const result = await login({ ...demo, school_identifier: ' demo ', username: 'WAW.Student' });
    expect(result.statusCode).toBe(200);
    // and a token this device sends with its next sign-in (device-token.ts)
    expect(bodyOf(result)).toEqual({
      token: 'jwt',
      identity_id: 'us-east-1:identity-1',
      device_token: expect.stringMatching(/^[\w-]{22}\.[\w-]{43}$/),
    });
    expect(cognito.commandCalls(GetOpenIdTokenForDeveloperIdentityCommand)[0]?.args[0].input).toEqual({
      IdentityPoolId: 'us-east-1:00000000-0000-4000-8000-000000000000',
      Logins: { 'login.waw.test': 'stu-1' },
      TokenDuration: 3600,
    });
  });

  it("remembers the identity with the student's record, and gives back only its own attempt", async () => {
    await login(demo);
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toEqual({
      ...keys.identity('us-east-1:identity-1'),
      student_id: 'stu-1',
      student: profile,
    });
    const updates = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates.map((update) => update.Key)).toEqual([
      await loginAttemptsKey('DEMO', 'waw.student'),
      await loginAttemptsKey('DEMO', 'waw.student'),
      // when the child last signed in, for the school's list of children who stopped coming
      keys.lastSignIn('DEMO', 'stu-1'),
    ]);
    expect(updates[2]).toMatchObject({ UpdateExpression: 'SET #at = :at', ConditionExpression: 'attribute_not_exists(#at) OR #at < :at' });
    expect(updates[1]).toMatchObject({
      UpdateExpression: 'ADD next_free_at :back SET wrong_tries = :none',
      ExpressionAttributeValues: { ':back': -90_000, ':none': 0 },
    });
  });

  it('gives a wrong password, an unknown username and an unknown school the same 401', async () => {
    const answers = await Promise.all([
      login({ ...demo, password: 'nope' }),
      login({ ...demo, username: 'nobody' }),
      login({ ...demo, school_identifier: 'ELSEWHERE' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // Each try counted before its check, and each wrong one counted for the teacher.
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(6);
    expect(cognito.commandCalls(GetOpenIdTokenForDeveloperIdentityCommand)).toHaveLength(0);
  });

  it('refuses a child being removed as an unknown one, giving the try back and counting nothing wrong', async () => {
    dynamo.on(GetCommand, { Key: keys.profile('stu-1') }).resolves({
      Item: { ...keys.profile('stu-1'), ...profile, removal: { job: 'j', at: 1, by: 'a' } },
    });
    const [removed, unknown] = [await login(demo), await login({ ...demo, username: 'nobody' })];
    expect(removed.statusCode).toBe(401);
    expect(removed.body).toBe(unknown.body);
    expect(cognito.commandCalls(GetOpenIdTokenForDeveloperIdentityCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    // The removed child's try: counted, then given back; the unknown username's: counted, then counted wrong.
    const updates = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.UpdateExpression ?? '');
    expect(updates[1]).toContain('ADD next_free_at :back');
    expect(updates.filter((update) => update.startsWith('ADD wrong_tries'))).toHaveLength(1);
  });

  it('writes nothing for a card that does not exist: a random guess is 401 and leaves no counter behind', async () => {
    const guess = cardCodeText({
      school: 'DEMO',
      cardId: 'a'.repeat(Math.ceil((CARD_ID_BYTES * 8) / 6)),
      secret: 'b'.repeat(Math.ceil((CARD_SECRET_BYTES * 8) / 6)),
    });
    const result = await login({ school_identifier: 'DEMO', card: guess });
    expect(result).toMatchObject({ statusCode: 401 });
    expect(bodyOf(result).message).toBe('Login failed: this card does not work');
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 429 with a clear message while the tries are spent, without checking even the right password', async () => {
    const full = awsError('ConditionalCheckFailedException', 'The conditional request failed');
    dynamo.on(UpdateCommand).rejects(full);
    // The budget spent and the debt too: the next try is one interval away.
    const now = Date.now();
    dynamo.on(GetCommand, { Key: await loginAttemptsKey('DEMO', 'waw.student') }).resolves({
      Item: { next_free_at: now + 20 * 90_000, last_try_at: now - 5_000 },
    });
    const result = await login(demo);
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result).message).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
    expect(bodyOf(result).retry_after_seconds).toBeGreaterThan(85);
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).not.toContainEqual(keys.signIn('DEMO', 'waw.student'));
    expect(cognito.commandCalls(GetOpenIdTokenForDeveloperIdentityCommand)).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{school', 'The request body is not valid JSON'],
    ['no body', undefined, 'A JSON request body is required'],
    [
      'a missing password',
      { school_identifier: 'DEMO', username: 'a' },
      'Invalid request: password: Invalid key: Expected "password" but received undefined',
    ],
    ['an empty username', { ...demo, username: '  ' }, 'Invalid request: username: username is required'],
  ])('answers 400 for %s', async (_label, body, message) => {
    const result = await login(body);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message });
  });

  it('hides the internals of a Cognito failure behind a 500', async () => {
    cognito.on(GetOpenIdTokenForDeveloperIdentityCommand).rejects(new Error('arn:aws:cognito secret detail'));
    const result = await login(demo);
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ message: 'Internal server error' });
  });
});
