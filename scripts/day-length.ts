/**
 * How long a child spends on a day, worked out from the content rather than timed (a test never asserts a time):
 * every line the day speaks at the voice's pace, every stretch of song from its score and tempo exactly as the
 * player schedules it, the rhythm game from its beat, and a few seconds of the child's own for each tap or choice.
 * Prints, over every seeded day, the sing step and the whole day the first time and when the day is played again.
 * Run: npx tsx --tsconfig frontend/tsconfig.json scripts/day-length.ts
 */
import { DAY_PAGES } from '../domain/content/index.js';
import type { DayPage } from '../domain/content/schema.js';
import { plainLyric } from '../domain/content/score.js';
import { beatTimes } from '../frontend/src/features/play/beat-score.js';
import { RECORDING } from '../frontend/src/features/play/recording-quality.js';
import { lineSpan, planSong, wholeSong, type SongPlan, type Span } from '../frontend/src/features/play/song-sound.js';

/** A browser voice at rate 1 says about 14 characters a second (≈ 165 words a minute); the game speaks at 0.9. */
const CHARS_PER_SECOND = 14 * 0.9;
/** The gap between two queued lines. */
const GAP = 0.3;
/** A child's own time for one tap or choice, after the words that ask for it. */
const TAP = 3;
/** An influencer's message: the demo videos are about this long. */
const VIDEO = 15;

const speak = (...lines: string[]) => lines.reduce((sum, line) => sum + line.length / CHARS_PER_SECOND + GAP, 0);
/** What playSpan takes: a 0.15 s lead, the span at the song's tempo, 0.05 s to end. */
const play = (plan: SongPlan, span: Span) => 0.15 + (span.to - span.from) * plan.secondsPerBeat + 0.05;

/** The song itself: echo teaching (each line said, played, "Your turn!", played for the child), or once through. */
const singing = (page: DayPage, learnt: boolean) => {
  const plan = planSong(page.song);
  return learnt
    ? speak('Sing along!') + play(plan, wholeSong(plan))
    : page.song.lines.reduce(
        (sum, line, index) => sum + speak(plainLyric(line.lyric), 'Your turn! Sing it back!') + 2 * play(plan, lineSpan(plan, index)),
        0,
      );
};

/** The sing step: its spoken instruction, the song, the praise and the taps around them. */
const singStep = (page: DayPage, learnt: boolean) => {
  // The step's instruction, as sing-step.tsx says it.
  const instruction = learnt
    ? 'You know this song! Press play and sing along. To learn it line by line, tap the button with the lines.'
    : 'Press play. Listen to each line, then sing it back! Follow the bright words.';
  return speak(instruction) + TAP + singing(page, learnt) + speak('Great singing! Tap next.') + TAP;
};

const dayLength = (page: DayPage, learnt: boolean) => {
  const plan = planSong(page.song);
  const feelings = speak('How do you feel right now? Tap a face.') + TAP + speak('Happy');
  const learn = page.lesson.reduce((sum, card) => sum + speak(card.title, card.text) + TAP, speak('Look and listen.'));
  // Each question read with its answers, answered right the first time, and cheered.
  const practice = page.practice.reduce(
    (sum, question) => sum + speak(question.prompt, ...question.answers.map((answer) => answer.label)) + TAP + speak('Yes! Great job!'),
    speak('Tap the right picture. You can always try again!') + speak('Great thinking!', 'Tap next.') + TAP,
  );
  const round = beatTimes(page.beat, 0);
  const beat =
    speak('Listen to the count. Then tap the drum, or clap, with every tock!') +
    TAP +
    round.end +
    speak('Two stars! Great clapping!') +
    TAP;
  const celebrate =
    speak(page.celebration.message, 'Let’s celebrate!') +
    speak('Sing the song once more!') +
    TAP +
    play(plan, wholeSong(plan)) +
    speak('Record a message to yourself!') +
    2 * TAP +
    Math.min(8, RECORDING.maxSeconds) +
    speak('Tap watch!') +
    TAP +
    VIDEO +
    speak('Hooray! You did it all! Tap next.') +
    TAP;
  const after =
    speak('You did it! How do you feel now? Tap a face.') + TAP + speak('You earned 10 tokens today.', 'Now you have 40 tokens.');
  return feelings + singStep(page, learnt) + learn + practice + beat + celebrate + after;
};

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
  return `median ${clock(at(0.5))}  (shortest ${clock(sorted[0]!)}, longest ${clock(sorted.at(-1)!)})`;
};

const fourLines = DAY_PAGES.filter((page) => page.song.lines.length === 4);
console.log(`${DAY_PAGES.length} days (${fourLines.length} with a four-line song)`);
console.log(`the song alone, first time (echo): ${summary(fourLines.map((page) => singing(page, false)))}`);
console.log(`the song alone, played again:     ${summary(fourLines.map((page) => singing(page, true)))}`);
console.log(`sing step, first time (echo):   ${summary(fourLines.map((page) => singStep(page, false)))}`);
console.log(`sing step, played again:        ${summary(fourLines.map((page) => singStep(page, true)))}`);
console.log(`whole day, first time:          ${summary(DAY_PAGES.map((page) => dayLength(page, false)))}`);
console.log(`whole day, played again:        ${summary(DAY_PAGES.map((page) => dayLength(page, true)))}`);
