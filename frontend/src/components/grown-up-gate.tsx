import { useState } from 'react';
import { say } from '../features/play/speech';
import { Dialog } from './dialog';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

/** Two numbers from 3 to 9: a sum a grown-up answers at once and a six-year-old rarely does. */
const newQuestion = () => {
  const a = 3 + Math.floor(Math.random() * 7);
  const b = 3 + Math.floor(Math.random() * 7);
  return { a, b, sum: a + b };
};

/**
 * "Ask a grown-up": a sum to answer on a number pad before something only a grown-up should do (logging out on a
 * shared school device). Said aloud, so the child knows to fetch someone rather than guess.
 */
export const GrownUpGate = ({ action, onPass, onCancel }: { action: string; onPass: () => void; onCancel: () => void }) => {
  const [question, setQuestion] = useState(newQuestion);
  const [typed, setTyped] = useState('');
  const [missed, setMissed] = useState(false);
  const asked = `Ask a grown-up: what is ${question.a} plus ${question.b}?`;

  const press = (digit: number) => {
    const next = `${typed}${digit}`;
    if (next.length < String(question.sum).length) return setTyped(next);
    if (Number(next) === question.sum) return onPass();
    setMissed(true);
    setTyped('');
    const fresh = newQuestion();
    setQuestion(fresh);
    void say(['That is not it.', `Ask a grown-up: what is ${fresh.a} plus ${fresh.b}?`], { interrupt: true });
  };

  return (
    <Dialog title={`Ask a grown-up to ${action}`} speech={asked} onClose={onCancel}>
      <p className="dialog__text">
        Ask a grown-up: what is {question.a} + {question.b}?
      </p>
      <output className="gate__typed" aria-label="Your answer">
        {typed || '?'}
      </output>
      {missed && (
        <p className="message" role="status">
          That is not it. Try this one!
        </p>
      )}
      <div className="gate__pad" role="group" aria-label="Numbers">
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className="button gate__key" onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
      </div>
      <button type="button" className="button button--primary" onClick={onCancel} data-primary>
        No, keep playing
      </button>
    </Dialog>
  );
};
