import { CELEBRATE_PARTS, PROGRAMME_DAYS, PROGRAMME_DAY_NUMBERS, dayKey } from './constants.js';
import { isMissingGameDetails, parseGameDetails, toPlayable, type ModuleRecord, type PlayableModule } from './module.js';
import { celebratedDays, isDayStarted, practiceScore, stepCompletedFor } from './progress.js';
import type { DayProgress, GameDetails, Reward } from './schemas.js';
import { stickerBoardProblem } from './stickers.js';
import { postTestTaken, preTestTaken, testScore, type TestResult } from './test-forms.js';
import { payableAward, totalAward } from './tokens.js';

export type UpdateVerdict = { ok: true; module: PlayableModule } | { ok: false; message: string };

type Check = string | null;

/**
 * What a reward is to the economy: which one it is and what it costs. Its description and picture are presentation,
 * which the server keeps as its own (withServerPresentation): a client initialising a module as the spec shapes it
 * sends the catalogue's ids, names and prices with words and pictures of its own, and that is no change to the shop.
 */
const sameReward = (a: Reward, b: Reward): boolean => a.id === b.id && a.name === b.name && a.price === b.price;

/** The shop cannot be rewritten: only `acquired` moves, and the inventory lists exactly what is acquired. */
const checkShop = (before: GameDetails, after: GameDetails): Check => {
  const items = after.shopping.items;
  if (items.length !== before.shopping.items.length || items.some((item, i) => !sameReward(item, before.shopping.items[i]!))) {
    return 'The reward shop items cannot be changed';
  }
  const acquired = items.filter((item) => item.acquired);
  const owned = after.inventory.rewards;
  const ownedIds = new Set(owned.map((reward) => reward.id));
  if (
    ownedIds.size !== owned.length ||
    owned.length !== acquired.length ||
    !acquired.every((item) => owned.some((reward) => sameReward(reward, item) && reward.acquired))
  ) {
    return 'inventory.rewards must list exactly the acquired rewards';
  }
  const spent = acquired.reduce((sum, item) => sum + item.price, 0);
  if (after.inventory.spent !== spent) return `inventory.spent must equal the prices of the acquired rewards (${spent})`;
  if (after.inventory.balance !== after.inventory.earned - after.inventory.spent) {
    return 'inventory.balance must equal earned minus spent';
  }
  return null;
};

/** One day's flags in the order a day is played. */
const checkDayOrder = (day: DayProgress, label: string): Check => {
  const celebrating = CELEBRATE_PARTS.some((part) => day.celebrate[part]);
  const rules: Array<[boolean, string]> = [
    [day.sing.completed && day.pre_emotion === '', 'sing before the emotion check'],
    [day.learn.completed && !day.sing.completed, 'learn before sing'],
    [day.practice.completed && !day.learn.completed, 'practice before learn'],
    [day.followthebeat.completed && !day.practice.completed, 'followthebeat before practice'],
    [celebrating && !day.followthebeat.completed, 'celebrate before followthebeat'],
    [day.celebrate.completed !== CELEBRATE_PARTS.every((part) => day.celebrate[part]), 'celebrate.completed without all three parts'],
    [day.post_emotion !== '' && !day.celebrate.completed, 'the emotion check after before celebrate'],
    [
      !day.practice.completed && (day.practice.correct_answers > 0 || day.practice.wrong_answers > 0 || day.test_score > 0),
      'practice answers before practice',
    ],
  ];
  const broken = rules.find(([isBroken]) => isBroken);
  return broken ? `${label}: ${broken[1]}` : null;
};

/** Rules a state must keep whatever led to it. */
const checkState = (module: PlayableModule): Check => {
  const details = module.game_details;
  for (const day of PROGRAMME_DAY_NUMBERS) {
    const progress = details.progress[dayKey(day)]!;
    const order = checkDayOrder(progress, `Day ${day}`);
    if (order) return order;
    if (day > 1 && isDayStarted(progress) && !details.progress[dayKey(day - 1)]!.celebrate.completed) {
      return `Day ${day} cannot start before day ${day - 1} is celebrated`;
    }
  }
  const stickers = stickerBoardProblem(details, details.stickers);
  if (stickers) return stickers;
  if (postTestTaken(details) && !details.progress[dayKey(PROGRAMME_DAYS)]!.celebrate.completed) {
    return 'post_test_score comes after the last day';
  }
  if (details.pre_test && details.pre_test_score !== testScore(details.pre_test)) {
    return 'pre_test_score must be the items of pre_test answered right';
  }
  if (details.post_test && details.post_test_score !== testScore(details.post_test)) {
    return 'post_test_score must be the items of post_test answered right';
  }
  const celebrated = celebratedDays(details);
  if (module.day_completed !== celebrated) return `day_completed must be ${celebrated}`;
  const step = stepCompletedFor(details);
  if (module.step_completed !== step) return `step_completed must be ${step}`;
  return null;
};

/**
 * The details as stored: each reward in the shop and the inventory shown as the server shows it (the stored shop's
 * description and picture; on initialisation, the server's own catalogue), whatever presentation the client sent.
 */
const withServerPresentation = (before: GameDetails, after: GameDetails): GameDetails => {
  const shown = new Map(before.shopping.items.map((item) => [item.id, item]));
  const present = (reward: Reward): Reward => {
    const server = shown.get(reward.id);
    return server ? { ...reward, description: server.description, image: server.image } : reward;
  };
  return {
    ...after,
    shopping: { items: after.shopping.items.map(present) },
    inventory: { ...after.inventory, rewards: after.inventory.rewards.map(present) },
  };
};

const lostFlag = (before: boolean, after: boolean): boolean => before && !after;

/** What the game never takes back: finished steps, chosen emotions, recorded answers. */
const checkDayMoves = (before: DayProgress, after: DayProgress, label: string): Check => {
  const lost =
    lostFlag(before.sing.completed, after.sing.completed) ||
    lostFlag(before.learn.completed, after.learn.completed) ||
    lostFlag(before.practice.completed, after.practice.completed) ||
    lostFlag(before.followthebeat.completed, after.followthebeat.completed) ||
    CELEBRATE_PARTS.some((part) => lostFlag(before.celebrate[part], after.celebrate[part])) ||
    (before.pre_emotion !== '' && after.pre_emotion === '') ||
    (before.post_emotion !== '' && after.post_emotion === '');
  if (lost) return `${label}: finished steps cannot be undone`;
  if (before.sing.completed && before.sing.video !== after.sing.video) return `${label}: sing.video cannot change`;
  const practiceChanged =
    before.practice.correct_answers !== after.practice.correct_answers ||
    before.practice.wrong_answers !== after.practice.wrong_answers ||
    before.test_score !== after.test_score;
  // The score is the share of right answers: whenever the answers or the score move, it must follow from them.
  const score = practiceScore(after.practice);
  if (practiceChanged && after.test_score !== score) return `${label}: test_score must be ${score}, the share of right answers`;
  return before.practice.completed && practiceChanged ? `${label}: practice answers cannot change` : null;
};

const sameResult = (a: TestResult | undefined, b: TestResult | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A test is answered once: its result and score appear together, when it is taken, and never change after (an
 * admin's reset of day 10 clears the test after it, outside this check).
 */
const checkTestMove = (
  before: TestResult | undefined,
  after: TestResult | undefined,
  beforeScore: number,
  afterScore: number,
  taken: boolean,
  name: 'pre_test' | 'post_test',
): Check => {
  if (sameResult(before, after) && beforeScore === afterScore) return null;
  if (taken) return `${name} is answered once and cannot change`;
  if (!after) return `${name}_score is set by taking ${name}`;
  return null;
};

const checkMoves = (stored: PlayableModule, proposed: PlayableModule): Check => {
  const before = stored.game_details;
  const after = proposed.game_details;
  if (after.character !== before.character) return 'character cannot change';
  if (before.onboarded && !after.onboarded) return 'onboarded cannot be undone';
  for (const day of PROGRAMME_DAY_NUMBERS) {
    const moved = checkDayMoves(before.progress[dayKey(day)]!, after.progress[dayKey(day)]!, `Day ${day}`);
    if (moved) return moved;
  }
  const pre = checkTestMove(before.pre_test, after.pre_test, before.pre_test_score, after.pre_test_score, preTestTaken(before), 'pre_test');
  if (pre) return pre;
  if (!before.pre_test && after.pre_test && isDayStarted(before.progress.day_1!)) {
    return 'pre_test is set by the screening before day 1';
  }
  const post = checkTestMove(
    before.post_test,
    after.post_test,
    before.post_test_score,
    after.post_test_score,
    postTestTaken(before),
    'post_test',
  );
  if (post) return post;
  const earned = after.inventory.earned - before.inventory.earned;
  if (earned < 0) return 'inventory.earned cannot go down';
  // What the steps finished now are worth, less what was already paid for days an admin has since reset.
  const awarded = payableAward(after, before.inventory.earned, Math.max(0, totalAward(after) - totalAward(before)));
  if (earned > awarded) return `inventory.earned can rise by at most ${awarded} tokens for the steps finished`;
  return null;
};

/**
 * Whether `proposed` could have come from `stored` by legal game actions (the reducer in transitions.ts). The
 * server runs it on every PUT /v3/waw/module; it returns the module to store (parsed, the rewards shown as the
 * server shows them), or what is wrong.
 */
export const validateModuleUpdate = (
  stored: ModuleRecord,
  proposed: Omit<ModuleRecord, 'game_details'> & { game_details: unknown },
  /** `stored` already parsed, when the caller holds it from an earlier verdict: spares parsing it again */
  parsedStored?: PlayableModule,
): UpdateVerdict => {
  if (proposed.id !== stored.id || proposed.name !== stored.name) return { ok: false, message: 'The module id and name cannot change' };
  if (isMissingGameDetails(proposed.game_details)) return { ok: false, message: 'game_details is required' };
  const parsed = parseGameDetails(proposed.game_details);
  if (!parsed.ok) return parsed;
  let before: PlayableModule;
  try {
    before = parsedStored ?? toPlayable(stored);
  } catch {
    // A stored record we cannot read is treated as a fresh one rather than locking the child out.
    before = toPlayable({ ...stored, game_details: null });
  }
  const after: PlayableModule = { ...proposed, game_details: parsed.details };
  if (after.game_details.character.toUpperCase() !== stored.name.toUpperCase()) {
    return { ok: false, message: 'game_details.character must be the module name' };
  }
  const problem = checkShop(before.game_details, after.game_details) ?? checkState(after) ?? checkMoves(before, after);
  if (problem) return { ok: false, message: problem };
  return { ok: true, module: { ...after, game_details: withServerPresentation(before.game_details, after.game_details) } };
};
