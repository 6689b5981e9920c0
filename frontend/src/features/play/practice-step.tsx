import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { DayStatus } from './day-status';
import { QuestionRound, type RoundResult } from './question-round';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

/** Questions on the lesson; counts correct and wrong answers. In review it changes nothing. */
const PracticeStep = ({ review = false }: { review?: boolean }) => {
  const state = useDay();
  const navigate = useNavigate();
  const [result, setResult] = useState<RoundResult | null>(null);
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, page, play } = state;

  const done = (round: RoundResult) => {
    setResult(round);
    if (!review) play({ type: 'practice', day, correct_answers: round.correct, wrong_answers: round.wrong });
  };

  return (
    <StepLayout step={3} title="Practice" instruction="Tap the right picture. You can always try again!">
      {result ? (
        <section className="card card--center">
          <Icon name="star" size={96} />
          <h2>
            You got {result.correct} of {page.practice.length} on the first try!
          </h2>
          <NextButton
            onClick={() => void navigate(review ? paths.review : paths.step(module.name, day, 'followthebeat'))}
            label={review ? 'Done' : 'Next'}
          />
        </section>
      ) : (
        <QuestionRound questions={page.practice} onDone={done} />
      )}
    </StepLayout>
  );
};
export default PracticeStep;
