import { useNavigate } from 'react-router-dom';
import { EMOTIONS, type Emotion } from '@domain/constants';
import { paths } from '../../app/paths';
import { EmotionFace } from './emotion-faces';
import { DayStatus } from './day-status';
import { sayOnKeyboardFocus, useOptionReading } from './option-reading';
import { say } from './speech';
import { StepLayout } from './step-layout';
import { useDay } from './use-day';

const label = (emotion: Emotion) => emotion.charAt(0).toUpperCase() + emotion.slice(1);
const LABELS = EMOTIONS.map(label);

/** The emotion check: before the day it saves pre_emotion, after celebrating it saves post_emotion. */
const EmotionStep = () => {
  const state = useDay('emotion');
  const navigate = useNavigate();
  const reading = useOptionReading(LABELS, state.status === 'ready');
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress, play } = state;
  const after = progress.celebrate.completed;
  const chosen = after ? progress.post_emotion : progress.pre_emotion;

  const choose = (emotion: Emotion) => {
    void say(label(emotion), { interrupt: true });
    // The feeling before the day goes with the song's save (a tap, soon made again if it is lost); the one after it
    // ends the day and is sent at once.
    if (!play({ type: after ? 'postEmotion' : 'preEmotion', day, emotion }, { hold: !after })) return;
    void navigate(after ? paths.day(module.name, day) : paths.step(module.name, day, 'sing'));
  };

  return (
    <StepLayout
      step={after ? 6 : 0}
      character={module.name}
      day={day}
      title={after ? 'How do you feel now?' : 'How do you feel?'}
      instruction={after ? 'You did it! How do you feel now? Tap a face.' : 'How do you feel right now? Tap a face.'}
      moment={after}
    >
      <div className="emotions" role="group" aria-label="Feelings">
        {EMOTIONS.map((emotion, index) => (
          <button
            key={emotion}
            type="button"
            className={`emotion${reading === index ? ' emotion--reading' : ''}`}
            aria-pressed={chosen === emotion}
            onClick={() => choose(emotion)}
            onFocus={sayOnKeyboardFocus(label(emotion))}
            data-primary={index === 0 || undefined}
            data-picture={emotion}
          >
            <EmotionFace emotion={emotion} size={72} />
            <span>{label(emotion)}</span>
          </button>
        ))}
      </div>
    </StepLayout>
  );
};
export default EmotionStep;
