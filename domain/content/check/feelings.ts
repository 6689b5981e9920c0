import { EMOTIONS } from '../../constants.js';
import type { ProgrammeContent } from '../build.js';
import { FEELINGS_WORDS, FEELING_PICTURES } from '../feelings.js';
import { describePicture } from '../pictures.js';
import { isRight, type Question } from '../schema.js';
import { sentencesOf } from './text.js';
import { hasWord, programmeQuestions, programmeTexts, type Placed } from './text.js';

/** A question that asks the child to name a feeling, every answer a face: the one place a face may be wrong. */
export const asksForAFeeling = (question: Question): boolean =>
  /\bfeel(s|ing)?\b/i.test(question.prompt) && question.answers.every((answer) => FEELING_PICTURES.has(answer.picture));

/** Feelings are never wrong: no feeling face is a wrong answer, unless the question asks which feeling fits. */
export const feelingFaceProblems = (programme: ProgrammeContent): string[] =>
  programmeQuestions(programme).flatMap(({ where, question }) =>
    asksForAFeeling(question)
      ? []
      : question.answers
          .map((answer, i) => ({ answer, i }))
          .filter(({ answer, i }) => !isRight(question, i) && FEELING_PICTURES.has(answer.picture))
          .map(
            ({ answer, i }) =>
              `${where} answer ${i + 1}: "${answer.label}" is wrong drawn as ${describePicture(answer.picture)}; a feeling is never wrong, what we do with it can be`,
          ),
  );

/*
 * "Cross" as a feeling: anger is "mad". The verb is fine: a "cross" followed by what one crosses (cross the road,
 * cross over, cross it out) or said as something to do ("time to cross", "then cross", "we cross") is let through.
 */
const CROSS_FEELING =
  /(?<!\b(to|then|can|could|we|you|they|must|should|will|let['\u2019]?s|please|safely|always)\s+)\bcross(ly)?\b(?!\s+(the|a|an|at|over|safely|carefully|here|there|out|it|this|that|my|your|his|her|their|our)\b)/i;

const crossProblems = (texts: readonly Placed[]): string[] =>
  texts
    .filter(({ text }) => CROSS_FEELING.test(text))
    .map(({ where, text }) => `${where}: "${text}" says "cross" for a feeling; say "mad" (or angry, frustrated)`);

const lessonsOf = (programme: ProgrammeContent): string =>
  programme.days.flatMap((day) => day.lesson.map((card) => `${card.title}. ${card.text}`)).join(' ');

/** The feelings words a programme's lessons name. */
export const taughtFeelings = (programme: ProgrammeContent): string[] =>
  FEELINGS_WORDS.filter((word) => hasWord(lessonsOf(programme), word));

/** Each programme teaches a feelings word by name; "cross" never names one. */
export const vocabularyProblems = (programme: ProgrammeContent): string[] => [
  ...crossProblems(programmeTexts(programme)),
  ...(taughtFeelings(programme).length === 0
    ? [`${programme.character}: no lesson card names a feelings word (${FEELINGS_WORDS.slice(0, EMOTIONS.length).join(', ')}, …)`]
    : []),
];

/** Across the product, every word of the check-in is taught by name in some lesson. */
export const checkInProblems = (programmes: readonly ProgrammeContent[]): string[] => {
  const missing = EMOTIONS.filter((word) => !programmes.some((programme) => hasWord(lessonsOf(programme), word)));
  return missing.length === 0 ? [] : [`no lesson teaches the check-in word${missing.length > 1 ? 's' : ''} ${missing.join(', ')} by name`];
};

/**
 * The body clues of a feeling, as docs/content.md's rulebook gives them ("Which face shows which feeling"): a clue
 * means one feeling everywhere, so a wobbly tummy is never sad in one programme and nervous in another. A quiet voice
 * that is also shaky is the nervous clue.
 */
export const FEELING_CLUES: ReadonlyArray<{ clue: RegExp; feeling: string; words: readonly string[] }> = [
  { clue: /\btears\b|\beyes fill\b/i, feeling: 'sad', words: ['sad', 'upset'] },
  { clue: /\bquiet voice\b|\bvoice is quiet\b(?! and shaky)/i, feeling: 'sad', words: ['sad', 'upset'] },
  {
    clue: /\bwobbly (tummy|lip|mouth|chin)\b|\btummy (feels|is|gets) wobbly\b|\bbutterflies\b|\bshaky (voice|hands)\b|\b(voice|hands) (is |are |feel |feels )?(quiet and )?shaky\b/i,
    feeling: 'nervous',
    words: ['nervous', 'worried'],
  },
  {
    clue: /\bhot (cheeks|face)\b|\b(cheeks|face) (feel|feels|is|are|get|gets) hot\b|\btight (fists|hands)\b|\bfists (are|get|gets|still feel|feel) tight\b/i,
    feeling: 'mad',
    words: ['mad', 'angry', 'frustrated'],
  },
  { clue: /\bheart thumps\b|\bthumping heart\b/i, feeling: 'scared', words: ['scared'] },
  { clue: /\byawn(s|ing)?\b/i, feeling: 'tired', words: ['tired', 'sleepy'] },
  { clue: /\bsigh(s|ing)?\b/i, feeling: 'bored', words: ['bored'] },
];

const FEELING_NAMES = [...FEELINGS_WORDS, 'sleepy'];

/**
 * Feelings clues the same everywhere: a lesson card's sentence, a hint, or a question with its best answer that
 * gives a body clue and names a feeling names the clue's own feeling (a wobbly tummy is nervous, tears are sad).
 */
export const feelingClueProblems = (programme: ProgrammeContent): string[] => {
  const texts: Placed[] = [
    ...programmeTexts(programme)
      .filter(({ kind }) => kind === 'card' || kind === 'hint')
      .flatMap((placed) => sentencesOf(placed.text).map((text) => ({ ...placed, text }))),
    ...programmeQuestions(programme).map(({ where, question }) => ({
      where: `${where} prompt and best answer`,
      text: `${question.prompt} ${question.answers[question.correct]!.label}`,
      kind: 'prompt' as const,
      page: where,
    })),
  ];
  return texts.flatMap(({ where, text }) => {
    const named = FEELING_NAMES.filter((word) => hasWord(text, word));
    if (named.length === 0) return [];
    return FEELING_CLUES.filter(({ clue, words }) => clue.test(text) && !words.some((word) => named.includes(word))).map(
      ({ clue, feeling }) =>
        `${where}: "${text}" gives the clue "${clue.exec(text)![0]}" for ${named.join(' or ')}; it is a clue for ${feeling} everywhere`,
    );
  });
};
