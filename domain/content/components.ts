import * as v from 'valibot';
import { CHARACTER_CODES, type CharacterCode } from '../constants.js';
import { song } from './build.js';
import { trimmed } from '../validation.js';
import { beatSchema, lessonCardSchema, pictureSchema, questionSchema, type DayPage } from './schema.js';
import { dayPageId } from './page-ids.js';

/** The components pages are built from, what each takes, and the defaults a new one starts with. */
export const componentDefaultsSchema = v.strictObject({
  lessonCard: lessonCardSchema,
  question: questionSchema,
  beat: beatSchema,
  celebration: v.strictObject({ message: trimmed(160), picture: pictureSchema }),
});
export type ComponentDefaults = v.InferOutput<typeof componentDefaultsSchema>;

export const COMPONENT_DEFAULTS: ComponentDefaults = {
  lessonCard: { title: 'New card', text: 'Say one idea in one short sentence.', picture: 'star' },
  question: {
    prompt: 'Which one is kind?',
    answers: [
      { label: 'Helping a friend', picture: 'helper' },
      { label: 'Shouting', picture: 'shout' },
    ],
    correct: 0,
    hint: 'Kind things help other people feel good.',
  },
  beat: { bpm: 90, beatsPerBar: 4, claps: [0, 1, 2, 3], bars: 2 },
  celebration: { message: 'You did it! Well done today!', picture: 'star' },
};

export const COMPONENTS = [
  { id: 'song', name: 'Song', fields: 'title, tempo (bpm), lyrics: one line each, every word set to a note' },
  { id: 'lessonCard', name: 'Lesson card', fields: 'title, text (read aloud), picture, optional uploaded image' },
  { id: 'question', name: 'Question', fields: 'prompt, 2–3 picture answers, which one is right, a kind hint' },
  { id: 'beat', name: 'Beat', fields: 'tempo (bpm), beats per bar, clap times in the bar, bars' },
  { id: 'celebration', name: 'Celebration', fields: 'message, picture' },
] as const;

/**
 * A day page the programme does not have yet, as an admin starts it: the components' defaults (three cards, three
 * questions), a two-line song and day N's title, all to be rewritten before children see it.
 */
export const newDayPage = (character: CharacterCode, day: number, defaults: ComponentDefaults): DayPage => ({
  id: dayPageId(character, day),
  character,
  day,
  title: `Day ${day}`,
  competency: 'self-awareness',
  song: song(`${character.toLowerCase()}-day-${day}`, `Day ${day}`, 100, ['A brand new song for today', 'Change these words to your own']),
  lesson: [defaults.lessonCard, defaults.lessonCard, defaults.lessonCard].map((card) => ({ ...card })),
  practice: [defaults.question, defaults.question, defaults.question].map((question) => structuredClone(question)),
  beat: { ...defaults.beat },
  celebration: { ...defaults.celebration },
});

/** The character and day a page id names (RESPA-day-4), or null for any other id. */
export const parseDayPageId = (id: string): { character: CharacterCode; day: number } | null => {
  const match = /^([A-Z]+)-day-(10|[1-9])$/.exec(id);
  const character = CHARACTER_CODES.find((code) => code === match?.[1]);
  return match && character ? { character, day: Number(match[2]) } : null;
};
