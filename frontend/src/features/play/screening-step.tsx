import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { DEFAULT_CHARACTER, PROGRAMME_DAYS } from '@domain/constants';
import { storedScreeningPageSchema, testFormsOf } from '@domain/content/schema';
import { screeningPageId } from '@domain/content/page-ids';
import { toPlayable } from '@domain/module';
import { postTestForm, postTestTaken, preTestForm, preTestTaken, scoreTest, testScore } from '@domain/test-forms';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { paths } from '../../app/paths';
import { FriendlyScreen } from '../../components/friendly-screen';
import { Icon } from '../../components/icon';
import { LoadingScreen } from '../../components/spinner';
import { useStudentStore } from '../auth/student-store';
import { MODULES_MESSAGES, findModule, useModulesStore } from '../modules/modules-store';
import { useModules } from '../modules/use-modules';
import { COMING_SOON } from './day-status';
import { StepLayout } from './step-layout';
import { TestRound } from './test-round';
import { usePage } from './use-page';

/**
 * What a child hears as the test before day 1 begins, before any play: what it is, in words a six-year-old knows,
 * so it does not feel like an exam. Shown too, as the step's instruction.
 */
export const PRE_TEST_WORDS = [
  'Before we play, some questions.',
  'No wrong answers! Just show me what you think.',
  'Listen, then tap a picture.',
];

/**
 * What the child hears when a test is over. Before day 1 there were "no wrong answers", so no score either: only
 * thanks and the tokens. After day 10 the score says what they learned.
 */
export const testDoneWords = (pre: boolean, score: number, items: number, tokens: number): string[] =>
  pre
    ? ['All done! Thank you for showing me what you think.', `You earned ${tokens} tokens.`]
    : ['All done! Thank you for answering.', `You got ${score} of ${items} right.`, `You earned ${tokens} tokens.`];

/**
 * The programme's own test (eight items; five on a page an admin edited before tests grew): before day 1 its score
 * is pre_test_score, after day 10 post_test_score, and both earn tokens. The child takes one form before day 1 and
 * the other after day 10 (which first is decided by their id: about half a class each way), answers each item once
 * with no hint and no right or wrong, seeing a dot for each item move on as they go. Before day 1 it is told as what
 * it is for the child ("no wrong answers, just show me what you think") and ends with thanks and tokens, no score;
 * after day 10 the score and the tokens come at the end.
 */
const ScreeningStep = () => {
  const { character = '', day = '' } = useParams();
  const { modules, status } = useModules();
  const play = useModulesStore((state) => state.play);
  const studentId = useStudentStore((state) => state.student?.id);
  const [done, setDone] = useState<{ score: number; items: number; tokens: number } | null>(null);
  const [at, setAt] = useState(0);
  const record = findModule(modules, character);
  const { page, error, missing } = usePage(record ? screeningPageId(record.name) : null, storedScreeningPageSchema);
  if (!record) {
    if (status !== 'ready') return <LoadingScreen label="Loading the quiz" />;
    return (
      <FriendlyScreen
        character={DEFAULT_CHARACTER}
        title="Let’s find your programme"
        message={MODULES_MESSAGES.notFound(character)}
        action={{ to: paths.modules, label: 'My programmes' }}
      />
    );
  }
  const module = toPlayable(record);
  const details = module.game_details;
  // Before day 1 it is the pre-test; after day 10 is celebrated, the post-test. Each is taken once: any other
  // visit goes to the day it names (which sends the child where they are).
  const pre = day === '1' && details.progress.day_1?.pre_emotion === '' && (done !== null || !preTestTaken(details));
  const post = day === String(PROGRAMME_DAYS) && module.day_completed >= PROGRAMME_DAYS && (done !== null || !postTestTaken(details));
  const onward = pre ? paths.step(module.name, 1, 'emotion') : paths.day(module.name, PROGRAMME_DAYS);
  if (!pre && !post) return <Navigate to={paths.day(module.name, /^\d{1,2}$/.test(day) ? Number(day) : 1)} replace />;
  if (missing || error)
    return (
      <FriendlyScreen
        character={module.name}
        title={missing ? COMING_SOON : 'Oops! Something went wrong.'}
        message={missing ? 'The quiz is on its way.' : (error ?? '')}
        action={{ to: paths.home, label: 'Go home' }}
      />
    );
  if (!page) return <LoadingScreen label="Loading the quiz" />;

  const forms = testFormsOf(page);
  // The form is the child's own: decided by their id (the module's when the id is not known), kept with the result.
  const form = pre ? preTestForm(studentId ?? module.id, forms.b !== null) : postTestForm(details.pre_test, forms.b !== null);
  const items = form === 'b' && forms.b ? forms.b : forms.a;
  // The dots at the top are the test's own items while it lasts: they move on with each answer.
  const layout = {
    step: pre ? 0 : 6,
    character: module.name,
    day: pre ? 1 : PROGRAMME_DAYS,
    title: page.title,
    progress: { at: done ? items.length : at, count: items.length, label: 'Question' },
  };
  if (done) {
    const words = testDoneWords(pre, done.score, done.items, done.tokens);
    return (
      <StepLayout {...layout} instruction={words.join(' ')} speech={words} moment="done">
        <section className="card test-done" aria-label="Quiz done">
          {!pre && (
            <p className="test-done__score">
              {done.score} / {done.items}
            </p>
          )}
          <p>
            <Icon name="star" /> +{done.tokens} tokens
          </p>
          <Link className="button button--primary button--huge" to={onward} data-primary>
            <Icon name="play" size={28} /> {pre ? 'Start day 1' : 'Done'}
          </Link>
        </section>
      </StepLayout>
    );
  }

  return (
    <StepLayout
      {...layout}
      instruction={
        pre ? PRE_TEST_WORDS.join(' ') : 'A few last questions, to show all you learned. Tap the picture you think fits!'
      }
      speech={pre ? PRE_TEST_WORDS : undefined}
    >
      <TestRound
        key={form}
        items={items}
        onItem={setAt}
        onDone={(choices) => {
          const result = scoreTest(form, items, choices);
          const action: GameAction = pre ? { type: 'preTest', result } : { type: 'postTest', result };
          const before = details.inventory.earned;
          const tokens = applyGameAction(module, action).game_details.inventory.earned - before;
          // The test before day 1 is sent with the day's first step, the feeling chosen next.
          play(record.id, action, pre ? { hold: true } : undefined);
          setDone({ score: testScore(result), items: items.length, tokens });
        }}
      />
    </StepLayout>
  );
};
export default ScreeningStep;
