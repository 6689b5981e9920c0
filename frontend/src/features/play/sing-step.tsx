import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { CharacterPicture } from '../characters/character-picture';
import { DayStatus } from './day-status';
import { SongPlayer } from './song-player';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

/** Sing along: done once the song has played through; sing.video records which song. */
const SingStep = () => {
  const state = useDay();
  const navigate = useNavigate();
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress, page, play } = state;
  return (
    <StepLayout step={1} title={page.song.title} instruction="Press play and sing along! Follow the bright words.">
      <div className="stage">
        <CharacterPicture code={module.name} size={110} />
      </div>
      <SongPlayer song={page.song} onFinished={() => play({ type: 'sing', day, video: page.song.id })} />
      {progress.sing.completed && <NextButton onClick={() => void navigate(paths.step(module.name, day, 'learn'))} />}
    </StepLayout>
  );
};
export default SingStep;
