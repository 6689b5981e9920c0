import { useState } from 'react';
import type { Question } from '@domain/content/schema';
import { Icon } from '../../components/icon';
import { PictureArt } from './pictures';
import { speak } from './speech';

export interface RoundResult {
  /** questions answered right at the first try */
  correct: number;
  /** wrong tries, each followed by a kind hint */
  wrong: number;
}

/** Questions with picture answers; a wrong answer gets a kind hint and another try, never a dead end. */
export const QuestionRound = ({ questions, onDone }: { questions: Question[]; onDone: (result: RoundResult) => void }) => {
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<RoundResult>({ correct: 0, wrong: 0 });
  const [missed, setMissed] = useState<number[]>([]);
  const [feedback, setFeedback] = useState<{ kind: 'hint' | 'right'; text: string } | null>(null);
  const question = questions[index];
  if (!question) return null;

  const answer = (choice: number) => {
    if (feedback?.kind === 'right') return;
    if (choice !== question.correct) {
      setMissed((current) => [...current, choice]);
      setResult((current) => ({ ...current, wrong: current.wrong + 1 }));
      setFeedback({ kind: 'hint', text: `Nice try! ${question.hint}` });
      speak(`Nice try! ${question.hint}`);
      return;
    }
    const next = { ...result, correct: result.correct + (missed.length === 0 ? 1 : 0) };
    setResult(next);
    setFeedback({ kind: 'right', text: 'Yes! Great job!' });
    speak('Yes! Great job!');
    setTimeout(() => {
      setFeedback(null);
      setMissed([]);
      if (index + 1 < questions.length) setIndex(index + 1);
      else onDone(next);
    }, 900);
  };

  return (
    <section className="question card" aria-label={`Question ${index + 1} of ${questions.length}`}>
      <div className="question__head">
        <p className="question__prompt">{question.prompt}</p>
        <button type="button" className="button button--round" onClick={() => speak(question.prompt)} aria-label="Read the question">
          <Icon name="speaker" size={26} />
        </button>
      </div>
      <div className="answers">
        {question.answers.map((option, choice) => (
          <button
            key={option.label}
            type="button"
            className={`answer${missed.includes(choice) ? ' answer--missed' : ''}${feedback?.kind === 'right' && choice === question.correct ? ' answer--right' : ''}`}
            onClick={() => answer(choice)}
            disabled={missed.includes(choice)}
          >
            <PictureArt name={option.picture} size={84} />
            <span>{option.label}</span>
          </button>
        ))}
      </div>
      <p className={`feedback${feedback ? ` feedback--${feedback.kind}` : ''}`} role="status">
        {feedback?.text ?? ''}
      </p>
    </section>
  );
};
