import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialiseModule, toRecord, type ModuleRecord } from '@domain/index.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, signedFetch } from './stock-client.js';

/**
 * The local table guard meters what each of the functions' table requests consumed, as DynamoDB's
 * ReturnConsumedCapacity reports it (the cost model prices these), without the functions seeing any of it.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud({ meterTable: true }));
});
afterAll(async () => {
  await stop?.();
});

describe('the table meter', () => {
  it('counts a sign-in’s and a save’s read and write units by function and item, and answers as before', async () => {
    const credentials = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
    const signedIn = cloud.tableCapacity();
    const login = signedIn.filter((entry) => entry.functionName === 'waw-login');
    expect(login.reduce((sum, entry) => sum + entry.write, 0)).toBeGreaterThanOrEqual(1);
    expect(login.every((entry) => entry.kind !== 'batch' && entry.read + entry.write > 0)).toBe(true);

    const listed = await signedFetch(cloud.config, credentials, { method: 'GET', path: '/v3/waw/modules' });
    const module = toRecord(initialiseModule((listed.body.modules as ModuleRecord[])[0]!));
    // The function's answer carries nothing of the meter.
    expect(JSON.stringify(listed.body)).not.toContain('ConsumedCapacity');
    const before = cloud.tableCapacity().length;
    const saved = await signedFetch(cloud.config, credentials, { method: 'PUT', path: '/v3/waw/module', body: module });
    expect(saved.status).toBe(200);
    const save = cloud
      .tableCapacity()
      .slice(before)
      .filter((entry) => entry.functionName === 'waw-module');
    const moduleWrite = save.find((entry) => entry.kind === 'STUDENT/MODULE' && entry.write > 0);
    // A write unit per KB of the module item, as DynamoDB bills it.
    expect(moduleWrite?.write).toBe(Math.ceil(Buffer.byteLength(JSON.stringify(module)) / 1024));
    expect(save.some((entry) => entry.read > 0)).toBe(true);
  });
});
