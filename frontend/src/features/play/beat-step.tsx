import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { useSettingsStore } from '../settings/settings-store';
import { listenForClaps, playBeat, scoreBeat } from './audio';
import { DayStatus } from './day-status';
import { PictureArt } from './pictures';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

type Phase = 'ready' | 'playing' | 'scored';

/**
 * Follow the beat: listen, then clap along (the microphone hears claps) or tap the drum. Tapping always works,
 * so a child without a working microphone is never stuck; every round earns at least one star.
 */
const BeatStep = () => {
  const state = useDay();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('ready');
  const [stars, setStars] = useState(0);
  const [pulse, setPulse] = useState(0);
  const [micOn, setMicOn] = useState(false);
  const taps = useRef<number[]>([]);
  const clock = useRef<() => number>(() => 0);
  const stopMic = useRef<(() => void) | null>(null);
  useEffect(() => () => stopMic.current?.(), []);
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress, page, play } = state;

  const hit = (time: number) => {
    taps.current.push(time);
    setPulse((count) => count + 1);
  };

  const start = async () => {
    taps.current = [];
    setPhase('playing');
    const round = await playBeat(page.beat, useSettingsStore.getState().settings.soundVolume * 0.6);
    clock.current = round.now;
    try {
      stopMic.current ??= await listenForClaps(hit);
      setMicOn(true);
    } catch {
      setMicOn(false); // no microphone: tapping works just the same
    }
    setTimeout(
      () => {
        setStars(scoreBeat(round.expected, taps.current).stars);
        setPhase('scored');
        play({ type: 'followthebeat', day });
      },
      (round.end - round.now() + 0.4) * 1000,
    );
  };

  return (
    <StepLayout step={4} title="Follow the beat" instruction="Listen to the clicks, then clap along or tap the drum with the claps!">
      <button
        type="button"
        className={`drum${pulse % 2 ? ' drum--hit' : ''}`}
        onPointerDown={() => phase === 'playing' && hit(clock.current())}
        onKeyDown={(event) => {
          if (phase === 'playing' && (event.key === ' ' || event.key === 'Enter')) {
            event.preventDefault();
            hit(clock.current());
          }
        }}
        aria-label="Tap the drum"
        disabled={phase !== 'playing'}
      >
        <PictureArt name="drum" size={180} />
      </button>
      {phase === 'playing' && <p className="step__instruction">{micOn ? 'Clap or tap!' : 'Tap the drum!'}</p>}
      {phase === 'ready' && (
        <button type="button" className="button button--big" onClick={() => void start()}>
          <Icon name="play" size={28} /> Start the beat
        </button>
      )}
      {phase === 'scored' && (
        <section className="card card--center" aria-live="polite">
          <div className="stars" aria-label={`${stars} of 3 stars`}>
            {[1, 2, 3].map((n) => (
              <Icon key={n} name="star" size={64} className={n <= stars ? 'star--on' : 'star--off'} />
            ))}
          </div>
          <p className="message">{stars === 3 ? 'Perfect rhythm!' : stars === 2 ? 'Great clapping!' : 'Good try! Want to go again?'}</p>
          <div className="row">
            <button type="button" className="button button--big" onClick={() => void start()}>
              Play again
            </button>
          </div>
        </section>
      )}
      {progress.followthebeat.completed && phase !== 'playing' && (
        <NextButton onClick={() => void navigate(paths.step(module.name, day, 'celebrate'))} />
      )}
    </StepLayout>
  );
};
export default BeatStep;
