import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { get } from 'node:http';
import { networkInterfaces } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  LimitExceededException,
  NotAuthorizedException,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../infra/local/server.js';
import { CODES_PER_ADDRESS_PER_HOUR, EMAILS_PER_DAY } from '../../infra/local/user-pool.js';
import { adminCall, signInAdmin, userPoolClient } from './admin-client.js';

/** The local user pool and mailbox against the attacks of issue 13: codes read from afar, sign-outs that did nothing, codes without end. */
let cloud: LocalCloud;
let dataDir: string;
let lanAddress: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'waw-pool-'));
  // Listening on every interface, as HOST=0.0.0.0 does, so the mailbox can be asked for from a non-loopback address.
  cloud = await startLocalCloud({ port: 0, host: '0.0.0.0', dataDir, siteDir: join(dataDir, 'no-site'), mediaDir: resolve('media') });
  lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((iface) => iface && iface.family === 'IPv4' && !iface.internal)?.address;
});
afterAll(async () => {
  await cloud?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const addPoolUser = async (email: string) => {
  const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
  await dynamo.send(
    new PutCommand({
      TableName: 'waw-local-cognito-identities',
      Item: { pk: `USERPOOL#${email}`, email, sub: email, groups: ['admins'] },
    }),
  );
};
const askForCode = (email: string) =>
  userPoolClient(cloud).send(
    new InitiateAuthCommand({
      ClientId: cloud.config.adminUserPoolClientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
    }),
  );
const refresh = (refreshToken: string) =>
  userPoolClient(cloud).send(
    new GetTokensFromRefreshTokenCommand({ ClientId: cloud.config.adminUserPoolClientId, RefreshToken: refreshToken }),
  );
const getUser = (accessToken: string) => userPoolClient(cloud).send(new GetUserCommand({ AccessToken: accessToken }));

describe('the local mailbox', () => {
  it('shows sign-in codes to this machine only', async () => {
    const port = new URL(cloud.url).port;
    expect((await fetch(`http://127.0.0.1:${port}/_local/mailbox.json`)).status).toBe(200);
    expect(lanAddress, 'a non-loopback IPv4 interface to ask from').toBeDefined();
    for (const path of ['/_local/mailbox.json', '/_local/mailbox']) {
      const fromTheNetwork = await fetch(`http://${lanAddress}:${port}${path}`);
      expect(fromTheNetwork.status).toBe(404);
      expect(await fromTheNetwork.text()).not.toMatch(/\d{6}/);
    }
  });

  it('refuses a page whose own name points at this machine (DNS rebinding)', async () => {
    const port = new URL(cloud.url).port;
    // fetch() will not send a Host of our choosing; a plain request will, as a rebound browser would.
    const status = await new Promise<number | undefined>((done, fail) => {
      get({ host: '127.0.0.1', port, path: '/_local/mailbox.json', headers: { host: `evil.example:${port}` } }, (response) => {
        response.resume();
        done(response.statusCode);
      }).on('error', fail);
    });
    expect(status).toBe(404);
  });
});

describe('signing out of the user pool', () => {
  it('RevokeToken ends the refresh token and the access tokens issued from it, and no other session', async () => {
    const revoked = await signInAdmin(cloud, 'admin@demo.school');
    const other = await signInAdmin(cloud, 'admin@demo.school');
    const fromRefresh = (await refresh(revoked.refreshToken)).AuthenticationResult!.AccessToken!;
    await userPoolClient(cloud).send(new RevokeTokenCommand({ ClientId: cloud.config.adminUserPoolClientId, Token: revoked.refreshToken }));
    await expect(refresh(revoked.refreshToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    for (const access of [revoked.accessToken, fromRefresh]) {
      await expect(getUser(access)).rejects.toThrow('Access Token has been revoked');
    }
    expect((await getUser(other.accessToken)).Username).toBe('admin@demo.school');
    expect((await refresh(other.refreshToken)).AuthenticationResult?.AccessToken).toBeTruthy();
    // As in AWS, API Gateway's authoriser checks only the id token's signature and expiry.
    expect((await adminCall(cloud, revoked.idToken, 'GET', '/v3/admin/pages')).status).toBe(200);
  });

  it('GlobalSignOut ends every session of the user, and the access token used for it', async () => {
    const first = await signInAdmin(cloud, 'admin@demo.school');
    const second = await signInAdmin(cloud, 'admin@demo.school');
    await userPoolClient(cloud).send(new GlobalSignOutCommand({ AccessToken: second.accessToken }));
    for (const session of [first, second]) {
      await expect(refresh(session.refreshToken)).rejects.toBeInstanceOf(NotAuthorizedException);
      await expect(getUser(session.accessToken)).rejects.toThrow('Access Token has been revoked');
    }
    await expect(userPoolClient(cloud).send(new GlobalSignOutCommand({ AccessToken: second.accessToken }))).rejects.toBeInstanceOf(
      NotAuthorizedException,
    );
  });

  it('refuses to revoke an access token as if it were a refresh token', async () => {
    const session = await signInAdmin(cloud, 'admin@demo.school');
    await expect(
      userPoolClient(cloud).send(new RevokeTokenCommand({ ClientId: cloud.config.adminUserPoolClientId, Token: session.accessToken })),
    ).rejects.toThrow('Only refresh tokens can be revoked.');
  });
});

describe('how many codes the pool sends', () => {
  it(`sends ${CODES_PER_ADDRESS_PER_HOUR} codes an hour to one address, known or not, then says to wait`, async () => {
    await addPoolUser('often@demo.school');
    for (const address of ['often@demo.school', 'nobody-here@demo.school']) {
      for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i += 1) expect((await askForCode(address)).ChallengeName).toBe('EMAIL_OTP');
      await expect(askForCode(address)).rejects.toMatchObject({
        name: 'LimitExceededException',
        message: 'Attempt limit exceeded, please try after some time.',
      });
    }
  });

  it(`sends at most ${EMAILS_PER_DAY} e-mails a day for the whole pool, as Cognito's own e-mail does`, async () => {
    const mailbox = async () => ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as unknown[]).length;
    let sent = 0;
    for (let user = 0; sent < EMAILS_PER_DAY; user += 1) {
      const email = `teacher-${user}@demo.school`;
      await addPoolUser(email);
      for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR && sent < EMAILS_PER_DAY; i += 1) {
        try {
          await askForCode(email);
        } catch (error) {
          // Codes sent earlier in this file count towards the day's 50 too.
          expect(error).toBeInstanceOf(LimitExceededException);
          sent = EMAILS_PER_DAY;
          break;
        }
        sent += 1;
      }
    }
    await addPoolUser('one-too-many@demo.school');
    await expect(askForCode('one-too-many@demo.school')).rejects.toThrow(/Exceeded daily email limit/);
    expect(await mailbox()).toBeGreaterThan(0);
  });
});
