import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { DayStatus } from './day-status';
import { LessonCardView } from './lesson-card';
import { speak } from './speech';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

/** The day's lesson, a few picture cards read aloud one by one. In review it changes nothing. */
const LearnStep = ({ review = false }: { review?: boolean }) => {
  const state = useDay();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const card = state.status === 'ready' ? state.page.lesson[index] : undefined;
  useEffect(() => {
    if (card && index > 0) speak(`${card.title}. ${card.text}`);
  }, [card, index]);
  if (state.status !== 'ready' || !card) return <DayStatus state={state.status === 'ready' ? { status: 'loading' } : state} />;
  const { module, day, page, play } = state;
  const last = index === page.lesson.length - 1;

  const finish = () => {
    if (review) return void navigate(paths.review);
    play({ type: 'learn', day });
    void navigate(paths.step(module.name, day, 'practice'));
  };

  return (
    <StepLayout step={2} title="Learn" instruction={`${card.title}. ${card.text}`}>
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
