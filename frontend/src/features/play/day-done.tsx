import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROGRAMME_DAYS } from '@domain/constants';
import { dayPageId } from '@domain/content/page-ids';
import type { PlayableModule } from '@domain/module';
import type { DayProgress } from '@domain/schemas';
import { dayAward } from '@domain/tokens';
import { paths } from '../../app/paths';
import { Confetti } from '../../components/confetti';
import { Icon } from '../../components/icon';
import { ReadAloud } from '../../components/read-aloud';
import { useScreenFocus } from '../../components/use-screen-focus';
import { CharacterPicture } from '../characters/character-picture';
import { useSettingsStore } from '../settings/settings-store';
import { playFanfare, playTick } from './audio';
import { COMING_SOON } from './day-status';
import { SaveStatus } from './step-layout';
import { usePageAvailable } from './use-page';
import { useArrivalSpeech } from './use-speech';
import { postTestTaken } from '@domain/test-forms';

const COUNT_MS = 90;

/** The tokens counted up from nought, a tick each, so the child sees (and hears) them arrive. */
const useCountUp = (target: number): number => {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= target) return;
    const timer = setTimeout(() => {
      setShown((count) => count + 1);
      playTick(useSettingsStore.getState().settings.soundVolume);
    }, COUNT_MS);
    return () => clearTimeout(timer);
  }, [shown, target]);
  return Math.min(shown, target);
};

export const dayDoneWords = (day: number, earned: number, balance: number) => [
  `Day ${day} done!`,
  `You earned ${earned} tokens today.`,
  `Now you have ${balance} tokens.`,
];

/** The end of a day is a celebration: a fanfare, confetti, the day's tokens counted up and said aloud, the way on. */
export const DayDone = ({ module, day, progress }: { module: PlayableModule; day: number; progress: DayProgress }) => {
  const earned = dayAward(progress);
  const { balance } = module.game_details.inventory;
  const counted = useCountUp(earned);
  const nextDay = day + 1 <= PROGRAMME_DAYS && day + 1 <= module.day_completed + 1 ? day + 1 : null;
  // The next day is offered only if its page exists; after the last day comes the quiz again, on its other form.
  const next = usePageAvailable(nextDay ? dayPageId(module.name, nextDay) : null);
  const lastQuiz = day === PROGRAMME_DAYS && module.day_completed >= PROGRAMME_DAYS && !postTestTaken(module.game_details);
  const way = nextDay
    ? next === 'no'
      ? COMING_SOON
      : `Tap the big button to play day ${nextDay}.`
    : lastQuiz
      ? 'Tap the big button for a few last questions.'
      : 'You finished the whole programme. Amazing!';
  const words = [...dayDoneWords(day, earned, balance), way];
  // Said once the way on is known, so the child never hears the start twice.
  useArrivalSpeech(next === 'asking' ? [] : words);
  const root = useScreenFocus<HTMLElement>(next);
  useEffect(() => playFanfare(useSettingsStore.getState().settings.musicVolume), []);

  return (
    <main ref={root} className="page page--center day-done">
      <Confetti />
      <section className="card card--center summary">
        <CharacterPicture code={module.name} size={120} />
        <div className="friendly__head">
          <h1>Day {day} done!</h1>
          <ReadAloud text={words} />
        </div>
        <p className="summary__tokens">
          <Icon name="coin" size={44} /> <span aria-hidden="true">+{counted}</span>
          <span className="visually-hidden">{earned} tokens today</span>
        </p>
        <p className="message">
          You have <strong>{balance}</strong> tokens.
        </p>
        <SaveStatus />
        {nextDay && next !== 'no' ? (
          <Link className="button button--primary button--huge" to={paths.day(module.name, nextDay)} data-primary>
            <Icon name="play" size={32} /> Day {nextDay}
          </Link>
        ) : lastQuiz ? (
          <Link className="button button--primary button--huge" to={paths.step(module.name, day, 'screening')} data-primary>
            <Icon name="star" size={32} /> A few last questions
          </Link>
        ) : (
          <p className="message">{way}</p>
        )}
        <div className="row">
          <Link className="button" to={paths.module(module.name)}>
            <Icon name="back" /> My days
          </Link>
          <Link className="button" to={paths.shop}>
            <Icon name="bag" /> Shop
          </Link>
        </div>
      </section>
    </main>
  );
};
