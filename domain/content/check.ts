import * as v from 'valibot';
import { CHARACTERS } from '../characters.js';
import { PROGRAMME_DAYS } from '../constants.js';
import { dayPages, screeningPage, type ProgrammeContent } from './build.js';
import { COMPETENCIES, COMPETENCY_ABBREVIATIONS, COMPETENCY_IDS } from './competencies.js';
import { describeIssues } from '../validation.js';
import { dayPageSchema, screeningPageSchema, type Question } from './schema.js';

/** A sentence a child hears is short: at most this many words. */
export const MAX_SENTENCE_WORDS = 12;

/** A child must not learn to tap the same place: no answer position holds more of a programme's right answers. */
export const MAX_SAME_POSITION_SHARE = 0.6;

const words = (sentence: string): number => sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The sentences in a text: split after . ! ? (and an ellipsis), also when a closing quote follows, so "Stop.
 * Breathe." and `Say "Want to play?" It helps.` are two short ones each.
 */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?…]["'\u201d\u2019]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const longSentences = (where: string, text: string): string[] =>
  sentencesOf(text)
    .filter((sentence) => words(sentence) > MAX_SENTENCE_WORDS)
    .map((sentence) => `${where}: "${sentence}" has ${words(sentence)} words (at most ${MAX_SENTENCE_WORDS})`);

/** Lesson and question texts are compared without case, punctuation or spacing. */
const normal = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const questionProblems = (where: string, question: Question): string[] => {
  const problems = [
    ...longSentences(`${where} prompt`, question.prompt),
    ...longSentences(`${where} hint`, question.hint),
    ...question.answers.flatMap((answer, i) => longSentences(`${where} answer ${i + 1}`, answer.label)),
  ];
  // A child who cannot read tells the answers apart by their pictures and by hearing them.
  if (new Set(question.answers.map((answer) => answer.picture)).size !== question.answers.length) {
    problems.push(`${where}: two answers share a picture`);
  }
  if (new Set(question.answers.map((answer) => normal(answer.label))).size !== question.answers.length) {
    problems.push(`${where}: two answers say the same`);
  }
  return problems;
};

/**
 * Everything that makes the programme's content fit for a child of 6 to 10, as one list of problems (empty when
 * all is well): ten valid days per character, each naming its CASEL competency and all five covered, its own song,
 * at least three cards and three questions, no lesson or question repeated anywhere, short sentences, answers a
 * child can tell apart by picture, right answers not always in the same place, and a valid five-question test.
 */
export const contentProblems = (programmes: readonly ProgrammeContent[]): string[] => {
  const problems: string[] = [];
  const seen = { lesson: new Map<string, string>(), question: new Map<string, string>(), song: new Map<string, string>() };
  const once = (kind: keyof typeof seen, text: string, where: string) => {
    const key = normal(text);
    const first = seen[kind].get(key);
    if (first) problems.push(`${where}: the ${kind} "${text}" already appears at ${first}`);
    else seen[kind].set(key, where);
  };

  for (const programme of programmes) {
    const code = programme.character;
    problems.push(...longSentences(`${code} intro`, CHARACTERS[code].intro));
    if (programme.days.length !== PROGRAMME_DAYS) problems.push(`${code}: has ${programme.days.length} days, not ${PROGRAMME_DAYS}`);
    const missing = COMPETENCY_IDS.filter((competency) => !programme.days.some((day) => day.competency === competency));
    if (missing.length > 0) problems.push(`${code}: no day serves ${missing.join(', ')}`);

    for (const page of dayPages(programme)) {
      const where = page.id;
      const valid = v.safeParse(dayPageSchema, page);
      if (!valid.success) problems.push(`${where}: ${describeIssues(valid.issues)}`);
      once('song', page.title, `${where} title`);
      once('song', page.song.lines.map((line) => line.map((word) => word.word).join(' ')).join(' / '), `${where} song`);
      for (const line of page.song.lines) problems.push(...longSentences(`${where} song`, line.map((word) => word.word).join(' ')));
      page.lesson.forEach((card, i) => {
        once('lesson', card.text, `${where} card ${i + 1}`);
        problems.push(...longSentences(`${where} card ${i + 1} title`, card.title), ...longSentences(`${where} card ${i + 1}`, card.text));
      });
      page.practice.forEach((question, i) => {
        once('question', question.prompt, `${where} question ${i + 1}`);
        problems.push(...questionProblems(`${where} question ${i + 1}`, question));
      });
      problems.push(...longSentences(`${where} celebration`, page.celebration.message));
    }

    const questions = [...programme.days.flatMap((day) => day.practice), ...programme.screening.questions];
    const positions = [0, 1, 2].map((position) => questions.filter((question) => question.correct === position).length);
    const busiest = Math.max(...positions);
    if (questions.length > 0 && busiest / questions.length > MAX_SAME_POSITION_SHARE) {
      problems.push(`${code}: ${busiest} of ${questions.length} right answers sit in place ${positions.indexOf(busiest) + 1}; move some`);
    }

    const screening = screeningPage(programme);
    const valid = v.safeParse(screeningPageSchema, screening);
    if (!valid.success) problems.push(`${screening.id}: ${describeIssues(valid.issues)}`);
    screening.questions.forEach((question, i) => {
      once('question', question.prompt, `${screening.id} question ${i + 1}`);
      problems.push(...questionProblems(`${screening.id} question ${i + 1}`, question));
    });
  }
  return problems;
};

/** The competency each day serves, as the Markdown table the README shows (kept true by a test). */
export const competencyTable = (programmes: readonly ProgrammeContent[]): string => {
  const days = Array.from({ length: PROGRAMME_DAYS }, (_, i) => i + 1);
  const rows = programmes.map(
    (programme) =>
      `| ${programme.character} (${CHARACTERS[programme.character].virtue}) | ${programme.days.map((day) => COMPETENCY_ABBREVIATIONS[day.competency]).join(' | ')} |`,
  );
  const legend = COMPETENCY_IDS.map((id) => `${COMPETENCY_ABBREVIATIONS[id]} ${COMPETENCIES[id].toLowerCase()}`).join(', ');
  return [
    `| programme | ${days.map((day) => `day ${day}`).join(' | ')} |`,
    `| --- | ${days.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    `${legend}.`,
  ].join('\n');
};
