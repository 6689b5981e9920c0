import * as v from 'valibot';
import { PROGRAMME_DAYS, dayKey, type StepCompleted } from './constants.js';
import { defaultDayProgress, defaultGameDetails } from './defaults.js';
import { gameDetailsSchema, type DayProgress, type GameDetails } from './schemas.js';
import { earnedStickers } from './stickers.js';

/** A module as the API carries it (spec section 3); game_details may be a JSON string, an object or missing. */
export interface ModuleRecord {
  id: string;
  name: string;
  day_completed: number;
  step_completed: StepCompleted;
  game_details: string | GameDetails | Record<string, never> | null;
  version: number;
}

/** A module whose game_details are parsed: the shape the rules work on. */
export interface PlayableModule extends Omit<ModuleRecord, 'game_details'> {
  game_details: GameDetails;
}

export class GameRuleError extends Error {
  override name = 'GameRuleError';
}

/** Spec: a null, empty or '{}' game_details means missing. */
export const isMissingGameDetails = (details: unknown): boolean => {
  if (details === null || details === undefined || details === '') return true;
  if (typeof details === 'string') return details.trim() === '{}';
  return typeof details === 'object' && Object.keys(details).length === 0;
};

export type ParsedGameDetails = { ok: true; details: GameDetails } | { ok: false; message: string };

/** Parses and validates game_details, whichever of its two wire forms it comes in. */
export const parseGameDetails = (details: unknown): ParsedGameDetails => {
  let value = details;
  if (typeof details === 'string') {
    try {
      value = JSON.parse(details) as unknown;
    } catch {
      return { ok: false, message: 'game_details is not valid JSON' };
    }
  }
  const result = v.safeParse(gameDetailsSchema, value);
  if (!result.success) {
    const [first] = result.issues;
    const path = v.getDotPath(first);
    return { ok: false, message: `${path ? `game_details.${path}` : 'game_details'}: ${first.message}` };
  }
  return { ok: true, details: result.output };
};

/** Spec: initialising a module whose details are missing sets day 0, notstarted and default details. */
export const initialiseModule = (module: ModuleRecord): PlayableModule => ({
  ...module,
  day_completed: 0,
  step_completed: 'notstarted',
  game_details: defaultGameDetails(module.name),
});

/** The module with its details parsed, initialised when missing; throws when present but malformed. */
export const toPlayable = (module: ModuleRecord): PlayableModule => {
  if (isMissingGameDetails(module.game_details)) return initialiseModule(module);
  const parsed = parseGameDetails(module.game_details);
  if (!parsed.ok) throw new GameRuleError(parsed.message);
  return { ...module, game_details: parsed.details };
};

/** The wire form of a playable module: game_details as a JSON string, as PUT /v3/waw/module takes it. */
export const toRecord = (module: PlayableModule): ModuleRecord & { game_details: string } => ({
  ...module,
  game_details: JSON.stringify(module.game_details),
});

/** Spec: modules are deduplicated by lower-cased name; the first of each name is kept. */
export const dedupeModules = <T extends { name: string }>(modules: readonly T[]): T[] => {
  const seen = new Set<string>();
  return modules.filter((module) => {
    const key = module.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Spec: reset for day N sets day_completed to N-1, step notstarted and fresh defaults for day N onwards. */
export const resetDay = (module: PlayableModule, day: number): PlayableModule => {
  if (!Number.isInteger(day) || day < 1 || day > PROGRAMME_DAYS) throw new GameRuleError(`Day ${day} is not a programme day`);
  const progress = { ...module.game_details.progress };
  for (let later = day; later <= PROGRAMME_DAYS; later += 1) progress[dayKey(later)] = defaultDayProgress();
  // The test after day 10 goes with the days: it is taken again once they are.
  const { post_test: _taken, ...kept } = module.game_details;
  const details: GameDetails = { ...kept, progress, post_test_score: 0 };
  // Stickers from the days reset are no longer earned: they come off the board until earned again.
  const earned = new Set(earnedStickers(details));
  details.stickers = Object.fromEntries(Object.entries(details.stickers).filter(([, sticker]) => earned.has(sticker.src)));
  return { ...module, day_completed: day - 1, step_completed: 'notstarted', game_details: details };
};

export const dayProgress = (details: GameDetails, day: number): DayProgress => {
  const progress = details.progress[dayKey(day)];
  if (!progress) throw new GameRuleError(`Day ${day} is not a programme day`);
  return progress;
};
