import { useEffect, useRef, useState } from 'react';
import type { StoredTestItem } from '@domain/content/schema';
import { Icon } from '../../components/icon';
import { sayOnKeyboardFocus } from './option-reading';
import { PictureArt } from './pictures';
import { readQuestion } from './question-round';
import { say } from './speech';
import { AnswerLabel } from './answer-label';

/** What a child hears after each test answer, whatever they chose: no hint, no right or wrong. */
export const TEST_THANKS = 'Thank you!';

/** How long the chosen answer stays marked at least before the next item, when there is no voice to wait for. */
const CHOSEN_MS = 500;

/**
 * A test, not a lesson: each item is heard and answered once, the answer is thanked whatever it was, and the next
 * item comes. Nothing on the screen or in the voice tells right from wrong, so the test before day 1 teaches none
 * of its answers and the gain after day 10 is what the child learned. `onDone` gets the answer chosen for each item.
 */
export const TestRound = ({
  items,
  onDone,
  onItem,
}: {
  items: readonly StoredTestItem[];
  onDone: (choices: number[]) => void;
  /** told the index of the item on screen, each time it moves on: for the progress a child can see */
  onItem?: (index: number) => void;
}) => {
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState<number[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    onItem?.(index);
  }, [index, onItem]);
  const item = items[index];
  const prompt = item?.prompt ?? '';
  const answers = item?.answers.map((answer) => answer.label).join('\n') ?? '';
  useEffect(() => {
    if (prompt) readQuestion(prompt, answers.split('\n'), (choice) => live.current && setReading(choice), { auto: true });
  }, [prompt, answers]);

  if (!item) return null;

  const answer = async (choice: number) => {
    if (chosen !== null) return;
    setReading(null);
    setChosen(choice);
    const next = [...choices, choice];
    setChoices(next);
    await Promise.all([
      say([item.answers[choice]!.label, TEST_THANKS], { interrupt: true }),
      new Promise((resolve) => setTimeout(resolve, CHOSEN_MS)),
    ]);
    if (!live.current) return;
    setChosen(null);
    if (index + 1 < items.length) setIndex(index + 1);
    else onDone(next);
  };

  return (
    <section className="question card" aria-label={`Question ${index + 1} of ${items.length}`}>
      <div className="question__head">
        <p className="question__prompt">{item.prompt}</p>
        <button
          type="button"
          className="button button--round"
          onClick={() =>
            readQuestion(
              item.prompt,
              item.answers.map((a) => a.label),
              (choice) => live.current && setReading(choice),
              { auto: false },
            )
          }
          aria-label="Read the question"
        >
          <Icon name="speaker" size={26} />
        </button>
      </div>
      <div className="answers" key={index}>
        {item.answers.map((option, choice) => (
          <button
            key={option.label}
            type="button"
            className={`answer${chosen === choice ? ' answer--chosen' : ''}${reading === choice ? ' answer--reading' : ''}`}
            onClick={() => void answer(choice)}
            onFocus={sayOnKeyboardFocus(option.label)}
            aria-pressed={chosen === choice}
            data-primary
            data-picture={option.picture}
          >
            <PictureArt name={option.picture} size={84} />
            <AnswerLabel label={option.label} />
          </button>
        ))}
      </div>
      <p className="feedback" role="status">
        {chosen === null ? '' : TEST_THANKS}
      </p>
    </section>
  );
};
