import type { ProgrammeContent } from '../build.js';
import { describePicture, type Picture } from '../pictures.js';
import { isRight } from '../schema.js';
import { normal, programmeQuestions } from './text.js';

const NEGATION = /\b(without|no|not|never|dont|don't|don\u2019t)\b/i;
const FILLER = new Set(
  'a an the any your his her their my our its to be do it on in at up of with and for you me them us get got have'.split(' '),
);

/**
 * The thing a label says is absent: the first two words that matter after its "without", "no", "not", "never" or
 * "don't". A "No," that answers a question negates nothing.
 */
const negatedWords = (label: string): string[] => {
  const match = NEGATION.exec(label.replace(/\bno\s*[,.!]/gi, ''));
  if (!match) return [];
  return normal(label.replace(/\bno\s*[,.!]/gi, '').slice(match.index + match[0].length))
    .split(' ')
    .filter((word) => word.length >= 3 && !FILLER.has(word))
    .slice(0, 2);
};

const stem = (word: string) => word.replace(/(es|s)$/, '');

/** Whether a picture draws a thing a label says is not there ("without a coat" drawn as a coat). */
export const drawsWhatIsAbsent = (label: string, picture: Picture): boolean => {
  const description = describePicture(picture);
  // A picture that itself shows the absence ("with no coat") is the right one.
  if (NEGATION.test(description)) return false;
  const shown = new Set(
    normal(`${picture.replace(/-/g, ' ')} ${description}`)
      .split(' ')
      .map(stem),
  );
  return negatedWords(label).some((word) => shown.has(stem(word)));
};

/**
 * One picture, one meaning: what each picture the issue found misused may stand for, as a pattern an answer's
 * label must match. (The reward pictures, star, trophy and medal, are in `GOOD_PICTURES`.)
 */
export const PICTURE_MEANINGS: Partial<Record<Picture, { means: string; pattern: RegExp }>> = {
  footsteps: {
    means: 'walking (or running) somewhere',
    pattern: /\b(walk\w*|step\w*|footprints?|tiptoe\w*|march\w*|run\w*|ran|stomp\w*|race\w*)\b/i,
  },
  ear: { means: 'listening (covering ears is cover-ears)', pattern: /^(?!.*\bcover).*\b(listen\w*|hear\w*|ears?)\b/i },
  stairs: { means: 'going up steps', pattern: /\b(stairs?|steps?|upstairs|downstairs|staircase)\b/i },
  ladder: { means: 'a ladder', pattern: /\bladders?\b/i },
  rock: { means: 'strong and steady, never heavy', pattern: /^(?!.*\bheavy).*\b(rock\w*|strong\w*|steady|solid|strength)\b/i },
  'traffic-light': { means: 'waiting for the light', pattern: /\b(lights?|wait\w*|green|red|yellow)\b/i },
  'stop-sign': { means: 'a road sign that says stop', pattern: /\b(stop\w*|signs?)\b/i },
  shoes: { means: 'shoes, never people', pattern: /\b(shoes?|sneakers?|boots?|laces?|sandals?|slippers?)\b/i },
  paint: { means: 'painting, never people', pattern: /\b(paint\w*|art|draw\w*|pictures?|colou?r\w*|mix\w*|brush\w*)\b/i },
  coat: { means: 'a coat, worn or on its hook', pattern: /\b(coats?|jackets?|raincoats?)\b/i },
};

/**
 * Pictures that say "good" to a child who cannot read: a thumbs-up, a heart, a helping hand, a reward. They are
 * never on a less helpful answer, or the picture would praise the very choice the hint corrects; such an answer is
 * drawn as what makes it less helpful.
 */
export const GOOD_PICTURES: ReadonlySet<Picture> = new Set<Picture>(['thumbs-up', 'heart', 'helper', 'jar', 'star', 'trophy', 'medal']);

/** A meaning that recurs across the programmes, recognised from an answer's words, and its one picture. */
export interface AnswerMeaning {
  means: string;
  words: RegExp;
  picture: Picture;
}

/** Asking or telling a grown-up: any grown-up by role; a parent or grandparent when asked for help or told a feeling. */
const ASK_A_GROWN_UP = new RegExp(
  String.raw`\b(ask|tell|call|get|find|go to|run to|shout for)\s+(a|an|the|your|his|her|their|my)?\s*` +
    String.raw`((\w+\s+)?(grown-?ups?|teachers?|librarian|lifeguard|coach|nurse)\b|(mom or dad|mom|dad|grandma|grandpa)\b(?=,? (to help|for help|"i (feel (?!fine)|really)|and wait|about)))`,
  'i',
);
const feeling = (means: string, words: string, picture: Picture): AnswerMeaning => ({
  means: `naming the feeling ${means}`,
  words: new RegExp(`^(${words})$`, 'i'),
  picture,
});

/**
 * One picture per recurring meaning: an answer whose words say one of these is drawn with its picture, wherever it
 * is, so a child learns one picture for "ask a grown-up", not ten. An answer that says two of them is drawn as the
 * one it says first (the picture shows what the child does first). Sad and happy are left out: a sad face and a
 * crying one, a smile and a laugh, are both fair.
 */
const FEELING_MEANINGS = new Set<AnswerMeaning>();
const feelingMeaning = (means: string, words: string, picture: Picture): AnswerMeaning => {
  const meaning = feeling(means, words, picture);
  FEELING_MEANINGS.add(meaning);
  return meaning;
};

export const ANSWER_MEANINGS: readonly AnswerMeaning[] = [
  { means: 'the calm-down routine', words: /\bstop, breathe, name it\b/i, picture: 'calm-down' },
  {
    means: 'asking or telling a grown-up',
    words: ASK_A_GROWN_UP,
    picture: 'ask-help',
  },
  { means: 'knocking and waiting', words: /\bknock(s|ing)?\s+(on|at|and)\b/i, picture: 'knock' },
  { means: 'acting fine while feeling otherwise', words: /\b(feels?|acts?|look|am|she is|he is) fine\b/i, picture: 'mask' },
  {
    means: 'taking a breath',
    words: /^(take (a |one |two |three )?(slow |deep |big )?breaths?|breathe (slowly|in|out|deeply)|feel your breath)\b/i,
    picture: 'breath',
  },
  { means: 'saying sorry', words: /^(say|said)\b.{0,12}\bsorry\b|^"sorry i\b/i, picture: 'sorry' },
  { means: 'walking away', words: /^(walk (away|off)|walking away)\b/i, picture: 'walk-away' },
  {
    means: 'waiting for a turn or for someone to finish',
    words: /\bwait\w*\b(?=.*\b(turn|finish\w*|is done)\b)|^(sit|stand)\b[^,.]*\band wait$/i,
    picture: 'hourglass',
  },
  {
    means: 'taking turns',
    words: /\b(take|taking) turns\b|\bmy turn\b|\bgive (her|him|them) a turn\b|\bask(s)? for a turn\b/i,
    picture: 'turn',
  },
  {
    means: 'helping someone',
    words: /^("?(how can i|can i|i'?ll|i can|let me|want to|we can) help\b|help\b)/i,
    picture: 'helper',
  },
  { means: 'sharing things', words: /\bshar(e|ing) (it|her|his|your|my|the|our)\b(?! ideas)/i, picture: 'share' },
  feelingMeaning('excited', 'excited', 'excited'),
  feelingMeaning('disappointed', 'disappointed', 'disappointed'),
  feelingMeaning('embarrassed', 'embarrassed', 'embarrassed'),
  feelingMeaning('nervous', 'nervous', 'nervous'),
  feelingMeaning('worried', 'worried', 'worried'),
  feelingMeaning('mad', 'mad|angry|frustrated', 'cross'),
  feelingMeaning('scared', 'scared', 'scared'),
  feelingMeaning('calm', 'calm', 'calm'),
  feelingMeaning('bored', 'bored', 'bored'),
  feelingMeaning('tired', 'tired|sleepy', 'tired'),
  feelingMeaning('proud', 'proud', 'proud'),
  feelingMeaning('confident', 'confident', 'confident'),
  feelingMeaning('inspired', 'inspired', 'inspired'),
];

/**
 * Answers whose words look like a recurring meaning but say something else, with what they say. Telling a grown-up
 * a lie or calling out in a lesson is less helpful, and asking a grown-up (its picture `ask-help`) never is; an
 * excuse or a demand for an apology is not saying sorry.
 */
export const FALSE_FRIENDS: ReadonlyMap<string, string> = new Map([
  ['Tell the coach she feels sick', 'a made-up excuse to skip practice'],
  ['Tell the nurse you already had one', 'a lie to skip a shot'],
  ['Call the teacher, and tell her now', 'calling out news in the middle of a lesson'],
  ['Say, "Sorry, it was a joke"', 'an excuse for unkind words'],
  ['"Say sorry again, and say it kindly"', 'a demand for a second apology'],
  ['Say, "Sorry, see you tomorrow!"', 'a goodbye that leaves a friend in the rain'],
]);

/** The recurring meaning an answer's words say first, if any. */
export const meaningOf = (label: string): AnswerMeaning | undefined => {
  if (FALSE_FRIENDS.has(label)) return undefined;
  let first: { meaning: AnswerMeaning; at: number } | undefined;
  for (const meaning of ANSWER_MEANINGS) {
    const match = meaning.words.exec(label);
    if (match && (!first || match.index < first.at)) first = { meaning, at: match.index };
  }
  return first?.meaning;
};

/**
 * Where a picture may stand for something its meaning does not cover, with why: `${page question} answer n`. Kept
 * short on purpose: a new entry is a choice to be argued in review.
 */
export const PICTURE_MEANING_EXCEPTIONS: ReadonlySet<string> = new Set<string>([]);

/** A lesson card titled with a feeling ("Excited", "Disappointed") shows that feeling's face, as its answers do. */
const cardFaceProblems = (programme: ProgrammeContent): string[] =>
  programme.days.flatMap((day, d) =>
    day.lesson.flatMap((card, c) => {
      const said = meaningOf(card.title);
      return said && FEELING_MEANINGS.has(said) && said.picture !== card.picture
        ? [`${programme.character}-day-${d + 1} card ${c + 1}: "${card.title}" is drawn as ${card.picture}, not its face ${said.picture}`]
        : [];
    }),
  );

/**
 * Pictures that show the absent thing, pictures used against their one meaning, a recurring meaning drawn with
 * another picture than its own, and a "good" picture on a less helpful answer.
 */
export const pictureMeaningProblems = (programme: ProgrammeContent): string[] => [
  ...cardFaceProblems(programme),
  ...programmeQuestions(programme).flatMap(({ where, question }) =>
    question.answers.flatMap((answer, i) => {
      const at = `${where} answer ${i + 1}`;
      const problems: string[] = [];
      if (drawsWhatIsAbsent(answer.label, answer.picture)) {
        problems.push(`${at}: "${answer.label}" is drawn as ${describePicture(answer.picture)}, the very thing it says is absent`);
      }
      if (PICTURE_MEANING_EXCEPTIONS.has(at)) return problems;
      const good = GOOD_PICTURES.has(answer.picture);
      if (good && !isRight(question, i)) {
        problems.push(`${at}: "${answer.label}" is wrong drawn as ${describePicture(answer.picture)}, which means good`);
      }
      const meaning = PICTURE_MEANINGS[answer.picture];
      if (meaning && !meaning.pattern.test(answer.label)) {
        problems.push(`${at}: "${answer.label}" is drawn as ${answer.picture}, which means ${meaning.means} everywhere`);
      }
      const said = meaningOf(answer.label);
      // A less helpful answer is never drawn as "good": it shows what makes it less helpful instead.
      const drawnAsGood = GOOD_PICTURES.has(said?.picture as Picture) && !isRight(question, i);
      if (said && said.picture !== answer.picture && !drawnAsGood) {
        problems.push(`${at}: "${answer.label}" says ${said.means}, drawn as ${said.picture} everywhere, not ${answer.picture}`);
      }
      return problems;
    }),
  ),
];
