import * as v from 'valibot';
import { loginBodySchema, schoolIdentifierSchema } from './sign-in.js';
import { text } from './validation.js';

/**
 * A sign-in card's QR code says `WAW1:{school}:{cardId}.{secret}`. The versioned prefix tells a scanner "not a card"
 * (any other QR) from "a card that did not work"; the school makes a card useless outside its own school; the card
 * id finds the card and the secret proves it. Both the browser (to read a scan) and the login function (to check
 * one) use these.
 */
export const CARD_PREFIX = 'WAW1';
/** 96 random bits: a card id is never guessed, and says nothing about whose card it is. */
export const CARD_ID_BYTES = 12;
/** 144 random bits (more than the 128 a secret needs), 24 base64url characters with no padding. */
export const CARD_SECRET_BYTES = 18;
/** The most cards one print request issues: a big class, and well inside one function call's time. */
export const MAX_CARDS_PER_PRINT = 100;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const base64urlLength = (bytes: number) => Math.ceil((bytes * 8) / 6);
const ID_LENGTH = base64urlLength(CARD_ID_BYTES);
const SECRET_LENGTH = base64urlLength(CARD_SECRET_BYTES);
const CARD_PATTERN = new RegExp(`^${CARD_PREFIX}:([^:]+):([A-Za-z0-9_-]{${ID_LENGTH}})\\.([A-Za-z0-9_-]{${SECRET_LENGTH}})$`);
/** Any version of our prefix: a card, perhaps damaged or from a newer WAW, but certainly meant as one. */
const ANY_CARD_PREFIX = /^WAW\d+:/;

export interface CardCode {
  school: string;
  cardId: string;
  secret: string;
}

/** What a QR code is to the sign-in page. */
export type CardScan = ({ kind: 'card' } & CardCode) | { kind: 'unreadable-card' } | { kind: 'not-a-card' };

/** The text of a card's QR code. The school is percent-encoded, so any school identifier fits between the colons. */
export const cardCodeText = ({ school, cardId, secret }: CardCode): string =>
  `${CARD_PREFIX}:${encodeURIComponent(school)}:${cardId}.${secret}`;

export const readCardCode = (text: string): CardScan => {
  const match = CARD_PATTERN.exec(text.trim());
  if (match) {
    try {
      return { kind: 'card', school: decodeURIComponent(match[1]!), cardId: match[2]!, secret: match[3]! };
    } catch {
      return { kind: 'unreadable-card' };
    }
  }
  return ANY_CARD_PREFIX.test(text.trim()) ? { kind: 'unreadable-card' } : { kind: 'not-a-card' };
};

/** POST /v3/waw/login with a card instead of a username and password: the QR code's text, as it was read. */
export const cardLoginBodySchema = v.strictObject({
  school_identifier: schoolIdentifierSchema,
  card: v.pipe(
    v.string(),
    v.maxLength(256),
    v.rawTransform(({ dataset, addIssue, NEVER }): CardCode => {
      const scan = readCardCode(dataset.value);
      if (scan.kind === 'card') return { school: scan.school, cardId: scan.cardId, secret: scan.secret };
      addIssue({ message: 'this is not a WAW sign-in card' });
      return NEVER;
    }),
  ),
});
/** What the browser sends: the card as the QR code's text. */
export type CardLoginBody = v.InferInput<typeof cardLoginBodySchema>;

/**
 * The sign-in body: a card when it names one, otherwise the spec's school, username and password, each refused
 * with its own schema's messages (a union would blur them into one "invalid input").
 */
export const signInBodySchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(isObject(dataset.value) && 'card' in dataset.value ? cardLoginBodySchema : loginBodySchema, dataset.value);
    if (result.success) return result.output;
    // Already worded and placed by the schema that found them: passed on as they are.
    for (const issue of result.issues) addIssue({ message: issue.message, path: issue.path });
    return NEVER;
  }),
);

const studentIdSchema = text(1, 64);

/** POST /v3/admin/cards: new cards for these students of one school (each one's old card stops working). */
export const printCardsBodySchema = v.strictObject({
  school_identifier: schoolIdentifierSchema,
  student_ids: v.pipe(
    v.array(studentIdSchema),
    v.minLength(1, 'choose at least one student'),
    v.maxLength(MAX_CARDS_PER_PRINT, `print at most ${MAX_CARDS_PER_PRINT} cards at a time`),
    v.check((ids) => new Set(ids).size === ids.length, 'a student is named twice'),
  ),
});

/** POST /v3/admin/cards/revoke: this student's card stops working. */
export const revokeCardBodySchema = v.strictObject({ school_identifier: schoolIdentifierSchema, student_id: studentIdSchema });

/** A freshly printed card, as the admin API answers it: the only time its code is ever shown. */
export interface PrintedCard {
  student_id: string;
  first_name: string;
  class_id: string;
  issued_at: string;
  code: string;
}

/** A student's current card as the admin area lists it: never its code, which the server does not keep. */
export interface CardSummary {
  student_id: string;
  issued_at: string;
}
