import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CARD_PREFIX, cardCodeText, cardLoginBodySchema, readCardCode, signInBodySchema } from '@domain/cards.js';

const base64url = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
    minLength: length,
    maxLength: length,
  });
const cardCode = fc.record({ school: fc.string({ minLength: 1, maxLength: 64 }), cardId: base64url(16), secret: base64url(24) });

describe('sign-in card codes', () => {
  it('reads back every code it writes, whatever the school identifier holds (colons, spaces, accents)', () => {
    fc.assert(
      fc.property(cardCode, (code) => {
        expect(readCardCode(cardCodeText(code))).toEqual({ kind: 'card', ...code });
      }),
    );
  });

  it('tells "not a card" from "a card that cannot be read"', () => {
    expect(readCardCode('https://example.org/hello')).toEqual({ kind: 'not-a-card' });
    expect(readCardCode('WAW')).toEqual({ kind: 'not-a-card' });
    expect(readCardCode(`${CARD_PREFIX}:DEMO:tooshort.secret`)).toEqual({ kind: 'unreadable-card' });
    expect(readCardCode(`WAW2:DEMO:${'a'.repeat(16)}.${'b'.repeat(24)}`)).toEqual({ kind: 'unreadable-card' });
    expect(readCardCode(`${CARD_PREFIX}:%E0%A4%A:${'a'.repeat(16)}.${'b'.repeat(24)}`)).toEqual({ kind: 'unreadable-card' });
  });

  it('sends the password sign-in to its own schema, with its own messages, and a card to the card schema', () => {
    const card = cardCodeText({ school: 'DEMO', cardId: 'a'.repeat(16), secret: 'b'.repeat(24) });
    expect(v.parse(signInBodySchema, { school_identifier: 'DEMO', card })).toEqual({
      school_identifier: 'DEMO',
      card: { school: 'DEMO', cardId: 'a'.repeat(16), secret: 'b'.repeat(24) },
    });
    const password = v.safeParse(signInBodySchema, { school_identifier: 'DEMO', username: 'a' });
    expect(password.success || v.getDotPath(password.issues[0])).toBe('password');
    expect(v.safeParse(cardLoginBodySchema, { school_identifier: 'DEMO', card, username: 'x' }).success).toBe(false);
  });
});
