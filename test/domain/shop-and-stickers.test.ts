import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GameRuleError,
  applyGameAction,
  earnedStickers,
  resetDay,
  toRecord,
  validateModuleUpdate,
  type PlayableModule,
  type Sticker,
} from '@domain/index.js';
import { freshModule, playDay } from './arbitraries.js';

const rich = (days: number, name = 'RESPA'): PlayableModule =>
  Array.from({ length: days }, (_, i) => playDay(i + 1))
    .flat()
    .reduce(applyGameAction, freshModule(name));

const tryAction = (module: PlayableModule, action: Parameters<typeof applyGameAction>[1]) => {
  try {
    return applyGameAction(module, action);
  } catch (error) {
    if (error instanceof GameRuleError) return module;
    throw error;
  }
};

const shopAction = (names: string[]) =>
  fc.record({ type: fc.constantFrom('BUY' as const, 'SELL' as const), rewardId: fc.constantFrom(...names) });

describe('the shop', () => {
  it('never lets the balance go negative, and spent always equals the prices of what is owned', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom('RESPA', 'INROCK', 'COUR'),
        fc.array(shopAction(['compass', 'fireplace', 'glasses', 'hat', 'mustache', 'socks', 'suitcase', 'tent']), { maxLength: 30 }),
        (days, name, actions) => {
          let module = rich(days, name);
          for (const action of actions) {
            const next = tryAction(module, action);
            const { inventory, shopping } = next.game_details;
            expect(inventory.balance).toBeGreaterThanOrEqual(0);
            expect(inventory.balance).toBe(inventory.earned - inventory.spent);
            expect(inventory.spent).toBe(shopping.items.filter((item) => item.acquired).reduce((sum, item) => sum + item.price, 0));
            expect(validateModuleUpdate(toRecord(module), toRecord(next))).toMatchObject({ ok: true });
            module = next;
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('restores the exact state when a reward bought is returned', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.constantFrom('compass', 'fireplace', 'glasses', 'hat'), (days, rewardId) => {
        const module = rich(days);
        const item = module.game_details.shopping.items.find((i) => i.id === rewardId)!;
        if (item.price > module.game_details.inventory.balance) return;
        const back = applyGameAction(applyGameAction(module, { type: 'BUY', rewardId }), { type: 'SELL', rewardId });
        expect(back.game_details).toEqual(module.game_details);
      }),
    );
  });

  it('refuses a forged purchase: a reward marked acquired without the spending', () => {
    const module = rich(1);
    const forged = structuredClone(module);
    forged.game_details.shopping.items[0]!.acquired = true;
    forged.game_details.inventory.rewards.push({ ...forged.game_details.shopping.items[0]! });
    expect(validateModuleUpdate(toRecord(module), toRecord(forged))).toMatchObject({ ok: false });
  });
});

describe('stickers', () => {
  const sticker = (src: string, id = src, extra: Partial<Sticker> = {}): Sticker => ({
    id,
    src,
    row: 1,
    col: 2,
    scale: 1,
    rotation: 0,
    ...extra,
  });

  it('are earned by finishing steps and days', () => {
    expect(earnedStickers(freshModule().game_details)).toEqual([]);
    expect(earnedStickers(playDay(1).slice(0, 2).reduce(applyGameAction, freshModule()).game_details)).toEqual(['heart', 'note']);
    expect(earnedStickers(rich(2).game_details)).toEqual(['heart', 'note', 'book', 'check', 'drum', 'party', 'day-1', 'day-2']);
  });

  it('can be placed, moved, rotated and scaled once earned, and saved', () => {
    const module = rich(1);
    const placed = applyGameAction(module, { type: 'stickers', stickers: { a: sticker('day-1', 'a', { rotation: 45, scale: 1.5 }) } });
    expect(placed.game_details.stickers.a).toMatchObject({ src: 'day-1', rotation: 45, scale: 1.5 });
    expect(validateModuleUpdate(toRecord(module), toRecord(placed))).toMatchObject({ ok: true });
  });

  it('refuses a sticker not earned yet, or off the board, in play and on the server', () => {
    const module = rich(1);
    expect(() => applyGameAction(module, { type: 'stickers', stickers: { x: sticker('day-5', 'x') } })).toThrow(
      'The day-5 sticker is not earned yet',
    );
    expect(() => applyGameAction(module, { type: 'stickers', stickers: { x: sticker('heart', 'x', { row: 8 }) } })).toThrow(
      'off the board',
    );
    const forged = structuredClone(module);
    forged.game_details.stickers = { x: sticker('day-9', 'x') };
    expect(validateModuleUpdate(toRecord(module), toRecord(forged))).toEqual({ ok: false, message: 'The day-9 sticker is not earned yet' });
  });

  it('come off the board when an admin resets the day that earned them', () => {
    const placed = applyGameAction(rich(2), { type: 'stickers', stickers: { a: sticker('day-2', 'a'), b: sticker('heart', 'b') } });
    expect(Object.keys(resetDay(placed, 2).game_details.stickers)).toEqual(['b']);
  });
});
