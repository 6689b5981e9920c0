/**
 * A song as its writer sets it down: each line's words, with hyphens between the syllables of a longer word
 * ("but-ter-fly"), and the line's notes, one per syllable, with rests where the singer breathes. Written by hand
 * for its words; `parseScore` turns it into timed syllables and says exactly what does not fit.
 */
export const KEYS = ['C', 'G', 'F', 'D', 'Am', 'Dm', 'Em'] as const;
export type SongKey = (typeof KEYS)[number];

/** How a song moves; the accompaniment plays it, and the tempo must suit it (FEEL_TEMPO). */
export const FEELS = ['lullaby', 'gentle', 'waltz', 'bounce', 'march'] as const;
export type SongFeel = (typeof FEELS)[number];

export const FEEL_TEMPO: Record<SongFeel, { min: number; max: number }> = {
  lullaby: { min: 60, max: 80 },
  gentle: { min: 72, max: 96 },
  waltz: { min: 84, max: 120 },
  bounce: { min: 96, max: 126 },
  march: { min: 100, max: 126 },
};

export interface ScoreLine {
  /** the words as sung, hyphens between the syllables of one word: "My tum-my flut-ters like a but-ter-fly" */
  lyric: string;
  /**
   * One token per syllable in order, and rests: a note is a pitch with an optional length in beats ("E4",
   * "G4:2", "A4:0.5", "F#4:1.5"); a rest is "r" with its length ("r:1"). A line fills whole bars.
   */
  notes: string;
}

export interface SongScore {
  day: number;
  key: SongKey;
  /** beats in a bar: 2, 3 or 4 */
  metre: 2 | 3 | 4;
  bpm: number;
  feel: SongFeel;
  lines: ScoreLine[];
}

export interface TimedSyllable {
  /** the syllable as written, without its hyphen */
  text: string;
  /** the whole word the syllable belongs to, and whether this syllable ends it */
  word: string;
  endsWord: boolean;
  note: string;
  beats: number;
}

export interface TimedLine {
  syllables: TimedSyllable[];
  /** the rest after each syllable, in beats (a rest before the first syllable is `leadIn`) */
  restsAfter: number[];
  leadIn: number;
  beats: number;
}

export const NOTE_LENGTHS = [0.5, 1, 1.5, 2, 3, 4] as const;
/** The singable range of a young child: about an octave around C4 to C5. */
export const LOWEST = 'A3';
export const HIGHEST = 'D5';
export const MAX_SPAN = 12;

const PITCH = /^([A-G])(#?)([3-5])$/;
const STEP: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** A pitch as a MIDI number (C4 = 60). */
export const midi = (pitch: string): number => {
  const match = PITCH.exec(pitch);
  if (!match) throw new Error(`"${pitch}" is not a pitch such as C4 or F#4`);
  return (Number(match[3]) + 1) * 12 + STEP[match[1]!]! + (match[2] ? 1 : 0);
};

const parseLength = (token: string, text: string): number => {
  if (text === '') return 1;
  const beats = Number(text);
  if (!(NOTE_LENGTHS as readonly number[]).includes(beats)) {
    throw new Error(`"${token}": a length is one of ${NOTE_LENGTHS.join(', ')} beats`);
  }
  return beats;
};

/** The syllables of a lyric, each knowing its word. Punctuation stays with the word it follows. */
export const syllablesOf = (lyric: string): Array<Pick<TimedSyllable, 'text' | 'word' | 'endsWord'>> =>
  lyric
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((written) => {
      const parts = written.split('-').filter(Boolean);
      const word = parts.join('');
      return parts.map((text, i) => ({ text, word, endsWord: i === parts.length - 1 }));
    });

/** The lyric as a child reads it: hyphens between syllables gone. */
export const plainLyric = (lyric: string): string =>
  syllablesOf(lyric).reduce((line, s, i, all) => line + s.text + (s.endsWord && i < all.length - 1 ? ' ' : ''), '');

/** One line in time, or an error that names the line and what is wrong with it. */
export const parseLine = (line: ScoreLine, metre: number): TimedLine => {
  const syllables = syllablesOf(line.lyric);
  const tokens = line.notes.split(/\s+/).filter(Boolean);
  const timed: TimedSyllable[] = [];
  const restsAfter: number[] = [];
  let leadIn = 0;
  let beats = 0;
  for (const token of tokens) {
    const [head = '', length = ''] = token.split(':');
    const duration = parseLength(token, length);
    beats += duration;
    if (head === 'r') {
      if (timed.length === 0) leadIn += duration;
      else restsAfter[timed.length - 1] = (restsAfter[timed.length - 1] ?? 0) + duration;
      continue;
    }
    midi(head);
    const syllable = syllables[timed.length];
    if (!syllable)
      throw new Error(
        `"${plainLyric(line.lyric)}": ${tokens.filter((t) => !t.startsWith('r')).length} notes for ${syllables.length} syllables`,
      );
    timed.push({ ...syllable, note: head, beats: duration });
    restsAfter.push(0);
  }
  if (timed.length !== syllables.length) {
    throw new Error(`"${plainLyric(line.lyric)}": ${timed.length} notes for ${syllables.length} syllables`);
  }
  if (beats % metre !== 0) throw new Error(`"${plainLyric(line.lyric)}": ${beats} beats is not a whole number of ${metre}-beat bars`);
  return { syllables: timed, restsAfter, leadIn, beats };
};

/** A song as a page stores it: the score without its day (the page has it). */
export type StoredScore = Omit<SongScore, 'day'> & { day?: number };

/** Every line in time; throws on the first line that does not fit, or a note outside a child's range. */
export const parseScore = (score: StoredScore): TimedLine[] => {
  const day = score.day === undefined ? '' : `day ${score.day}: `;
  const lines = score.lines.map((line) => parseLine(line, score.metre));
  const pitches = lines.flatMap((line) => line.syllables.map((s) => midi(s.note)));
  const low = Math.min(...pitches);
  const high = Math.max(...pitches);
  if (low < midi(LOWEST) || high > midi(HIGHEST)) throw new Error(`${day}notes must stay between ${LOWEST} and ${HIGHEST}`);
  if (high - low > MAX_SPAN) throw new Error(`${day}the tune spans ${high - low} semitones, more than an octave`);
  const { min, max } = FEEL_TEMPO[score.feel];
  if (score.bpm < min || score.bpm > max) throw new Error(`${day}a ${score.feel} song goes at ${min}–${max} bpm, not ${score.bpm}`);
  return lines;
};
