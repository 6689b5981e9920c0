import type { Character } from '@domain/characters';
import type { ScreeningPage } from '@domain/content/schema';

/** What the programme's test before day 1 and after day 10 can tell a teacher, and what it cannot. */
export const TestSummary = ({ screening, character }: { screening: ScreeningPage | null; character: Character }) => {
  if (!screening) return <p>{character.name}&rsquo;s test is not written yet: children skip it and start day 1 at once.</p>;
  const count = screening.questions.length;
  const answers = new Set(screening.questions.map((question) => question.answers.length));
  // A child who picks at random gets each question right once in as many tries as it has answers.
  const guess = screening.questions.reduce((sum, question) => sum + 1 / question.answers.length, 0);
  return (
    <>
      <p>
        {screening.form_b
          ? `Before day 1 each child answers one of two parallel sets of ${count} questions on ${character.virtue.toLowerCase()}, and after day 10 the other set (half the class each way)`
          : `Before day 1 and again after day 10, each child answers the same ${count} questions on ${character.virtue.toLowerCase()} (this test has one form, so part of a gain may be memory)`}
        , from easy to hard, with {answers.size === 1 ? [...answers][0] : `${Math.min(...answers)} to ${Math.max(...answers)}`} answers
        each. They are situations the ten days did not show, so a right answer means a child can use what they learned somewhere new. Each
        question is answered once, with no hint and no right or wrong: the test before day 1 ends with thanks and its tokens, the test after
        day 10 with the child&rsquo;s score.
      </p>
      <p>
        It measures what a child chooses inside the game; it cannot measure how they behave in class or at home. A child who guesses scores
        about {Math.round(guess)} of {count}, so look at the class&rsquo;s gain on the dashboard more than at one child&rsquo;s score.
      </p>
    </>
  );
};
