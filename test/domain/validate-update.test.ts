import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GameRuleError,
  applyGameAction,
  celebratedDays,
  resetDay,
  rewardsFor,
  toRecord,
  totalAward,
  validateModuleUpdate,
  type GameDetails,
  type PlayableModule,
} from '@domain/index.js';
import { actionArb, freshModule, playDay } from './arbitraries.js';

/** Applies the actions the rules allow, skipping the ones they refuse, and yields every (before, after) pair. */
const walk = (actions: ReturnType<typeof actionArb.generate>['value'][]): Array<[PlayableModule, PlayableModule]> => {
  const pairs: Array<[PlayableModule, PlayableModule]> = [];
  let module = freshModule();
  for (const action of actions) {
    try {
      const next = applyGameAction(module, action);
      pairs.push([module, next]);
      module = next;
    } catch (error) {
      if (!(error instanceof GameRuleError)) throw error;
    }
  }
  return pairs;
};

const actionsArb = fc
  .array(fc.oneof({ weight: 1, arbitrary: actionArb }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 10 }).map((d) => playDay(d)) }), {
    maxLength: 60,
  })
  .map((items) => items.flat());

const mutate = (module: PlayableModule, change: (details: GameDetails) => void): PlayableModule => {
  const details = structuredClone(module.game_details);
  change(details);
  return { ...module, game_details: details };
};

const verdict = (before: PlayableModule, after: PlayableModule) => validateModuleUpdate(toRecord(before), toRecord(after));

describe('validateModuleUpdate', () => {
  it('accepts every successor reached by legal actions, and the state keeps every invariant', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        for (const [before, after] of walk(actions)) {
          const { inventory, shopping } = after.game_details;
          expect(inventory.balance).toBe(inventory.earned - inventory.spent);
          expect(inventory.balance).toBeGreaterThanOrEqual(0);
          expect(inventory.spent).toBe(shopping.items.filter((i) => i.acquired).reduce((s, i) => s + i.price, 0));
          expect(after.day_completed).toBe(celebratedDays(after.game_details));
          expect(verdict(before, after)).toMatchObject({ ok: true });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same verdict when the caller hands over the stored module already parsed', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        for (const [before, after] of walk(actions)) {
          const forged = mutate(after, (details) => {
            details.inventory.earned += 5;
          });
          for (const proposed of [after, forged])
            expect(validateModuleUpdate(toRecord(before), toRecord(proposed), before)).toEqual(verdict(before, proposed));
        }
      }),
      { numRuns: 50 },
    );
  });

  it('accepts a whole session of play saved in one PUT', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const pairs = walk(actions);
        if (pairs.length === 0) return;
        expect(verdict(pairs[0]![0], pairs.at(-1)![1])).toMatchObject({ ok: true });
      }),
      { numRuns: 100 },
    );
  });

  it('refuses any forged balance, earned or spent', () => {
    fc.assert(
      fc.property(actionsArb, fc.integer({ min: 1, max: 500 }), fc.constantFrom('balance', 'earned', 'spent'), (actions, extra, field) => {
        const pairs = walk(actions);
        const last = pairs.at(-1)?.[1] ?? freshModule();
        const forged = mutate(last, (details) => {
          details.inventory[field] += extra;
        });
        expect(verdict(last, forged)).toMatchObject({ ok: false });
      }),
      { numRuns: 150 },
    );
  });

  it('refuses earning more than the steps finished are worth', () => {
    const before = freshModule();
    const after = applyGameAction(before, playDay(1)[0]!);
    const greedy = mutate(after, (d) => {
      d.inventory.earned += 1;
      d.inventory.balance += 1;
    });
    expect(verdict(before, greedy)).toEqual({ ok: false, message: 'inventory.earned can rise by at most 1 tokens for the steps finished' });
  });

  it('refuses a cheaper price, a free reward and an unearned day', () => {
    const module = freshModule();
    expect(
      verdict(
        module,
        mutate(module, (d) => {
          d.shopping.items[0]!.price = 0;
        }),
      ),
    ).toMatchObject({ ok: false });
    expect(
      verdict(
        module,
        mutate(module, (d) => {
          d.shopping.items[0]!.acquired = true;
        }),
      ),
    ).toMatchObject({ ok: false });
    const skipped = mutate(module, (d) => {
      d.progress.day_2!.pre_emotion = 'happy';
    });
    expect(verdict(module, skipped)).toEqual({ ok: false, message: 'Day 2 cannot start before day 1 is celebrated' });
    expect(verdict(module, { ...module, day_completed: 3 })).toEqual({ ok: false, message: 'day_completed must be 0' });
  });

  it('refuses undoing a finished step, and a changed id or name', () => {
    const played = [...playDay(1).slice(0, 3)].reduce(applyGameAction, freshModule());
    const undone = mutate(played, (d) => {
      d.progress.day_1!.learn.completed = false;
    });
    expect(verdict(played, { ...undone, step_completed: 'sing' })).toMatchObject({
      ok: false,
      message: 'Day 1: finished steps cannot be undone',
    });
    expect(verdict(played, { ...played, name: 'INROCK' })).toMatchObject({ ok: false });
  });

  it('treats missing stored details as the defaults, so a first save of a new module passes', () => {
    const module = freshModule('INROCK');
    expect(validateModuleUpdate({ ...toRecord(module), game_details: null }, toRecord(module))).toMatchObject({ ok: true });
  });

  it('refuses missing or malformed proposed details', () => {
    const record = toRecord(freshModule());
    expect(validateModuleUpdate(record, { ...record, game_details: '{}' })).toEqual({ ok: false, message: 'game_details is required' });
    expect(validateModuleUpdate(record, { ...record, game_details: '{nope' })).toEqual({
      ok: false,
      message: 'game_details is not valid JSON',
    });
    expect(validateModuleUpdate(record, { ...record, game_details: '{"character":"RESPA"}' })).toMatchObject({ ok: false });
  });

  it('accepts replaying a day reset by an admin, and pays nothing for it a second time', () => {
    const played = playDay(1).reduce(applyGameAction, freshModule());
    expect(played.game_details.inventory.earned).toBe(15);
    const reset = resetDay(played, 1);
    const replayed = playDay(1).reduce(applyGameAction, reset);
    expect(replayed.game_details.inventory.earned).toBe(15);
    expect(verdict(reset, replayed)).toMatchObject({ ok: true });
    // The next day is new progress and pays as usual.
    expect(playDay(2).reduce(applyGameAction, replayed).game_details.inventory.earned).toBe(30);
  });

  it("refuses earning a reset day's tokens again (issue 13, hole 5: earned went 15 → 30)", () => {
    const reset = resetDay(playDay(1).reduce(applyGameAction, freshModule()), 1);
    const farmed = mutate(playDay(1).reduce(applyGameAction, reset), (d) => {
      d.inventory.earned = 30;
      d.inventory.balance = 30;
    });
    expect(verdict(reset, farmed)).toEqual({ ok: false, message: 'inventory.earned can rise by at most 0 tokens for the steps finished' });
  });

  it('never pays more than the most the progress was ever worth, whatever is reset and replayed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 })), { minLength: 1, maxLength: 6 }),
        (rounds) => {
          let module = freshModule();
          let mostWorth = 0;
          for (const [playTo, resetFrom] of rounds) {
            for (let d = module.day_completed + 1; d <= playTo; d += 1) {
              const next = playDay(d).reduce(applyGameAction, module);
              expect(verdict(module, next)).toMatchObject({ ok: true });
              module = next;
            }
            mostWorth = Math.max(mostWorth, totalAward(module.game_details));
            expect(module.game_details.inventory.earned).toBe(mostWorth);
            // An admin resets a day the child has reached.
            module = resetDay(module, Math.min(resetFrom, module.day_completed + 1));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses a practice test_score that does not follow from the answers (issue 13, hole 2: 0 of 3 right, score 100)', () => {
    const before = playDay(1).slice(0, 3).reduce(applyGameAction, freshModule());
    const honest = applyGameAction(before, { type: 'practice', day: 1, correct_answers: 0, wrong_answers: 3 });
    expect(honest.game_details.progress.day_1!.test_score).toBe(0);
    expect(verdict(before, honest)).toMatchObject({ ok: true });
    const boasted = mutate(honest, (d) => {
      d.progress.day_1!.test_score = 100;
    });
    expect(verdict(before, boasted)).toEqual({ ok: false, message: 'Day 1: test_score must be 0, the share of right answers' });
    const hidden = mutate(applyGameAction(before, { type: 'practice', day: 1, correct_answers: 3, wrong_answers: 0 }), (d) => {
      d.progress.day_1!.test_score = 0;
    });
    expect(verdict(before, hidden)).toEqual({ ok: false, message: 'Day 1: test_score must be 100, the share of right answers' });
  });

  it('keeps accepting a stored test_score it would not derive today, as long as the practice does not move', () => {
    const practised = playDay(1).slice(0, 4).reduce(applyGameAction, freshModule());
    const legacy = mutate(practised, (d) => {
      d.progress.day_1!.test_score = 50;
    });
    expect(verdict(legacy, applyGameAction(legacy, { type: 'followthebeat', day: 1 }))).toMatchObject({ ok: true });
  });
});

describe('the shop as a client initialises it (spec section 3: the catalogue with its own words and pictures)', () => {
  const unsaved = { id: 'm-RESPA', name: 'RESPA', day_completed: 0, step_completed: 'notstarted' as const, game_details: null, version: 0 };
  /** The catalogue's ids, names and prices, told in the client's own words and pictures. */
  const inOwnWords = (module: PlayableModule): PlayableModule =>
    mutate(module, (d) => {
      for (const item of [...d.shopping.items, ...d.inventory.rewards]) {
        item.description = `Our own words for the ${item.name}`;
        item.image = `/our-pictures/${item.id}.png`;
      }
    });

  it('accepts an initialisation in the client’s own words, and stores the server’s catalogue as it shows it', () => {
    const result = validateModuleUpdate(unsaved, toRecord(inOwnWords(freshModule())));
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.module.game_details.shopping.items).toEqual(rewardsFor('RESPA'));
    expect(result.ok && result.module.game_details).toEqual(freshModule().game_details);
  });

  it('still checks what matters to the economy at initialisation: ids, names, prices, nothing acquired', () => {
    const refusals: Array<[(d: GameDetails) => void, string]> = [
      [(d) => void (d.shopping.items[0]!.price = 1), 'The reward shop items cannot be changed'],
      [(d) => void (d.shopping.items[1]!.name = 'golden compass'), 'The reward shop items cannot be changed'],
      [(d) => void (d.shopping.items[2]!.id = 'unicorn'), 'The reward shop items cannot be changed'],
      [(d) => void d.shopping.items.pop(), 'The reward shop items cannot be changed'],
      [(d) => void (d.shopping.items[0]!.acquired = true), 'inventory.rewards must list exactly the acquired rewards'],
    ];
    for (const [change, message] of refusals) {
      expect(validateModuleUpdate(unsaved, toRecord(mutate(inOwnWords(freshModule()), change)))).toEqual({ ok: false, message });
    }
  });

  it('keeps the server’s words and pictures through later saves, the rewards bought included', () => {
    const stored = [...playDay(1), ...playDay(2)].reduce(applyGameAction, freshModule());
    const bought = applyGameAction(stored, { type: 'BUY', rewardId: 'hat' });
    const result = validateModuleUpdate(toRecord(stored), toRecord(inOwnWords(bought)));
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.module.game_details).toEqual(bought.game_details);
    expect(result.ok && result.module.game_details.inventory.rewards).toEqual([
      { ...rewardsFor('RESPA').find((r) => r.id === 'hat')!, acquired: true },
    ]);
  });
});
