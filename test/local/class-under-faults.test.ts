import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCloud, type TestCloud } from '../support/test-cloud.js';
import { CLASS_FAULTS, classUnderFaults } from './class-under-faults.js';

/**
 * The short class under faults (issue 44, item 3): ten children, the issue's faults, an admin's import, removal and
 * export at the same time; `npm run bench -- faults` plays a class of 30.
 */
const CLASS_SIZE = 10;

let test: TestCloud;
beforeAll(async () => {
  test = await startTestCloud();
}, 120_000);
afterAll(async () => {
  await test?.stop();
});

describe('a class under faults', () => {
  it(
    'loses no step, pays no token twice, buys no reward twice, keeps every summary equal to its modules and finishes every job',
    { timeout: 300_000 },
    async () => {
      const result = await classUnderFaults(test.cloud, CLASS_SIZE, CLASS_FAULTS);
      const injected = Object.entries(result.faults.injected).filter(([, count]) => count > 0);
      console.log(
        [
          `class under faults: ${result.children.length} of ${CLASS_SIZE} children played a day, a purchase and a sticker`,
          `  faults injected: ${injected.map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
          `  DynamoDB retries: ${result.faults.retries.attempts}, of which ${result.faults.retries.succeeded} got through; calls the clients sent again: ${result.tried_again}`,
          `  seconds: ${JSON.stringify(result.seconds)}`,
          `  steps lost ${result.lost_steps}, tokens paid twice ${result.tokens_paid_twice}, rewards bought twice ${result.rewards_bought_twice}, summaries unequal ${result.summaries_unequal}, errors shown ${result.errors_shown}, jobs done ${result.jobs_done}`,
        ].join('\n'),
      );
      expect(result.problems).toEqual([]);
      expect(result.children).toHaveLength(CLASS_SIZE);
      expect(result).toMatchObject({
        lost_steps: 0,
        tokens_paid_twice: 0,
        rewards_bought_twice: 0,
        summaries_unequal: 0,
        errors_shown: 0,
        jobs_done: '3 of 3',
      });
      // The faults were really there: every kind the plan names struck at least once.
      for (const kind of ['dynamodb.throttle', 'dynamodb.error500', 'lambda.crash', 'api.cut', 's3.slowDown', 'sqs.duplicate'] as const)
        expect(result.faults.injected[kind], kind).toBeGreaterThan(0);
    },
  );
});
