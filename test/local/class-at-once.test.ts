import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signInAdmin } from './admin-client.js';
import { CLASS_PASSWORD, CLASS_STEPS, detailsOf, expectedAfterSteps, importClass, playChild } from './class-play.js';
import { startTestCloud, type TestCloud } from '../support/test-cloud.js';

const CLASS_SIZE = 30;
const PREFIX = 'at-once';

interface RosterModule {
  id: string;
  name: string;
  version: number;
  earned: number;
  balance: number;
}

let test: TestCloud;
let usernames: string[];
beforeAll(async () => {
  test = await startTestCloud();
  usernames = await importClass(test.cloud, PREFIX, CLASS_SIZE);
}, 300_000);
afterAll(async () => {
  await test?.stop();
});

describe('a class of thirty at once', () => {
  it('signs every child in within the same seconds, answers every call and stores every save once', { timeout: 600_000 }, async () => {
    const settled = await Promise.allSettled(
      usernames.map((username, index) => playChild(test.cloud, username, CLASS_PASSWORD(PREFIX, index))),
    );
    const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(failures).toEqual([]);
    const played = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    // Every call answered as it should: one 409 per child (the save sent twice), everything else 200.
    for (const child of played) {
      expect(child.calls.filter((call) => call.status !== 200)).toEqual([
        { call: 'PUT /v3/waw/module', status: 409, ms: expect.any(Number) },
      ]);
      // Each step saved once: the version moved by the number of steps, and the details are the steps played once.
      expect(child.stored.version - child.read.version).toBe(CLASS_STEPS.length);
      expect(detailsOf(child.stored)).toEqual(expectedAfterSteps(child.read).game_details);
    }

    // What the teacher sees is what the children saved: the same version and the tokens counted once.
    const { idToken } = await signInAdmin(test.cloud, 'admin@demo.school');
    const roster = await adminCall(test.cloud, idToken, 'GET', `/v3/admin/students?school=DEMO&class=${PREFIX}-class`);
    expect(roster.status).toBe(200);
    const students = roster.body.students as Array<{ username: string; modules: RosterModule[] }>;
    expect(students).toHaveLength(CLASS_SIZE);
    for (const child of played) {
      const stored = students
        .find((student) => student.username === child.username)
        ?.modules.find((module) => module.id === child.stored.id);
      const details = detailsOf(child.stored);
      expect(stored).toMatchObject({ version: child.stored.version, earned: details.inventory.earned, balance: details.inventory.balance });
    }
  });
});
