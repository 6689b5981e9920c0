import * as v from 'valibot';
import { CELEBRATE_PARTS, PROGRAMME_DAYS, TEST_QUESTIONS, dayKey, type CelebratePart, type Emotion } from './constants.js';
import { GameRuleError, dayProgress, type PlayableModule } from './module.js';
import { practiceScore, resumeStep, stepCompletedFor, type DayStep } from './progress.js';
import type { DayProgress, GameDetails, Stickers } from './schemas.js';
import { stickerBoardProblem } from './stickers.js';
import { postTestTaken, preTestTaken, testResultSchema, testScore, type TestResult } from './test-forms.js';
import { TOKEN_AWARDS, payableAward, preTestAward, type AwardedStep } from './tokens.js';

/** Everything a child can do to a module. Each is a pure step: the same action twice changes nothing the second time. */
export type GameAction =
  | { type: 'onboarded' }
  | { type: 'preTest'; result: TestResult }
  | { type: 'postTest'; result: TestResult }
  | { type: 'preEmotion'; day: number; emotion: Emotion }
  | { type: 'sing'; day: number; video: string }
  | { type: 'learn'; day: number }
  | { type: 'practice'; day: number; correct_answers: number; wrong_answers: number }
  | { type: 'followthebeat'; day: number }
  | { type: 'celebrate'; day: number; part: CelebratePart }
  | { type: 'postEmotion'; day: number; emotion: Emotion }
  | { type: 'BUY'; rewardId: string }
  | { type: 'SELL'; rewardId: string }
  | { type: 'stickers'; stickers: Stickers };

/** Pays a finished step's tokens, or the part of them not already paid before an admin reset the day. */
const earn = (details: GameDetails, tokens: number): GameDetails['inventory'] => {
  const paid = payableAward(details, details.inventory.earned, tokens);
  return { ...details.inventory, earned: details.inventory.earned + paid, balance: details.inventory.balance + paid };
};

/** The day a step action may touch: the one being played, never a locked one. */
const openDay = (module: PlayableModule, day: number): DayProgress => {
  const progress = dayProgress(module.game_details, day);
  if (day > module.day_completed + 1) throw new GameRuleError(`Day ${day} is not open yet`);
  return progress;
};

const STEP_ORDER: readonly DayStep[] = ['emotion', 'sing', 'learn', 'practice', 'followthebeat', 'celebrate', 'post_emotion'];

const requireReached = (progress: DayProgress, step: DayStep): void => {
  const next = resumeStep(progress);
  if (STEP_ORDER.indexOf(step) > STEP_ORDER.indexOf(next) && next !== 'done') {
    throw new GameRuleError(`Finish ${next} before ${step}`);
  }
};

/** Writes one day's progress, awards tokens and moves step_completed and day_completed as spec section 4 says. */
const withDay = (module: PlayableModule, day: number, progress: DayProgress, award: AwardedStep | null): PlayableModule => {
  const details: GameDetails = {
    ...module.game_details,
    progress: { ...module.game_details.progress, [dayKey(day)]: progress },
  };
  if (award) details.inventory = earn(details, TOKEN_AWARDS[award]);
  const celebratedNow = progress.celebrate.completed && !module.game_details.progress[dayKey(day)]?.celebrate.completed;
  return {
    ...module,
    day_completed: celebratedNow ? Math.max(module.day_completed, day) : module.day_completed,
    step_completed: stepCompletedFor(details),
    game_details: details,
  };
};

const applyDayAction = (module: PlayableModule, action: Extract<GameAction, { day: number }>): PlayableModule => {
  const current = openDay(module, action.day);
  switch (action.type) {
    case 'preEmotion': {
      // Changing one's mind is fine; only the first choice earns a token.
      const first = current.pre_emotion === '';
      return withDay(module, action.day, { ...current, pre_emotion: action.emotion }, first ? 'pre_emotion' : null);
    }
    case 'sing':
      requireReached(current, 'sing');
      if (current.sing.completed) return module;
      return withDay(module, action.day, { ...current, sing: { video: action.video, completed: true } }, 'sing');
    case 'learn':
      requireReached(current, 'learn');
      if (current.learn.completed) return module;
      return withDay(module, action.day, { ...current, learn: { completed: true } }, 'learn');
    case 'practice': {
      requireReached(current, 'practice');
      if (current.practice.completed) return module;
      const { correct_answers, wrong_answers } = action;
      const practice = { correct_answers, wrong_answers, completed: true };
      return withDay(module, action.day, { ...current, practice, test_score: practiceScore(practice) }, 'practice');
    }
    case 'followthebeat':
      requireReached(current, 'followthebeat');
      if (current.followthebeat.completed) return module;
      return withDay(module, action.day, { ...current, followthebeat: { completed: true } }, 'followthebeat');
    case 'celebrate': {
      requireReached(current, 'celebrate');
      if (current.celebrate[action.part]) return module;
      const celebrate = { ...current.celebrate, [action.part]: true };
      celebrate.completed = CELEBRATE_PARTS.every((part) => celebrate[part]);
      return withDay(module, action.day, { ...current, celebrate }, celebrate.completed ? 'celebrate' : null);
    }
    case 'postEmotion': {
      requireReached(current, 'post_emotion');
      const first = current.post_emotion === '';
      return withDay(module, action.day, { ...current, post_emotion: action.emotion }, first ? 'post_emotion' : null);
    }
  }
};

const findReward = (details: GameDetails, rewardId: string) => {
  const item = details.shopping.items.find((reward) => reward.id === rewardId);
  if (!item) throw new GameRuleError('Reward not found');
  return item;
};

const applyShopAction = (module: PlayableModule, action: Extract<GameAction, { rewardId: string }>): PlayableModule => {
  const details = module.game_details;
  const item = findReward(details, action.rewardId);
  const { inventory } = details;
  if (action.type === 'BUY') {
    if (item.acquired) return module;
    if (item.price > inventory.balance) throw new GameRuleError('Not enough tokens');
    const bought = { ...item, acquired: true };
    return {
      ...module,
      game_details: {
        ...details,
        shopping: { items: details.shopping.items.map((reward) => (reward.id === item.id ? bought : reward)) },
        inventory: {
          ...inventory,
          spent: inventory.spent + item.price,
          balance: inventory.balance - item.price,
          rewards: [...inventory.rewards, bought],
        },
      },
    };
  }
  if (!inventory.rewards.some((reward) => reward.id === item.id)) throw new GameRuleError('Reward not found');
  return {
    ...module,
    game_details: {
      ...details,
      shopping: {
        items: details.shopping.items.map((reward) => (reward.id === item.id ? { ...reward, acquired: false } : reward)),
      },
      inventory: {
        ...inventory,
        spent: inventory.spent - item.price,
        balance: inventory.balance + item.price,
        rewards: inventory.rewards.filter((reward) => reward.id !== item.id),
      },
    },
  };
};

const checkResult = (result: TestResult): void => {
  if (!v.is(testResultSchema, result))
    throw new GameRuleError(`A test is a form (a or b) and 1 to ${TEST_QUESTIONS} items, each right or not`);
};

/** A test taken: its result and score kept, and its tokens paid (2 per item right, as for the test before day 1). */
const withTest = (module: PlayableModule, which: 'pre' | 'post', result: TestResult): PlayableModule => {
  const score = testScore(result);
  const next: GameDetails =
    which === 'pre'
      ? { ...module.game_details, pre_test: result, pre_test_score: score }
      : { ...module.game_details, post_test: result, post_test_score: score };
  return { ...module, game_details: { ...next, inventory: earn(next, preTestAward(score)) } };
};

/** The game's one reducer: the frontend plays with it and the server's validator accepts exactly what it produces. */
export const applyGameAction = (module: PlayableModule, action: GameAction): PlayableModule => {
  const details = module.game_details;
  switch (action.type) {
    case 'onboarded':
      return details.onboarded ? module : { ...module, game_details: { ...details, onboarded: true } };
    case 'preTest':
      checkResult(action.result);
      if (module.game_details.progress.day_1?.pre_emotion !== '') throw new GameRuleError('The screening comes before day 1');
      // Each test is answered once: taking it again would show a child the items before the gain is measured.
      return preTestTaken(details) ? module : withTest(module, 'pre', action.result);
    case 'postTest':
      checkResult(action.result);
      if (module.day_completed < PROGRAMME_DAYS) throw new GameRuleError('The post-test comes after the last day');
      return postTestTaken(details) ? module : withTest(module, 'post', action.result);
    case 'BUY':
    case 'SELL':
      return applyShopAction(module, action);
    case 'stickers': {
      const problem = stickerBoardProblem(details, action.stickers);
      if (problem) throw new GameRuleError(problem);
      return { ...module, game_details: { ...details, stickers: action.stickers } };
    }
    default:
      return applyDayAction(module, action);
  }
};
