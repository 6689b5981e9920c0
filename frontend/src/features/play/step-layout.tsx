import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { CharacterPicture } from '../characters/character-picture';
import { BackLink } from '../../components/back-link';
import { Dialog } from '../../components/dialog';
import { Icon, type IconName } from '../../components/icon';
import { ReadAloud } from '../../components/read-aloud';
import { useScreenFocus } from '../../components/use-screen-focus';
import { SAVE_MESSAGES, useModulesStore } from '../modules/modules-store';
import { useArrivalSpeech } from './use-speech';

export const STEP_ICONS: Array<{ key: string; label: string; icon: IconName }> = [
  { key: 'emotion', label: 'Feelings', icon: 'star' },
  { key: 'sing', label: 'Sing', icon: 'speaker' },
  { key: 'learn', label: 'Learn', icon: 'check' },
  { key: 'practice', label: 'Practice', icon: 'check' },
  { key: 'followthebeat', label: 'Beat', icon: 'play' },
  { key: 'celebrate', label: 'Celebrate', icon: 'star' },
  { key: 'after', label: 'Feelings', icon: 'star' },
];

/**
 * Says when progress is waiting for the network, and when a save was refused. Inside a day a refused save is a
 * friendly dialog, said aloud, whose one button goes back to where the day really is (`retryTo`).
 */
export const SaveStatus = ({ retryTo, character }: { retryTo?: string; character?: string }) => {
  const { saveState, saveMessage } = useModulesStore();
  const navigate = useNavigate();
  if (saveState === 'offline') {
    return (
      <p className="save-status" role="status">
        <Icon name="cloud" /> Saving when the internet is back. Keep playing!
      </p>
    );
  }
  if (!saveMessage) return null;
  if (!retryTo || !character) {
    return (
      <p className="message message--error" role="alert">
        {saveMessage}
      </p>
    );
  }
  const again = () => {
    useModulesStore.setState({ saveMessage: null, saveState: 'saved' });
    void navigate(retryTo, { replace: true });
  };
  return (
    <Dialog title="Oops!" speech={saveMessage} onClose={again}>
      <CharacterPicture code={character} size={110} />
      <p className="dialog__text">{saveMessage}</p>
      <button type="button" className="button button--primary button--big" onClick={again} data-primary>
        <Icon name="play" size={28} /> {saveMessage === SAVE_MESSAGES.refused ? 'Let’s go!' : 'OK'}
      </button>
    </Dialog>
  );
};

interface StepLayoutProps {
  step: number;
  title: string;
  instruction: string;
  /** the module's name and the day: for the back control and the refused-save screen */
  character: string;
  day: number;
  /** said on arrival; the instruction unless the step has more to say */
  speech?: string | readonly string[];
  /** changes each time the step moves on (a phase, a card, a question): focus follows to its primary control */
  moment?: unknown;
  /** a round of the step's own (the test): its items are the dots, in place of the day's steps */
  progress?: { at: number; count: number; label: string };
  children: ReactNode;
}

/** Every step of a day: where the child is in the day, the instruction (said on arrival), the activity. */
export const StepLayout = ({ step, title, instruction, character, day, speech, moment = null, progress, children }: StepLayoutProps) => {
  useArrivalSpeech(speech ?? instruction);
  const root = useScreenFocus<HTMLElement>(moment);
  const dots = progress ? Array.from({ length: progress.count }, (_, index) => `${index}`) : STEP_ICONS.map((item) => item.key);
  const at = progress ? progress.at : step;
  return (
    <main ref={root} className="page step">
      <div className="step__top">
        <BackLink to={paths.module(character)} label="Back to my days" />
        <ol
          className="step-dots"
          aria-label={
            progress
              ? `${progress.label} ${Math.min(progress.at + 1, progress.count)} of ${progress.count}`
              : `Step ${step + 1} of ${STEP_ICONS.length}`
          }
        >
          {dots.map((key, index) => (
            <li
              key={key}
              className={index < at ? 'step-dot step-dot--done' : index === at ? 'step-dot step-dot--now' : 'step-dot'}
              aria-hidden="true"
            />
          ))}
        </ol>
      </div>
      <header className="step__head">
        <h1 className="page__title">{title}</h1>
        <ReadAloud text={speech ?? instruction} />
      </header>
      <p className="step__instruction">{instruction}</p>
      <SaveStatus retryTo={paths.day(character, day)} character={character} />
      {children}
    </main>
  );
};

export const NextButton = ({
  onClick,
  label = 'Next',
  disabled = false,
  primary = true,
}: {
  onClick: () => void;
  label?: string;
  disabled?: boolean;
  primary?: boolean;
}) => (
  <button
    type="button"
    className="button button--primary button--big"
    onClick={onClick}
    disabled={disabled}
    data-primary={primary || undefined}
  >
    {label} <Icon name="arrow" size={28} />
  </button>
);
