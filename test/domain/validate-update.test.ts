import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GameRuleError,
  applyGameAction,
  celebratedDays,
  resetDay,
  toRecord,
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

  it('accepts replaying a day reset by an admin, earning it again', () => {
    const played = playDay(1).reduce(applyGameAction, freshModule());
    const reset = resetDay(played, 1);
    const replayed = playDay(1).reduce(applyGameAction, reset);
    expect(verdict(reset, replayed)).toMatchObject({ ok: true });
  });
});
