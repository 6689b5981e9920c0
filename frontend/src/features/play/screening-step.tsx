import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { screeningPageId, screeningPageSchema } from '@domain/content/schema';
import { toPlayable } from '@domain/module';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { findModule, useModulesStore } from '../modules/modules-store';
import { useModules } from '../modules/use-modules';
import { QuestionRound } from './question-round';
import { StepLayout } from './step-layout';
import { usePage } from './use-page';

/** The programme's own short quiz before day 1: its score is pre_test_score and earns tokens. Later days skip it. */
const ScreeningStep = () => {
  const { character = '' } = useParams();
  const { modules } = useModules();
  const play = useModulesStore((state) => state.play);
  const navigate = useNavigate();
  const record = findModule(modules, character);
  const { page, error } = usePage(screeningPageId(character), screeningPageSchema);
  if (error)
    return (
      <p className="message message--error" role="alert">
        {error}
      </p>
    );
  if (!record || !page) return <Spinner label="Loading the quiz" />;
  const module = toPlayable(record);
  // Once day 1 has begun the screening is over; later visits go straight to the day.
  if (module.game_details.progress.day_1?.pre_emotion !== '') return <Navigate to={paths.day(module.name, 1)} replace />;

  return (
    <StepLayout step={0} title={page.title} instruction="Five quick questions before we start. Tap the picture you think is right!">
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
