import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { useSettingsStore } from '../settings/settings-store';
import { outputTime, playBeat, type BeatRound } from './audio';
import { BEAT_TIMING, scoreBeat, type BeatScore } from './beat-score';
import { DayStatus } from './day-status';
import { listenForClaps } from './microphone';
import { PictureArt } from './pictures';
import { say, stopSpeaking } from './speech';
import { NextButton, StepLayout } from './step-layout';
import { planSong } from './song-sound';
import { useDay } from './use-day';

type Phase = 'ready' | 'counting' | 'playing' | 'scored';

/** How long the drum glows on each beat. */
const PULSE_SECONDS = 0.15;

const STAR_WORDS = {
  1: 'One star! Good try! Want to go again?',
  2: 'Two stars! Great clapping!',
  3: 'Three stars! Perfect rhythm!',
} as const;

/** What the screen shows at one moment of a round: the count-in number, the clap that is sounding, a glow. */
interface Beat {
  count: number | null;
  clap: number | null;
  pulse: boolean;
}

const beatAt = (round: BeatRound, now: number): Beat => {
  const clap = round.due.findLastIndex((time) => time <= now);
  const counted = round.countIn.findLastIndex((time) => time <= now);
  const last = clap >= 0 ? round.due[clap]! : counted >= 0 ? round.countIn[counted]! : -Infinity;
  return { count: clap < 0 && counted >= 0 ? counted + 1 : null, clap: clap >= 0 ? clap : null, pulse: now - last < PULSE_SECONDS };
};

/**
 * Follow the beat, a real rhythm game: a bar of count-in, then a pattern of "tocks" to clap along with. The beat is
 * seen as well as heard (the drum glows and a light moves along the dots with each clap, motion or not), and stars
 * come from timing alone (beat-score.ts), whether the child taps the drum or claps into the microphone. Tapping
 * always works, so a child without a microphone is never stuck; every round earns at least one star.
 */
const BeatStep = () => {
  const state = useDay('followthebeat');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('ready');
  const [beat, setBeat] = useState<Beat>({ count: null, clap: null, pulse: false });
  const [heard, setHeard] = useState<boolean[]>([]);
  const [score, setScore] = useState<BeatScore | null>(null);
  const [micOn, setMicOn] = useState(false);
  const [hitFlash, setHitFlash] = useState(0);
  const round = useRef<BeatRound | null>(null);
  const taps = useRef<number[]>([]);
  const frame = useRef(0);
  const stopMic = useRef<(() => void) | null>(null);
  /** taps and claps count from the count-in to the end of the round */
  const listening = useRef(false);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      listening.current = false;
      stopMic.current?.();
    },
    [],
  );
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress, page, play } = state;

  /** A tap or a clap, at the time it was heard: lights the clap it landed on at once. */
  const hit = (time: number) => {
    const current = round.current;
    // Taps along with the count-in are the child getting ready, not wrong taps.
    if (!current || !listening.current || time < current.due[0]! - BEAT_TIMING.good - BEAT_TIMING.maxLag) return;
    taps.current.push(time);
    setHitFlash((count) => count + 1);
    const landed = current.due.findIndex((due) => Math.abs(time - due) <= BEAT_TIMING.good + BEAT_TIMING.maxLag);
    if (landed >= 0) setHeard((lit) => lit.map((on, i) => on || i === landed));
  };
  const tap = (event: SyntheticEvent) => hit(outputTime(event.timeStamp));

  const start = async () => {
    stopSpeaking();
    taps.current = [];
    setScore(null);
    setHeard(page.beat.claps.flatMap(() => Array.from({ length: page.beat.bars }, () => false)));
    setPhase('counting');
    const scheduled = await playBeat(page.beat, useSettingsStore.getState().settings.soundVolume * 0.6, planSong(page.song));
    round.current = scheduled;
    listening.current = true;
    try {
      stopMic.current ??= await listenForClaps(hit);
      setMicOn(true);
    } catch {
      setMicOn(false); // no microphone: tapping works just the same
    }
    const tick = () => {
      const now = outputTime();
      const seen = beatAt(scheduled, now);
      setBeat((shown) => (shown.count === seen.count && shown.clap === seen.clap && shown.pulse === seen.pulse ? shown : seen));
      if (seen.clap !== null) setPhase('playing');
      if (now < scheduled.end + 0.3) {
        frame.current = requestAnimationFrame(tick);
        return;
      }
      listening.current = false;
      stopMic.current?.();
      stopMic.current = null;
      const result = scoreBeat(scheduled.due, taps.current);
      setScore(result);
      setHeard(result.hits);
      setBeat({ count: null, clap: null, pulse: false });
      setPhase('scored');
      play({ type: 'followthebeat', day });
      void say(STAR_WORDS[result.stars], { auto: true });
    };
    frame.current = requestAnimationFrame(tick);
  };

  const dots = heard.length > 0 ? heard : page.beat.claps.flatMap(() => Array.from({ length: page.beat.bars }, () => false));
  const playingNow = phase === 'counting' || phase === 'playing';
  return (
    <StepLayout
      step={4}
      character={module.name}
      day={day}
      title="Follow the beat"
      instruction="Listen to the count. Then tap the drum, or clap, with every tock!"
      moment={phase}
    >
      <div className="beat">
        <button
          type="button"
          className={`drum${beat.pulse ? ' drum--beat' : ''}${hitFlash % 2 ? ' drum--hit' : ''}`}
          onPointerDown={tap}
          onKeyDown={(event) => {
            if (event.key === ' ' || event.key === 'Enter') {
              event.preventDefault();
              if (!event.repeat) tap(event);
            }
          }}
          aria-label="Tap the drum"
          data-primary={playingNow || undefined}
        >
          <PictureArt name="drum" size={150} />
          {beat.count !== null && (
            <span className="drum__count" aria-hidden="true">
              {beat.count}
            </span>
          )}
        </button>
        <ol className="beat-dots" aria-label="The claps">
          {dots.map((lit, index) => (
            <li
              key={index}
              className={`beat-dot${beat.clap === index ? ' beat-dot--now' : ''}${lit ? ' beat-dot--hit' : ''}`}
              aria-label={`Clap ${index + 1}${lit ? ', hit' : ''}`}
            />
          ))}
        </ol>
      </div>
      {playingNow && (
        <p className="step__instruction beat__prompt" role="status">
          {phase === 'counting' ? 'Get ready…' : micOn ? 'Clap or tap!' : 'Tap the drum!'}
        </p>
      )}
      {phase === 'ready' && (
        <button type="button" className="button button--big" onClick={() => void start()} data-primary>
          <Icon name="play" size={28} /> Start the beat
        </button>
      )}
      {phase === 'scored' && score && (
        <section className="card card--center beat__result">
          <div className="stars" role="img" aria-label={`${score.stars} of 3 stars`}>
            {[1, 2, 3].map((n) => (
              <Icon key={n} name="star" size={56} className={n <= score.stars ? 'star--on' : 'star--off'} />
            ))}
          </div>
          <p className="message">{STAR_WORDS[score.stars]}</p>
          <div className="row">
            <button
              type="button"
              className="button button--big"
              onClick={() => void start()}
              data-primary={!progress.followthebeat.completed || undefined}
            >
              Play again
            </button>
            {progress.followthebeat.completed && <NextButton onClick={() => void navigate(paths.step(module.name, day, 'celebrate'))} />}
          </div>
        </section>
      )}
      {phase === 'ready' && progress.followthebeat.completed && (
        <NextButton primary={false} onClick={() => void navigate(paths.step(module.name, day, 'celebrate'))} />
      )}
    </StepLayout>
  );
};
export default BeatStep;
