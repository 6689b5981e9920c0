import type { CharacterCode } from '../constants.js';
import type { Competency } from './competencies.js';
import type { Picture } from './pictures.js';
import { beatFromSong } from './beat-from-song.js';
import type { SongScore } from './score.js';
import type { DayPage, LessonCard, Question, ScreeningPage, Song, TestItem } from './schema.js';
import { SONG_SCORES } from './songs/index.js';
import { dayPageId, screeningPageId } from './page-ids.js';

/** Helpers for writing content by hand: a card, and a question whose right answer is written first. */
export const card = (title: string, text: string, picture: Picture): LessonCard => ({ title, text, picture });

/** An answer as written: its label and picture, and `ALSO_GOOD` when it is a reasonable choice that is not the lesson. */
export const ALSO_GOOD = 'also good';
export type WrittenAnswer = [string, Picture] | [string, Picture, typeof ALSO_GOOD];

/**
 * A question whose first answer is the best one; the others are less helpful, or also good when marked so (praised
 * and counted right, the first staying the lesson). `order` shuffles where the best shows so it is not always first.
 */
export const question = (prompt: string, right: [string, Picture], others: WrittenAnswer[], hint: string, order = 0): Question => {
  const answers = [right, ...others].map(([label, picture, good]) => ({
    label,
    picture,
    ...(good === ALSO_GOOD ? { also_good: true } : {}),
  }));
  const shift = order % answers.length;
  const rotated = [...answers.slice(shift), ...answers.slice(0, shift)];
  return { prompt, answers: rotated, correct: (answers.length - shift) % answers.length, hint };
};

/** A test item: the competency it measures, then a question as `question` takes one (no answer of a test is also good). */
export const testItem = (
  competency: Competency,
  prompt: string,
  right: [string, Picture],
  wrong: Array<[string, Picture]>,
  hint: string,
  order = 0,
): TestItem => ({ ...question(prompt, right, wrong, hint, order), competency });

export interface DayContent {
  title: string;
  /** the CASEL competency this day serves */
  competency: Competency;
  lesson: LessonCard[];
  practice: Question[];
  celebration: { message: string; picture: Picture };
}

/**
 * A character's whole programme as written: its ten days, in order, and its test: eight items (form A) and, when
 * written, a parallel form B whose items measure the same competencies in the same order.
 */
export interface ProgrammeContent {
  character: CharacterCode;
  days: DayContent[];
  screening: { title: string; questions: TestItem[]; form_b?: TestItem[] };
}

/** The song a page stores: the written score without its day, titled as the day is. */
export const storedSong = (id: string, title: string, score: SongScore): Song => {
  const { key, metre, bpm, feel, lines } = score;
  return { id, title, bpm, metre, key, feel, lines: lines.map(({ lyric, notes }) => ({ lyric, notes })) };
};

/** A day as the game plays it: its content, its song (songs/), and the beat clapped from that song. */
export const dayPage = (character: CharacterCode, day: number, content: DayContent, score: SongScore): DayPage => ({
  id: dayPageId(character, day),
  character,
  day,
  title: content.title,
  competency: content.competency,
  song: storedSong(`${character.toLowerCase()}-day-${day}`, content.title, score),
  lesson: content.lesson,
  practice: content.practice,
  beat: beatFromSong({ ...score, day }),
  celebration: content.celebration,
});

/** A programme's days, each with its song: by default the one written for that day in songs/. */
export const dayPages = (programme: ProgrammeContent, scores: readonly SongScore[] = SONG_SCORES[programme.character]): DayPage[] =>
  programme.days.map((content, index) => {
    const score = scores.find((song) => song.day === index + 1);
    if (!score) throw new Error(`${programme.character} day ${index + 1} has no song in domain/content/songs/`);
    return dayPage(programme.character, index + 1, content, score);
  });

export const screeningPage = (programme: ProgrammeContent): ScreeningPage => ({
  id: screeningPageId(programme.character),
  character: programme.character,
  title: programme.screening.title,
  questions: programme.screening.questions,
  ...(programme.screening.form_b ? { form_b: programme.screening.form_b } : {}),
});
