import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '@functions/sign-in/waw-get-signed-cookie-values.handler.js';
import { lambdaContext } from '../events.js';

const secrets = mockClient(SecretsManagerClient);
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const fromCloudFrontBase64 = (value: string) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

beforeEach(() => {
  secrets.reset();
  secrets.on(GetSecretValueCommand, { SecretId: 'waw-test/cookie-signing-key' }).resolves({
    SecretString: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
});

describe('WAWGetSignedCookieValuesWithDomain', () => {
  it('answers the three CloudFront cookies for a custom /media/* policy that ends in a day', async () => {
    const before = Math.floor(Date.now() / 1000);
    const cookies = await handler({ domain: 'waw.example.org' }, lambdaContext);
    expect(Object.keys(cookies).sort()).toEqual(['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature']);
    expect(cookies['CloudFront-Key-Pair-Id']).toBe('KTESTKEYPAIR');
    const policy = fromCloudFrontBase64(cookies['CloudFront-Policy'] ?? '').toString('utf8');
    const statement = (
      JSON.parse(policy) as { Statement: Array<{ Resource: string; Condition: { DateLessThan: { 'AWS:EpochTime': number } } }> }
    ).Statement[0];
    expect(statement?.Resource).toBe('https://waw.example.org/media/*');
    expect(statement?.Condition.DateLessThan['AWS:EpochTime']).toBeGreaterThanOrEqual(before + 86_400);
    const signature = fromCloudFrontBase64(cookies['CloudFront-Signature'] ?? '');
    expect(createVerify('RSA-SHA1').update(policy).verify(publicKey, signature)).toBe(true);
  });

  it('refuses a domain that is not the distribution’s own', async () => {
    await expect(handler({ domain: 'evil.example.com' }, lambdaContext)).rejects.toThrow(
      'Domain evil.example.com is not served by this distribution',
    );
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('refuses an event without a domain', async () => {
    await expect(handler({ url: 'x' }, lambdaContext)).rejects.toThrow('Expected {"domain": "<the site domain>"}');
  });
});
