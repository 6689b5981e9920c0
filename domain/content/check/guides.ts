import { PROGRAMME_DAY_NUMBERS } from '../../constants.js';
import { dayPages, type ProgrammeContent } from '../build.js';
import { GUIDES } from '../guides/index.js';
import type { DayGuide } from '../guides/types.js';
import { plainLyric } from '../score.js';
import { OTHER_TRICKS } from './calm.js';
import { normal, sentencesOf } from './text.js';

/** A day's key words: a few, so a teacher can put them on the board. */
const WORDS = { min: 2, max: 5 } as const;
/** Minutes around the game: a warm-up of two and a talk or follow-up, never a second lesson. */
const MINUTES = { min: 5, max: 20 } as const;

/** Everything the child hears on a day, as one lower-cased text a key word must be found in. */
const heardOn = (page: ReturnType<typeof dayPages>[number]): string =>
  normal(
    [
      page.title,
      ...page.lesson.flatMap((card) => [card.title, card.text]),
      ...page.practice.flatMap((question) => [question.prompt, question.hint, ...question.answers.map((answer) => answer.label)]),
      ...page.song.lines.map((line) => plainLyric(line.lyric)),
      page.celebration.message,
    ].join(' '),
  );

/** What a child is quoted as saying ("Stop. I don’t like that.") is one part of the sentence around it. */
const withoutQuotes = (text: string) => text.replace(/“[^”]*”|"[^"]*"/g, 'quote');

/** A word or phrase is heard when it stands whole in the text (so "calm" is not found in "calmer"). */
const heard = (word: string, text: string) => ` ${text} `.includes(` ${normal(word)} `);

/**
 * What a teacher and a parent need from each day's guide, and that it agrees with the game: an objective of one
 * sentence, two to five key words each heard in the day itself, two discussion prompts that are questions, the
 * minutes around the game, the materials, and a home note titled in plain words in English and Spanish, never with
 * a name the game gives a card or a day (of any programme: a parent reads what the day is about, not its jargon),
 * nor the title of another day anywhere.
 * No guide text names a breathing trick of its own: the one routine is "Stop, breathe, name it".
 */
export const guideProblems = (
  programme: ProgrammeContent,
  all: readonly ProgrammeContent[],
  guides: Partial<Record<number, DayGuide>> = GUIDES[programme.character],
): string[] => {
  const code = programme.character;
  const gameNames = new Set(
    all.flatMap((other) => other.days.flatMap((day) => [day.title, ...day.lesson.map((card) => card.title)])).map(normal),
  );
  const pages = dayPages(programme);
  // A family with a child in several programmes reads every note: no two days anywhere share a title.
  const titledElsewhere = new Map<string, string>();
  for (const other of all.filter((other) => other.character !== code))
    for (const [day, guide] of Object.entries(GUIDES[other.character]))
      for (const title of [guide.homeTitle, guide.homeTitleEs]) titledElsewhere.set(normal(title), `${other.character}-day-${day}`);
  const titledHere = new Map<string, number>();
  for (const [day, guide] of Object.entries(guides))
    for (const title of guide ? [guide.homeTitle, guide.homeTitleEs] : []) {
      if (!titledHere.has(normal(title))) titledHere.set(normal(title), Number(day));
    }
  return PROGRAMME_DAY_NUMBERS.flatMap((day) => {
    const where = `${code}-day-${day} guide`;
    const guide = guides[day];
    const page = pages[day - 1];
    if (!guide) return [`${where}: not written`];
    const problems: string[] = [];
    if (sentencesOf(withoutQuotes(guide.objective)).length !== 1) problems.push(`${where}: the objective is not one sentence`);
    if (guide.words.length < WORDS.min || guide.words.length > WORDS.max)
      problems.push(`${where}: ${guide.words.length} key words (${WORDS.min} to ${WORDS.max})`);
    if (page) {
      const text = heardOn(page);
      for (const word of guide.words.filter((word) => !heard(word, text)))
        problems.push(`${where}: the key word "${word}" is not heard in the day’s cards, questions or song`);
    }
    if (guide.prompts.length !== 2 || new Set(guide.prompts.map(normal)).size !== 2)
      problems.push(`${where}: needs two different discussion prompts`);
    for (const prompt of guide.prompts.filter((prompt) => !prompt.trim().endsWith('?')))
      problems.push(`${where}: the prompt "${prompt}" is not a question`);
    if (!Number.isInteger(guide.minutes) || guide.minutes < MINUTES.min || guide.minutes > MINUTES.max)
      problems.push(`${where}: ${guide.minutes} minutes around the game (${MINUTES.min} to ${MINUTES.max})`);
    if (!guide.materials.trim()) problems.push(`${where}: no materials`);
    for (const [part, title] of [
      ['home note title', guide.homeTitle],
      ['Spanish home note title', guide.homeTitleEs],
    ] as const) {
      if (!title.trim()) problems.push(`${where}: no ${part}`);
      else if (gameNames.has(normal(title))) problems.push(`${where}: the ${part} "${title}" is the game’s name for a card or a day`);
      else if (titledElsewhere.has(normal(title)) || titledHere.get(normal(title)) !== day)
        problems.push(
          `${where}: the ${part} "${title}" is already the title of ${titledElsewhere.get(normal(title)) ?? `${code}-day-${titledHere.get(normal(title))}`}`,
        );
    }
    if (normal(guide.homeTitle) === normal(guide.homeTitleEs)) problems.push(`${where}: the Spanish home note title is the English one`);
    for (const [part, text] of Object.entries(guide)) {
      const trick = typeof text === 'string' ? OTHER_TRICKS.exec(text) : null;
      if (trick) problems.push(`${where} ${part}: "${trick[0]}" is a breathing trick of its own; say "Stop, breathe, name it"`);
    }
    return problems;
  });
};
