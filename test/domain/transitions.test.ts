import { describe, expect, it } from 'vitest';
import {
  GameRuleError,
  TEST_QUESTIONS,
  TOKENS_PER_DAY,
  applyGameAction,
  dedupeModules,
  initialiseModule,
  resetDay,
  resumeStep,
  toRecord,
  validateModuleUpdate,
  type GameAction,
  type PlayableModule,
} from '@domain/index.js';
import { freshModule, playDay, testTaken } from './arbitraries.js';
import type { TestResult } from '@domain/test-forms.js';

const play = (module: PlayableModule, actions: GameAction[]): PlayableModule => actions.reduce(applyGameAction, module);

describe('module transitions (spec section 4)', () => {
  it('initialises missing details as day 0, notstarted and the default record', () => {
    for (const game_details of [null, '', '{}', {}] as const) {
      const module = initialiseModule({ id: 'm', name: 'INROCK', day_completed: 3, step_completed: 'sing', game_details, version: 2 });
      expect(module.day_completed).toBe(0);
      expect(module.step_completed).toBe('notstarted');
      expect(module.game_details.character).toBe('INROCK');
      expect(module.game_details.shopping.items.map((item) => item.name)).toEqual(['mustache', 'socks', 'suitcase', 'tent']);
      expect(module.game_details.inventory).toEqual({ earned: 0, spent: 0, balance: 0, rewards: [] });
      expect(Object.keys(module.game_details.progress)).toHaveLength(10);
    }
  });

  it('moves step_completed exactly as the spec table says', () => {
    const steps: string[] = [];
    let module = freshModule();
    for (const action of playDay(1)) {
      module = applyGameAction(module, action);
      steps.push(`${action.type}:${module.step_completed}:${module.day_completed}`);
    }
    expect(steps).toEqual([
      'preEmotion:notstarted:0',
      'sing:sing:0',
      'learn:learn:0',
      'practice:followthebeat:0',
      'followthebeat:followthebeat:0',
      'celebrate:followthebeat:0',
      'celebrate:followthebeat:0',
      'celebrate:celebrate:1',
      'postEmotion:celebrate:1',
    ]);
    expect(module.game_details.inventory.earned).toBe(TOKENS_PER_DAY);
    expect(applyGameAction(module, { type: 'preEmotion', day: 2, emotion: 'calm' }).step_completed).toBe('notstarted');
  });

  it('does nothing the second time a step is finished (a double click earns once)', () => {
    const once = play(freshModule(), playDay(1).slice(0, 2));
    const twice = applyGameAction(once, playDay(1)[1]!);
    expect(twice).toBe(once);
  });

  it('refuses a locked day and a step out of order', () => {
    expect(() => applyGameAction(freshModule(), { type: 'preEmotion', day: 2, emotion: 'sad' })).toThrow('Day 2 is not open yet');
    expect(() => applyGameAction(freshModule(), { type: 'learn', day: 1 })).toThrow(GameRuleError);
  });

  it('buys and returns a reward', () => {
    const rich = play(freshModule(), [...playDay(1), ...playDay(2)]);
    const bought = applyGameAction(rich, { type: 'BUY', rewardId: 'compass' });
    expect(bought.game_details.inventory).toMatchObject({ spent: 10, balance: rich.game_details.inventory.balance - 10 });
    expect(bought.game_details.shopping.items.find((item) => item.id === 'compass')?.acquired).toBe(true);
    expect(applyGameAction(bought, { type: 'SELL', rewardId: 'compass' }).game_details).toEqual(rich.game_details);
  });

  it("says 'Reward not found' for a reward outside the inventory", () => {
    expect(() => applyGameAction(freshModule(), { type: 'BUY', rewardId: 'tent' })).toThrow('Reward not found');
    expect(() => applyGameAction(freshModule(), { type: 'SELL', rewardId: 'compass' })).toThrow('Reward not found');
  });

  it('refuses to spend more than the balance', () => {
    expect(() => applyGameAction(freshModule(), { type: 'BUY', rewardId: 'hat' })).toThrow('Not enough tokens');
  });

  it('takes the test before day 1 once: its result, its score and 2 tokens per item right; a second try changes nothing', () => {
    const first = applyGameAction(freshModule(), { type: 'preTest', result: testTaken(3, 'b') });
    expect(first.game_details).toMatchObject({ pre_test: testTaken(3, 'b'), pre_test_score: 3, inventory: { earned: 6, balance: 6 } });
    const again = applyGameAction(first, { type: 'preTest', result: testTaken(8, 'b') });
    expect(again).toBe(first);
    const started = applyGameAction(freshModule(), playDay(1)[0]!);
    expect(() => applyGameAction(started, { type: 'preTest', result: testTaken(5) })).toThrow('The screening comes before day 1');
  });

  it('refuses on the server a test before day 1 sent after day 1 began, a score without its items, and a second answer', () => {
    const started = applyGameAction(freshModule(), playDay(1)[0]!);
    const late = { ...started.game_details, pre_test: testTaken(5), pre_test_score: 5 };
    expect(validateModuleUpdate(toRecord(started), toRecord({ ...started, game_details: late }))).toEqual({
      ok: false,
      message: 'pre_test is set by the screening before day 1',
    });
    const bare = { ...freshModule().game_details, pre_test_score: 5 };
    expect(validateModuleUpdate(toRecord(freshModule()), toRecord({ ...freshModule(), game_details: bare }))).toEqual({
      ok: false,
      message: 'pre_test_score is set by taking pre_test',
    });
    const taken = applyGameAction(freshModule(), { type: 'preTest', result: testTaken(3) });
    const again = { ...taken.game_details, pre_test: testTaken(8), pre_test_score: 8 };
    expect(validateModuleUpdate(toRecord(taken), toRecord({ ...taken, game_details: again }))).toEqual({
      ok: false,
      message: 'pre_test is answered once and cannot change',
    });
  });

  it('counts a taken test from before results were kept (a score alone) as taken', () => {
    const old = { ...freshModule(), game_details: { ...freshModule().game_details, pre_test_score: 4 } };
    expect(applyGameAction(old, { type: 'preTest', result: testTaken(8) })).toBe(old);
  });

  it('takes a test of one to eight items, each right answer worth 2 tokens', () => {
    expect(applyGameAction(freshModule(), { type: 'preTest', result: testTaken(TEST_QUESTIONS) }).game_details.inventory.earned).toBe(16);
    for (const result of [
      { form: 'c', items: [{ right: true }] },
      { form: 'a', items: [] },
      { form: 'a', items: Array(9).fill({ right: true }) },
    ]) {
      expect(() => applyGameAction(freshModule(), { type: 'preTest', result: result as TestResult })).toThrow(
        'A test is a form (a or b) and 1 to 8 items, each right or not',
      );
    }
  });

  it('asks the other form after day 10, once, and pays it as the test before day 1', () => {
    const nine = play(freshModule(), Array.from({ length: 9 }, (_, i) => playDay(i + 1)).flat());
    expect(() => applyGameAction(nine, { type: 'postTest', result: testTaken(4, 'b') })).toThrow('The post-test comes after the last day');
    const ten = play(nine, playDay(10));
    const first = applyGameAction(ten, { type: 'postTest', result: testTaken(4, 'b') });
    expect(first.game_details).toMatchObject({ post_test: testTaken(4, 'b'), post_test_score: 4 });
    expect(first.game_details.inventory.earned).toBe(ten.game_details.inventory.earned + 8);
    expect(applyGameAction(first, { type: 'postTest', result: testTaken(8, 'b') })).toBe(first);
    expect(validateModuleUpdate(toRecord(ten), toRecord(first))).toMatchObject({ ok: true });
    const changed = { ...first.game_details, post_test: testTaken(5, 'b'), post_test_score: 5 };
    expect(validateModuleUpdate(toRecord(first), toRecord({ ...first, game_details: changed }))).toEqual({
      ok: false,
      message: 'post_test is answered once and cannot change',
    });
    expect(
      validateModuleUpdate(toRecord(ten), toRecord({ ...first, game_details: { ...first.game_details, post_test_score: 7 } })),
    ).toEqual({ ok: false, message: 'post_test_score must be the items of post_test answered right' });
  });

  it('resets day N to day_completed N-1, notstarted and fresh days from N', () => {
    const played = play(freshModule(), [...playDay(1), ...playDay(2), ...playDay(3).slice(0, 3)]);
    const reset = resetDay(played, 2);
    expect(reset.day_completed).toBe(1);
    expect(reset.step_completed).toBe('notstarted');
    expect(reset.game_details.progress.day_1).toEqual(played.game_details.progress.day_1);
    expect(reset.game_details.progress.day_2?.sing.completed).toBe(false);
    expect(reset.game_details.progress.day_3?.pre_emotion).toBe('');
    expect(reset.game_details.inventory).toEqual(played.game_details.inventory);
  });

  it('resumes a day at the first step not finished', () => {
    const module = play(freshModule(), playDay(1).slice(0, 3));
    expect(resumeStep(module.game_details.progress.day_1!)).toBe('practice');
    expect(resumeStep(freshModule().game_details.progress.day_1!)).toBe('emotion');
  });

  it('dedupes modules by lower-cased name, keeping the first', () => {
    const modules = [
      { name: 'RESPA', id: 1 },
      { name: 'respa', id: 2 },
      { name: 'INROCK', id: 3 },
    ];
    expect(dedupeModules(modules).map((m) => m.id)).toEqual([1, 3]);
  });

  it('lets a child who plays all 10 days afford every mid-priced reward of RESPA', () => {
    let module = play(freshModule(), Array.from({ length: 10 }, (_, i) => playDay(i + 1)).flat());
    expect(module.day_completed).toBe(10);
    for (const rewardId of ['compass', 'fireplace', 'glasses', 'hat']) module = applyGameAction(module, { type: 'BUY', rewardId });
    expect(module.game_details.inventory.balance).toBeGreaterThanOrEqual(0);
  });
});
