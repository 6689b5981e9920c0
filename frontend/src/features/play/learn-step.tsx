import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { DayStatus } from './day-status';
import { LessonCardView } from './lesson-card';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

/** The day's lesson, a few picture cards read aloud one by one. In review it changes nothing. */
const LearnStep = ({ review = false }: { review?: boolean }) => {
  const state = useDay(review ? undefined : 'learn');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const card = state.status === 'ready' ? state.page.lesson[index] : undefined;
  if (state.status !== 'ready' || !card) return <DayStatus state={state.status === 'ready' ? { status: 'loading' } : state} />;
  const { module, day, page, play } = state;
  const last = index === page.lesson.length - 1;

  const finish = () => {
    if (review) return void navigate(paths.review);
    // Reading the cards leaves nothing of the child's to lose: the step waits to go with practice's save, one
    // request fewer a day (a reload keeps it waiting, a sign-out sends it).
    if (play({ type: 'learn', day }, { hold: true })) void navigate(paths.step(module.name, day, 'practice'));
  };

  return (
    <StepLayout
      step={2}
      character={module.name}
      day={day}
      title="Learn"
      instruction="Look and listen."
      speech={[card.title, card.text]}
      moment={index}
    >
      <LessonCardView card={card} index={index} total={page.lesson.length} />
      <div className="row">
        {index > 0 && (
          <button type="button" className="button button--big" onClick={() => setIndex(index - 1)}>
            <Icon name="back" size={28} /> Back
          </button>
        )}
        {last ? (
          <NextButton onClick={finish} label={review ? 'Done' : 'I learned it!'} />
        ) : (
          <NextButton onClick={() => setIndex(index + 1)} label="Next card" />
        )}
      </div>
    </StepLayout>
  );
};
export default LearnStep;
