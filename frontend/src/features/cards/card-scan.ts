import { readCardCode, type CardLoginBody } from '@domain/cards';
import { LOGIN_MESSAGES } from '../auth/login-messages';

/** What the scanner says to a child who cannot read yet: short, kind, and each one is also spoken. */
export const SCAN_MESSAGES = {
  hold: 'Hold your card up to the camera.',
  notACard: 'That is not a WAW card. Show me the card with your name on it.',
  otherSchool: 'That card is from another school. Ask your teacher for your own card.',
  unreadable: LOGIN_MESSAGES.cardRefused,
} as const;

export type ScanVerdict = { kind: 'sign-in'; body: CardLoginBody } | { kind: 'refuse'; message: string };

/** The server matches school IDs this way too (functions/common/normalise.ts). */
const normaliseSchool = (school: string) => school.trim().toUpperCase();

/**
 * What to do with a QR code in view. A school ID typed on this device binds the scan to that school, so another
 * school's card is refused before anything is sent; the server checks the card's school again either way.
 */
export const judgeScan = (text: string, typedSchool: string): ScanVerdict => {
  const scan = readCardCode(text);
  if (scan.kind === 'not-a-card') return { kind: 'refuse', message: SCAN_MESSAGES.notACard };
  if (scan.kind === 'unreadable-card') return { kind: 'refuse', message: SCAN_MESSAGES.unreadable };
  const school = normaliseSchool(typedSchool);
  if (school && school !== scan.school) return { kind: 'refuse', message: SCAN_MESSAGES.otherSchool };
  return { kind: 'sign-in', body: { school_identifier: scan.school, card: text.trim() } };
};
