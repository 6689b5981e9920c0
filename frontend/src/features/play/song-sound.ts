import { accompanimentPattern } from '@domain/content/accompaniment';
import { harmonise, songNotes, type Bar, type SongNote } from '@domain/content/harmony';
import { parseScore, type SongScore, type TimedLine } from '@domain/content/score';
import { band, blow, strike } from './instruments';

/** A day's song as the page stores it: its written score, with the id and title it is shown under. */
export type PlayedSong = Pick<SongScore, 'bpm' | 'metre' | 'key' | 'feel' | 'lines'> & { id: string; title: string };

/** Everything the player needs, worked out once: the lines in time, the melody, the chords and bass per bar. */
export interface SongPlan {
  song: PlayedSong;
  lines: TimedLine[];
  notes: SongNote[];
  bars: Bar[];
  lineStarts: number[];
  beats: number;
  secondsPerBeat: number;
}

export const planSong = (song: PlayedSong, day = 1): SongPlan => {
  const lines = parseScore({ day, ...song });
  const { notes, lineStarts, beats } = songNotes(lines);
  return { song, lines, notes, bars: harmonise(song.key, song.metre, lines), lineStarts, beats, secondsPerBeat: 60 / song.bpm };
};

/** A stretch of the song, in beats from its start: a line, or the whole song. */
export interface Span {
  from: number;
  to: number;
}
export const wholeSong = (plan: SongPlan): Span => ({ from: 0, to: plan.beats });
export const lineSpan = (plan: SongPlan, line: number): Span => ({
  from: plan.lineStarts[line]!,
  to: plan.lineStarts[line]! + plan.lines[line]!.beats,
});

/** Notes of the melody that start within a span. */
export const notesIn = (plan: SongPlan, span: Span): SongNote[] =>
  plan.notes.filter((note) => note.start >= span.from && note.start < span.to);

type Started = AudioScheduledSourceNode[];

/** The accompaniment for some bars: each bar's chord and bass in the rhythm of the feel, from its start time. */
const accompany = (
  ctx: BaseAudioContext,
  instruments: ReturnType<typeof band>,
  { feel, metre, secondsPerBeat }: { feel: PlayedSong['feel']; metre: number; secondsPerBeat: number },
  bars: ReadonlyArray<{ bar: Bar; at: number }>,
): Started =>
  bars.flatMap(({ bar, at }) =>
    accompanimentPattern(feel, metre).flatMap((hit) => {
      const start = at + hit.beat * secondsPerBeat;
      const length = hit.length * secondsPerBeat;
      if (hit.part === 'bass')
        return [strike(ctx, instruments.bass, 'bass', bar.bass[hit.bassNote % bar.bass.length]!, start, length, hit.accent)];
      return bar.voicing.map((note) => strike(ctx, instruments.chords, 'piano', note, start, length, hit.accent));
    }),
  );

/**
 * Schedules a span of the song from `at` (seconds on ctx's clock): the accompaniment for its bars, in the rhythm of
 * the song's feel, and the melody too unless `melody` is false (the child's turn to sing it). Answers the sources
 * it started (to stop them) and when the span ends.
 */
export const scheduleSong = (
  ctx: BaseAudioContext,
  out: AudioNode,
  plan: SongPlan,
  { at, span, melody = true, volume }: { at: number; span: Span; melody?: boolean; volume: number },
): { sources: Started; end: number } => {
  const instruments = band(ctx, out, volume);
  const seconds = (beats: number) => beats * plan.secondsPerBeat;
  const time = (beat: number) => at + seconds(beat - span.from);
  const bars = plan.bars.filter((bar) => bar.start >= span.from && bar.start < span.to).map((bar) => ({ bar, at: time(bar.start) }));
  const sources = accompany(ctx, instruments, { ...plan.song, secondsPerBeat: plan.secondsPerBeat }, bars);
  if (melody)
    for (const note of notesIn(plan, span)) sources.push(blow(ctx, instruments.melody, note.midi, time(note.start), seconds(note.beats)));
  return { sources, end: time(span.to) };
};

/**
 * The song's accompaniment under a round of follow the beat: its chords, bar by bar from the top of the song, at
 * the beat's own tempo and bars, so the claps the child makes are the song's rhythm over the song's harmony.
 */
export const scheduleBeatBed = (
  ctx: BaseAudioContext,
  out: AudioNode,
  plan: SongPlan,
  { at, bpm, beatsPerBar, bars, volume }: { at: number; bpm: number; beatsPerBar: number; bars: number; volume: number },
): Started => {
  const secondsPerBeat = 60 / bpm;
  const played = Array.from({ length: bars }, (_, i) => ({
    bar: plan.bars[i % plan.bars.length]!,
    at: at + i * beatsPerBar * secondsPerBeat,
  }));
  return accompany(ctx, band(ctx, out, volume), { feel: plan.song.feel, metre: beatsPerBar, secondsPerBeat }, played);
};
