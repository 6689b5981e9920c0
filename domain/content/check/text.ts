import { CHARACTERS } from '../../characters.js';
import { dayPages, screeningPage, type ProgrammeContent } from '../build.js';
import type { Question } from '../schema.js';
import { plainLyric } from '../score.js';

/** Lesson and question texts are compared without case, punctuation or spacing. */
export const normal = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/'/g, '')
    .trim();

/** The words a sentence is heard as: anything with a letter or a digit. */
export const wordCount = (sentence: string): number => sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The sentences in a text: split after . ! ? (and an ellipsis), also when a closing quote follows, so "Stop.
 * Breathe." and `Say "Want to play?" It helps.` are two short ones each.
 */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?…]["'\u201d\u2019]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Where a text sits in a programme, and whether it is a lesson card, a question's part, or anything else. */
export interface Placed {
  where: string;
  text: string;
  kind: 'intro' | 'title' | 'song' | 'card' | 'prompt' | 'answer' | 'hint' | 'celebration';
  /** the page the text is on, such as MIMALIMA-day-2 or RESPA-screening */
  page: string;
}

/** A question's texts, each placed. */
const questionTexts = (page: string, where: string, question: Question): Placed[] => [
  { where: `${where} prompt`, text: question.prompt, kind: 'prompt', page },
  { where: `${where} hint`, text: question.hint, kind: 'hint', page },
  ...question.answers.map((answer, i) => ({ where: `${where} answer ${i + 1}`, text: answer.label, kind: 'answer' as const, page })),
];

/** Every text a child or teacher reads or hears in a programme, with where it is. */
export const programmeTexts = (programme: ProgrammeContent): Placed[] => {
  const code = programme.character;
  const texts: Placed[] = [{ where: `${code} intro`, text: CHARACTERS[code].intro, kind: 'intro', page: code }];
  for (const page of dayPages(programme)) {
    const id = page.id;
    texts.push({ where: `${id} title`, text: page.title, kind: 'title', page: id });
    page.song.lines.forEach((line, i) =>
      texts.push({ where: `${id} song line ${i + 1}`, text: plainLyric(line.lyric), kind: 'song', page: id }),
    );
    page.lesson.forEach((card, i) => {
      texts.push({ where: `${id} card ${i + 1} title`, text: card.title, kind: 'card', page: id });
      texts.push({ where: `${id} card ${i + 1}`, text: card.text, kind: 'card', page: id });
    });
    page.practice.forEach((question, i) => texts.push(...questionTexts(id, `${id} question ${i + 1}`, question)));
    texts.push({ where: `${id} celebration`, text: page.celebration.message, kind: 'celebration', page: id });
  }
  const screening = screeningPage(programme);
  texts.push({ where: `${screening.id} title`, text: screening.title, kind: 'title', page: screening.id });
  testForms(programme).forEach(({ label, items }) =>
    items.forEach((question, i) => texts.push(...questionTexts(screening.id, `${screening.id} ${label}question ${i + 1}`, question))),
  );
  return texts;
};

/** A question with where it is and whether it is a test item. */
export interface PlacedQuestion {
  where: string;
  question: Question;
  test: boolean;
}

/**
 * A programme's test forms, each with the label its items are placed by: form A's items are "question n", form B's
 * "form B question n", so every rule a test item keeps holds on both forms.
 */
export const testForms = (programme: ProgrammeContent): Array<{ label: string; items: Question[] }> => [
  { label: '', items: programme.screening.questions },
  ...(programme.screening.form_b ? [{ label: 'form B ', items: programme.screening.form_b }] : []),
];

export const programmeQuestions = (programme: ProgrammeContent): PlacedQuestion[] => [
  ...dayPages(programme).flatMap((page) =>
    page.practice.map((question, i) => ({ where: `${page.id} question ${i + 1}`, question, test: false })),
  ),
  ...testForms(programme).flatMap(({ label, items }) =>
    items.map((question, i) => ({ where: `${programme.character}-screening ${label}question ${i + 1}`, question, test: true })),
  ),
];

/** Whether `text` holds `word` as a whole word, any case. */
export const hasWord = (text: string, word: string): boolean => new RegExp(`\\b${word}\\b`, 'i').test(text);
