import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_CHARACTER } from '@domain/constants';
import { screeningPageId, screeningPageSchema } from '@domain/content/schema';
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

/** The programme's own short quiz before day 1: its score is pre_test_score and earns tokens. Later days skip it. */
const ScreeningStep = () => {
  const { character = '', day = '' } = useParams();
  const { modules, status } = useModules();
  const play = useModulesStore((state) => state.play);
  const navigate = useNavigate();
  const record = findModule(modules, character);
  const { page, error, missing } = usePage(record ? screeningPageId(record.name) : null, screeningPageSchema);
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
  // The screening belongs before day 1; once day 1 has begun it is over, and later visits go straight to the day.
  if (day !== '1' || module.game_details.progress.day_1?.pre_emotion !== '') return <Navigate to={paths.day(module.name, 1)} replace />;
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
      step={0}
      character={module.name}
      day={1}
      title={page.title}
      instruction="Five quick questions before we start. Tap the picture you think is right!"
    >
      <QuestionRound
        questions={page.questions}
        onDone={({ correct }) => {
          play(record.id, { type: 'preTest', score: correct });
          void navigate(paths.step(module.name, 1, 'emotion'));
        }}
      />
    </StepLayout>
  );
};
export default ScreeningStep;
