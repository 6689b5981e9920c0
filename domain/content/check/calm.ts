import type { ProgrammeContent } from '../build.js';
import { normal, programmeTexts } from './text.js';

/** The one calm-down routine, by its name, and where it is taught in full. */
export const CALM_ROUTINE = 'Stop, breathe, name it.';
export const CALM_ROUTINE_PAGE = 'MIMALIMA-day-2';
/** Its three cards, as taught on MIMALIMA day 2. */
export const CALM_ROUTINE_CARDS = [
  'Stop: freeze like a statue.',
  'Breathe: smell the flower, blow out the candle. Do it three times.',
  'Name it: say "I feel ..."',
] as const;

/** Breathing tricks of their own: every character uses the shared routine instead. */
export const OTHER_TRICKS =
  /\b(balloon|dragon|bunny|star|finger|rock|bubble|belly|snake|bee|birthday|box|square|rainbow|teddy|lion|hot chocolate)[- ]?(breath|breaths|breathing)\b/i;
/** The routine's own steps, which belong to its own page. */
const ROUTINE_STEPS = /\b(smell the flower|blow out the candle|freeze like a statue)\b/i;

/** No other breathing trick; the routine's steps only on its own page. */
export const calmTrickProblems = (programme: ProgrammeContent): string[] =>
  programmeTexts(programme).flatMap(({ where, text, page }) => [
    ...(OTHER_TRICKS.test(text)
      ? [`${where}: "${OTHER_TRICKS.exec(text)?.[0]}" is a breathing trick of its own; say "Use ${CALM_ROUTINE}"`]
      : []),
    ...(page !== CALM_ROUTINE_PAGE && ROUTINE_STEPS.test(text)
      ? [`${where}: "${ROUTINE_STEPS.exec(text)?.[0]}" teaches the calm routine again; say "Use ${CALM_ROUTINE}"`]
      : []),
  ]);

/** The routine is taught in full, once, on MIMALIMA day 2 (checked when MIMALIMA is among the programmes). */
export const calmRoutineProblems = (programmes: readonly ProgrammeContent[]): string[] => {
  const mimalima = programmes.find((programme) => programme.character === 'MIMALIMA');
  if (!mimalima) return [];
  const cards = (mimalima.days[1]?.lesson ?? []).map((card) => normal(card.text));
  const missing = CALM_ROUTINE_CARDS.filter((text) => !cards.includes(normal(text)));
  return missing.map((text) => `${CALM_ROUTINE_PAGE}: no card teaches "${text}" (the calm routine ${CALM_ROUTINE})`);
};
