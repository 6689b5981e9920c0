import fc from 'fast-check';
import {
  CELEBRATE_PARTS,
  EMOTIONS,
  REWARD_CATALOGUES,
  TEST_QUESTIONS,
  initialiseModule,
  type GameAction,
  type PlayableModule,
} from '@domain/index.js';
import { TEST_FORMS, type TestForm, type TestResult } from '@domain/test-forms.js';

/** A test of eight items taken on `form`, its first `score` items answered right. */
export const testTaken = (score: number, form: TestForm = 'a'): TestResult => ({
  form,
  items: Array.from({ length: TEST_QUESTIONS }, (_, index) => ({ right: index < score })),
});

const testResultArb = fc.record({
  form: fc.constantFrom(...TEST_FORMS),
  items: fc.array(fc.record({ right: fc.boolean() }), { minLength: 1, maxLength: TEST_QUESTIONS }),
});

const day = fc.integer({ min: 1, max: 10 });
const rewardId = fc.constantFrom(...REWARD_CATALOGUES.Default.map((item) => item.name), 'unicorn');

export const actionArb: fc.Arbitrary<GameAction> = fc.oneof(
  fc.constant({ type: 'onboarded' } as const),
  fc.record({ type: fc.constant('preTest' as const), result: testResultArb }),
  fc.record({ type: fc.constant('postTest' as const), result: testResultArb }),
  fc.record({ type: fc.constant('preEmotion' as const), day, emotion: fc.constantFrom(...EMOTIONS) }),
  fc.record({ type: fc.constant('postEmotion' as const), day, emotion: fc.constantFrom(...EMOTIONS) }),
  fc.record({ type: fc.constant('sing' as const), day, video: fc.constantFrom('respa-day-1', 'song.mp4') }),
  fc.record({ type: fc.constant('learn' as const), day }),
  fc.record({
    type: fc.constant('practice' as const),
    day,
    correct_answers: fc.integer({ min: 0, max: 8 }),
    wrong_answers: fc.integer({ min: 0, max: 8 }),
  }),
  fc.record({ type: fc.constant('followthebeat' as const), day }),
  fc.record({ type: fc.constant('celebrate' as const), day, part: fc.constantFrom(...CELEBRATE_PARTS) }),
  fc.record({ type: fc.constant('BUY' as const), rewardId }),
  fc.record({ type: fc.constant('SELL' as const), rewardId }),
);

/** A day played in order, so that sequences reach late days and the shop often. */
export const playDay = (n: number): GameAction[] => [
  { type: 'preEmotion', day: n, emotion: 'happy' },
  { type: 'sing', day: n, video: `day-${n}` },
  { type: 'learn', day: n },
  { type: 'practice', day: n, correct_answers: 3, wrong_answers: 1 },
  { type: 'followthebeat', day: n },
  { type: 'celebrate', day: n, part: 'sing' },
  { type: 'celebrate', day: n, part: 'recorded_message' },
  { type: 'celebrate', day: n, part: 'influencer_video' },
  { type: 'postEmotion', day: n, emotion: 'inspired' },
];

export const freshModule = (name = 'RESPA'): PlayableModule =>
  initialiseModule({ id: `m-${name}`, name, day_completed: 0, step_completed: 'notstarted', game_details: null, version: 0 });
