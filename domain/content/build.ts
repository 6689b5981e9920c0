import type { CharacterCode } from '../constants.js';
import type { Competency } from './competencies.js';
import type { Picture } from './pictures.js';
import type { Beat, DayPage, LessonCard, Question, ScreeningPage, Song } from './schema.js';
import { dayPageId, screeningPageId } from './page-ids.js';

/**
 * Helpers for writing content by hand: lyrics as plain lines, set to a simple, singable melody (a pentatonic
 * tune that rises, answers, and comes home), so every word has a note and a length an admin can later change.
 */
const TUNES = [
  ['C4', 'D4', 'E4', 'G4', 'E4', 'D4', 'C4', 'D4'],
  ['E4', 'G4', 'A4', 'G4', 'E4', 'D4', 'E4', 'C4'],
  ['G4', 'E4', 'D4', 'C4', 'D4', 'E4', 'G4', 'E4'],
  ['A4', 'G4', 'E4', 'D4', 'C4', 'D4', 'E4', 'C4'],
] as const;

export const song = (id: string, title: string, bpm: number, lyrics: readonly string[]): Song => ({
  id,
  title,
  bpm,
  lines: lyrics.map((line, lineIndex) => {
    const words = line.split(/\s+/).filter(Boolean);
    const tune = TUNES[lineIndex % TUNES.length]!;
    return words.map((word, i) => ({
      word,
      note: i === words.length - 1 ? 'C4' : tune[i % tune.length]!,
      beats: i === words.length - 1 ? 2 : 1,
    }));
  }),
});

export const card = (title: string, text: string, picture: Picture): LessonCard => ({ title, text, picture });

/** A question whose first answer is the right one; `order` shuffles where it shows so it is not always first. */
export const question = (prompt: string, right: [string, Picture], wrong: Array<[string, Picture]>, hint: string, order = 0): Question => {
  const answers = [right, ...wrong].map(([label, picture]) => ({ label, picture }));
  const shift = order % answers.length;
  const rotated = [...answers.slice(shift), ...answers.slice(0, shift)];
  return { prompt, answers: rotated, correct: (answers.length - shift) % answers.length, hint };
};

export const BEATS = {
  steady: { bpm: 90, beatsPerBar: 4, claps: [0, 1, 2, 3], bars: 2 },
  march: { bpm: 96, beatsPerBar: 4, claps: [0, 2, 3], bars: 2 },
  skip: { bpm: 88, beatsPerBar: 4, claps: [0, 1, 1.5, 2, 3], bars: 2 },
  waltz: { bpm: 84, beatsPerBar: 3, claps: [0, 1, 2], bars: 3 },
  echo: { bpm: 92, beatsPerBar: 4, claps: [0, 0.5, 2, 2.5], bars: 2 },
} satisfies Record<string, Beat>;

export interface DayContent {
  title: string;
  /** the CASEL competency this day serves */
  competency: Competency;
  lyrics: readonly string[];
  lesson: LessonCard[];
  practice: Question[];
  beat: keyof typeof BEATS;
  celebration: { message: string; picture: Picture };
}

/** A character's whole programme as written: its ten days, in order, and its eight test items. */
export interface ProgrammeContent {
  character: CharacterCode;
  days: DayContent[];
  screening: { title: string; questions: Question[] };
}

export const dayPage = (character: CharacterCode, day: number, content: DayContent): DayPage => ({
  id: dayPageId(character, day),
  character,
  day,
  title: content.title,
  competency: content.competency,
  song: song(`${character.toLowerCase()}-day-${day}`, content.title, 100, content.lyrics),
  lesson: content.lesson,
  practice: content.practice,
  beat: BEATS[content.beat],
  celebration: content.celebration,
});

export const dayPages = (programme: ProgrammeContent): DayPage[] =>
  programme.days.map((content, index) => dayPage(programme.character, index + 1, content));

export const screeningPage = (programme: ProgrammeContent): ScreeningPage => ({
  id: screeningPageId(programme.character),
  character: programme.character,
  title: programme.screening.title,
  questions: programme.screening.questions,
});
