import { useEffect, useRef, useState } from 'react';
import { isRight, type Question } from '@domain/content/schema';
import { Icon } from '../../components/icon';
import { sayOnKeyboardFocus } from './option-reading';
import { PictureArt } from './pictures';
import { say, type Line } from './speech';
import { AnswerLabel } from './answer-label';

export interface RoundResult {
  /** questions answered right at the first try: the best answer or one also good */
  correct: number;
  /** wrong tries, each followed by a kind hint */
  wrong: number;
}

/** Says a question and then its answers, lighting each answer as it is said. */
export const readQuestion = (
  prompt: string,
  answers: readonly string[],
  light: (choice: number | null) => void,
  { auto }: { auto: boolean },
): void => {
  const said: Line[] = [
    { text: prompt, onStart: () => light(null) },
    ...answers.map((text, choice) => ({ text, onStart: () => light(choice) })),
  ];
  void say(said, { auto, interrupt: !auto }).then(() => light(null));
};

/** How long the praise stays up at least before the next question, when there is no voice to wait for. */
const CHEER_MS = 700;

/** What a right answer hears: the day's lesson is cheered, an answer that is also good is warmly praised. */
export const BEST_PRAISE = 'Yes! Great job!';
export const ALSO_GOOD_PRAISE = 'That can help too!';

/**
 * Questions with picture answers, heard as well as seen: the question is said, then each answer in turn as it
 * lights up; an answer is said again when it is focused or tapped. The best answer is cheered; an answer that is
 * also good (a reasonable choice that is not the day's lesson) is praised as helping too and counts as right; only
 * a less helpful answer gets "Nice try!", a kind hint and another try, never a dead end. `silent` is for the admin's preview, which must not talk over an editor.
 */
export const QuestionRound = ({
  questions,
  onDone,
  silent = false,
}: {
  questions: Question[];
  onDone: (result: RoundResult) => void;
  silent?: boolean;
}) => {
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<RoundResult>({ correct: 0, wrong: 0 });
  const [missed, setMissed] = useState<number[]>([]);
  const [feedback, setFeedback] = useState<{ kind: 'hint' | 'right'; text: string } | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const question = questions[index];

  const prompt = question?.prompt ?? '';
  const answers = question?.answers.map((answer) => answer.label).join('\n') ?? '';
  useEffect(() => {
    if (!silent && prompt) readQuestion(prompt, answers.split('\n'), (choice) => live.current && setReading(choice), { auto: true });
  }, [prompt, answers, silent]);

  if (!question) return null;

  const answer = async (choice: number) => {
    if (feedback?.kind === 'right') return;
    const label = question.answers[choice]!.label;
    setReading(null);
    if (!isRight(question, choice)) {
      setMissed((current) => [...current, choice]);
      setResult((current) => ({ ...current, wrong: current.wrong + 1 }));
      setFeedback({ kind: 'hint', text: `Nice try! ${question.hint}` });
      if (!silent) void say([label, `Nice try! ${question.hint}`], { interrupt: true });
      return;
    }
    const next = { ...result, correct: result.correct + (missed.length === 0 ? 1 : 0) };
    setResult(next);
    const praise = choice === question.correct ? BEST_PRAISE : ALSO_GOOD_PRAISE;
    setChosen(choice);
    setFeedback({ kind: 'right', text: praise });
    const cheer = silent ? Promise.resolve() : say([label, praise], { interrupt: true });
    await Promise.all([cheer, new Promise((resolve) => setTimeout(resolve, CHEER_MS))]);
    if (!live.current) return;
    setFeedback(null);
    setChosen(null);
    setMissed([]);
    if (index + 1 < questions.length) setIndex(index + 1);
    else onDone(next);
  };

  return (
    <section className="question card" aria-label={`Question ${index + 1} of ${questions.length}`}>
      <div className="question__head">
        <p className="question__prompt">{question.prompt}</p>
        <button
          type="button"
          className="button button--round"
          onClick={() =>
            readQuestion(
              question.prompt,
              question.answers.map((a) => a.label),
              (choice) => live.current && setReading(choice),
              { auto: false },
            )
          }
          aria-label="Read the question"
        >
          <Icon name="speaker" size={26} />
        </button>
      </div>
      {/* Keyed by question: new answer buttons, so focus is put on the first of them rather than kept on an old one. */}
      <div className="answers" key={index}>
        {question.answers.map((option, choice) => (
          <button
            key={option.label}
            type="button"
            className={`answer${missed.includes(choice) ? ' answer--missed' : ''}${feedback?.kind === 'right' && choice === chosen ? ' answer--right' : ''}${reading === choice ? ' answer--reading' : ''}`}
            onClick={() => void answer(choice)}
            onFocus={silent ? undefined : sayOnKeyboardFocus(option.label)}
            disabled={missed.includes(choice)}
            data-primary
            data-picture={option.picture}
          >
            <PictureArt name={option.picture} size={84} />
            <AnswerLabel label={option.label} />
          </button>
        ))}
      </div>
      <p className={`feedback${feedback ? ` feedback--${feedback.kind}` : ''}`} role="status">
        {feedback?.text ?? ''}
      </p>
    </section>
  );
};
