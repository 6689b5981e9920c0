import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { DayStatus } from './day-status';
import { QuestionRound, type RoundResult } from './question-round';
import { say } from './speech';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

export const practiceSummary = (correct: number, total: number) => `You got ${correct} of ${total} on the first try!`;

/** Questions on the lesson; counts correct and wrong answers. In review it changes nothing. */
const PracticeStep = ({ review = false }: { review?: boolean }) => {
  const state = useDay(review ? undefined : 'practice');
  const navigate = useNavigate();
  const [result, setResult] = useState<RoundResult | null>(null);
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, page, play } = state;

  const done = (round: RoundResult) => {
    setResult(round);
    void say([practiceSummary(round.correct, page.practice.length), 'Tap next.'], { auto: true });
    if (!review) play({ type: 'practice', day, correct_answers: round.correct, wrong_answers: round.wrong });
  };

  return (
    <StepLayout
      step={3}
      character={module.name}
      day={day}
      title="Practice"
      instruction="Tap the right picture. You can always try again!"
      moment={result ? 'done' : 'asking'}
    >
      {result ? (
        <section className="card card--center">
          <Icon name="star" size={96} />
          <h2>{practiceSummary(result.correct, page.practice.length)}</h2>
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
