import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_CHARACTER, PROGRAMME_DAYS } from '@domain/constants';
import { storedScreeningPageSchema } from '@domain/content/schema';
import { screeningPageId } from '@domain/content/page-ids';
import { toPlayable } from '@domain/module';
import { paths } from '../../app/paths';
import { FriendlyScreen } from '../../components/friendly-screen';
import { LoadingScreen } from '../../components/spinner';
import { MODULES_MESSAGES, findModule, useModulesStore } from '../modules/modules-store';
import { useModules } from '../modules/use-modules';
import { COMING_SOON } from './day-status';
import { QuestionRound } from './question-round';
import { StepLayout } from './step-layout';
import { usePage } from './use-page';

/**
 * The programme's own test (eight items; five on a page an admin edited before tests grew): before day 1 their
 * score is pre_test_score (and earns tokens); after day 10, the same items again set post_test_score, so the school
 * sees what the child took from the programme.
 */
const ScreeningStep = () => {
  const { character = '', day = '' } = useParams();
  const { modules, status } = useModules();
  const play = useModulesStore((state) => state.play);
  const navigate = useNavigate();
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
  // Before day 1 it is the pre-test; after day 10 is celebrated, the same questions are the post-test. Any other
  // visit goes to the day it names (which sends the child where they are).
  const pre = day === '1' && module.game_details.progress.day_1?.pre_emotion === '';
  const post = day === String(PROGRAMME_DAYS) && module.day_completed >= PROGRAMME_DAYS;
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

  return (
    <StepLayout
      step={pre ? 0 : 6}
      character={module.name}
      day={pre ? 1 : PROGRAMME_DAYS}
      title={page.title}
      instruction={
        pre
          ? 'A few quick questions before we start. Tap the picture you think is right!'
          : 'The last quiz! The same questions, to see all you learned. Tap the picture you think is right!'
      }
    >
      <QuestionRound
        questions={page.questions}
        onDone={({ correct }) => {
          if (pre) {
            // Sent with the day's first step, the feeling chosen next.
            play(record.id, { type: 'preTest', score: correct }, { hold: true });
            void navigate(paths.step(module.name, 1, 'emotion'));
          } else {
            play(record.id, { type: 'postTest', score: correct });
            void navigate(paths.day(module.name, PROGRAMME_DAYS));
          }
        }}
      />
    </StepLayout>
  );
};
export default ScreeningStep;
