import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { DayStatus } from './day-status';
import { QuestionRound, type RoundResult } from './question-round';
import { say } from './speech';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

/**
 * The end of practice praises the thinking and says again what the day taught; it never counts a child's misses.
 * A child who needed hints hears that they kept trying: the effort is what the praise is for.
 */
export const practiceEnd = (result: RoundResult, lesson: string) => ({
  title: 'Great thinking!',
  effort: result.wrong === 0 ? 'You found every answer.' : 'You kept trying and found every answer.',
  lesson: `Remember: ${lesson}`,
});

/** Questions on the lesson; counts correct and wrong answers. In review it changes nothing. */
const PracticeStep = ({ review = false }: { review?: boolean }) => {
  const state = useDay(review ? undefined : 'practice');
  const navigate = useNavigate();
  const [result, setResult] = useState<RoundResult | null>(null);
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, page, play } = state;
  // The day's first card is its big idea.
  const lesson = page.lesson[0]?.text ?? '';
  const end = result && practiceEnd(result, lesson);

  const done = (round: RoundResult) => {
    setResult(round);
    const words = practiceEnd(round, lesson);
    void say([words.title, words.effort, words.lesson, 'Tap next.'], { auto: true });
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
      {end ? (
        <section className="card card--center">
          <Icon name="star" size={96} />
          <h2>{end.title}</h2>
          <p className="message">{end.effort}</p>
          {lesson && <p className="message">{end.lesson}</p>}
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
