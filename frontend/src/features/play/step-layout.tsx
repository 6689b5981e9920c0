import { useEffect, type ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icon';
import { useModulesStore } from '../modules/modules-store';
import { speak, stopSpeaking } from './speech';

export const STEP_ICONS: Array<{ key: string; label: string; icon: IconName }> = [
  { key: 'emotion', label: 'Feelings', icon: 'star' },
  { key: 'sing', label: 'Sing', icon: 'speaker' },
  { key: 'learn', label: 'Learn', icon: 'check' },
  { key: 'practice', label: 'Practice', icon: 'check' },
  { key: 'followthebeat', label: 'Beat', icon: 'play' },
  { key: 'celebrate', label: 'Celebrate', icon: 'star' },
  { key: 'after', label: 'Feelings', icon: 'star' },
];

/** A button that reads the screen's instruction aloud again. */
export const ReadAloud = ({ text }: { text: string }) => (
  <button type="button" className="button button--round" onClick={() => speak(text)} aria-label="Read to me">
    <Icon name="speaker" size={30} />
  </button>
);

/** Says when progress is waiting for the network, and when a save was refused. */
export const SaveStatus = () => {
  const { saveState, saveMessage } = useModulesStore();
  if (saveState === 'offline') {
    return (
      <p className="save-status" role="status">
        <Icon name="cloud" /> Saving when the internet is back. Keep playing!
      </p>
    );
  }
  if (saveMessage) {
    return (
      <p className="message message--error" role="alert">
        {saveMessage}
      </p>
    );
  }
  return null;
};

interface StepLayoutProps {
  step: number;
  title: string;
  instruction: string;
  children: ReactNode;
}

/** Every step of a day: where the child is in the day, the instruction (read aloud on arrival), the activity. */
export const StepLayout = ({ step, title, instruction, children }: StepLayoutProps) => {
  useEffect(() => {
    speak(instruction);
    return stopSpeaking;
  }, [instruction]);
  return (
    <main className="page step">
      <ol className="step-dots" aria-label={`Step ${step + 1} of ${STEP_ICONS.length}`}>
        {STEP_ICONS.map((item, index) => (
          <li
            key={item.key}
            className={index < step ? 'step-dot step-dot--done' : index === step ? 'step-dot step-dot--now' : 'step-dot'}
            aria-hidden="true"
          />
        ))}
      </ol>
      <header className="step__head">
        <h1 className="page__title">{title}</h1>
        <ReadAloud text={instruction} />
      </header>
      <p className="step__instruction">{instruction}</p>
      <SaveStatus />
      {children}
    </main>
  );
};

export const NextButton = ({ onClick, label = 'Next', disabled = false }: { onClick: () => void; label?: string; disabled?: boolean }) => (
  <button type="button" className="button button--primary button--big" onClick={onClick} disabled={disabled}>
    {label} <Icon name="arrow" size={28} />
  </button>
);
