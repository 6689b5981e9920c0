import * as v from 'valibot';
import { CHARACTERS } from '../characters.js';
import { CHARACTER_CODES, PROGRAMME_DAYS } from '../constants.js';
import { dayPages, screeningPage, type ProgrammeContent } from './build.js';
import { COMPETENCIES, COMPETENCY_ABBREVIATIONS, COMPETENCY_IDS } from './competencies.js';
import { describeIssues } from '../validation.js';
import { plainLyric } from './score.js';
import { dayPageSchema, screeningPageSchema, type DayPage, type Question } from './schema.js';
import { answerProblems, longestProblems } from './check/answers.js';
import { calmRoutineProblems, calmTrickProblems } from './check/calm.js';
import { checkInProblems, feelingClueProblems, feelingFaceProblems, vocabularyProblems } from './check/feelings.js';
import { guesserProblems } from './check/guesser.js';
import { guideProblems } from './check/guides.js';
import { testOverlapProblems, testSharingProblems } from './check/overlap.js';
import { wordingProblems } from './check/wording.js';
import { pictureMeaningProblems } from './check/pictures.js';
import { pronounProblems } from './check/pronouns.js';
import { songProblems, tuneProblems } from './check/songs.js';
import { spellingProblems } from './check/spelling.js';
import { calmDownProblems, shortestProblems, wayOfBeingProblems } from './check/ways.js';
import { normal, sentencesOf, testForms, wordCount as words } from './check/text.js';

export { sentencesOf } from './check/text.js';
export { guesserScores, type GuesserScore } from './check/guesser.js';
export { wordingScores, type WordingScore } from './check/wording.js';

/** A sentence a child hears is short: at most this many words. */
export const MAX_SENTENCE_WORDS = 12;

const longSentences = (where: string, text: string): string[] =>
  sentencesOf(text)
    .filter((sentence) => words(sentence) > MAX_SENTENCE_WORDS)
    .map((sentence) => `${where}: "${sentence}" has ${words(sentence)} words (at most ${MAX_SENTENCE_WORDS})`);

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
 * child can tell apart by picture, and a valid eight-item test. Then the rules of issue 28, each in check/: three
 * plausible answers whose place, length, picture and words give nothing away (a blind guesser and a guesser of
 * words each stay near chance), feelings
 * never wrong, test items that are new situations, one picture one meaning, American spelling, one feelings
 * vocabulary, one calm-down routine, and characters never called "it"; and each day's teacher guide complete and
 * agreeing with the day (check/guides.ts). The guesser learns its pictures from the
 * other programmes of `learnFrom` (all of them when only some are checked), and so does the guesser of words.
 */
export const contentProblems = (programmes: readonly ProgrammeContent[], learnFrom: readonly ProgrammeContent[] = programmes): string[] => {
  const problems: string[] = [];
  const seen = { lesson: new Map<string, string>(), question: new Map<string, string>(), song: new Map<string, string>() };
  const once = (kind: keyof typeof seen, text: string, where: string) => {
    const key = normal(text);
    const first = seen[kind].get(key);
    if (first) problems.push(`${where}: the ${kind} "${text}" already appears at ${first}`);
    else seen[kind].set(key, where);
  };

  const songPages: DayPage[] = [];
  for (const programme of programmes) {
    const code = programme.character;
    problems.push(...longSentences(`${code} intro`, CHARACTERS[code].intro));
    if (programme.days.length !== PROGRAMME_DAYS) problems.push(`${code}: has ${programme.days.length} days, not ${PROGRAMME_DAYS}`);
    const missing = COMPETENCY_IDS.filter((competency) => !programme.days.some((day) => day.competency === competency));
    if (missing.length > 0) problems.push(`${code}: no day serves ${missing.join(', ')}`);

    const pages = dayPages(programme);
    songPages.push(...pages);
    problems.push(...songProblems(pages));
    for (const page of pages) {
      const where = page.id;
      const valid = v.safeParse(dayPageSchema, page);
      if (!valid.success) problems.push(`${where}: ${describeIssues(valid.issues)}`);
      once('song', page.title, `${where} title`);
      once('song', page.song.lines.map((line) => plainLyric(line.lyric)).join(' / '), `${where} song`);
      for (const line of page.song.lines) problems.push(...longSentences(`${where} song`, plainLyric(line.lyric)));
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

    problems.push(
      ...answerProblems(programme),
      ...feelingFaceProblems(programme),
      ...feelingClueProblems(programme),
      ...vocabularyProblems(programme),
      ...testOverlapProblems(programme, learnFrom),
      ...testSharingProblems(programme, learnFrom),
      ...pictureMeaningProblems(programme),
      ...spellingProblems(programme),
      ...calmTrickProblems(programme),
      ...pronounProblems(programme),
      ...wayOfBeingProblems(programme),
      ...shortestProblems(programme),
      ...guideProblems(programme, learnFrom),
    );

    const screening = screeningPage(programme);
    const valid = v.safeParse(screeningPageSchema, screening);
    if (!valid.success) problems.push(`${screening.id}: ${describeIssues(valid.issues)}`);
    for (const { label, items } of testForms(programme))
      items.forEach((question, i) => {
        once('question', question.prompt, `${screening.id} ${label}question ${i + 1}`);
        problems.push(...questionProblems(`${screening.id} ${label}question ${i + 1}`, question));
      });
  }
  problems.push(
    ...guesserProblems(programmes, learnFrom),
    ...wordingProblems(programmes, learnFrom),
    ...longestProblems(programmes),
    ...calmRoutineProblems(programmes),
    ...calmDownProblems(programmes),
  );
  // The eight check-in words, distinct tunes and varied tempos are promises of the whole product, so they are
  // checked only over all of it.
  const wholeProduct = CHARACTER_CODES.every((code) => programmes.some((programme) => programme.character === code));
  problems.push(...tuneProblems(songPages, wholeProduct));
  if (wholeProduct) problems.push(...checkInProblems(programmes));
  return problems;
};

/** The competency each day serves, as the Markdown table docs/content.md shows (kept true by a test). */
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
