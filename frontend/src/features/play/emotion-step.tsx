import { useNavigate } from 'react-router-dom';
import { EMOTIONS, type Emotion } from '@domain/constants';
import { paths } from '../../app/paths';
import { EmotionFace } from './emotion-faces';
import { DayStatus } from './day-status';
import { StepLayout } from './step-layout';
import { useDay } from './use-day';

const label = (emotion: Emotion) => emotion.charAt(0).toUpperCase() + emotion.slice(1);

/** The emotion check: before the day it saves pre_emotion, after celebrating it saves post_emotion. */
const EmotionStep = () => {
  const state = useDay();
  const navigate = useNavigate();
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress, play } = state;
  const after = progress.celebrate.completed;
  const chosen = after ? progress.post_emotion : progress.pre_emotion;

  const choose = (emotion: Emotion) => {
    play({ type: after ? 'postEmotion' : 'preEmotion', day, emotion });
    void navigate(after ? paths.day(module.name, day) : paths.step(module.name, day, 'sing'));
  };

  return (
    <StepLayout
      step={after ? 6 : 0}
      title={after ? 'How do you feel now?' : 'How do you feel?'}
      instruction={after ? 'You did it! How do you feel now? Tap a face.' : 'How do you feel right now? Tap a face.'}
    >
      <div className="emotions" role="group" aria-label="Feelings">
        {EMOTIONS.map((emotion) => (
          <button key={emotion} type="button" className="emotion" aria-pressed={chosen === emotion} onClick={() => choose(emotion)}>
            <EmotionFace emotion={emotion} />
            <span>{label(emotion)}</span>
          </button>
        ))}
      </div>
    </StepLayout>
  );
};
export default EmotionStep;
