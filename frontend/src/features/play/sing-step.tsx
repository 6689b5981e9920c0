import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { CharacterPicture } from '../characters/character-picture';
import { DayStatus } from './day-status';
import { SongPlayer } from './song-player';
import { say } from './speech';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

/**
 * Sing along: done once the song has played through; sing.video records which song. The first time a child meets
 * the song it is taught by echo; on a day played before it is sung straight through.
 */
const SingStep = () => {
  const state = useDay('sing');
  const navigate = useNavigate();
  const [sung, setSung] = useState(0);
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress, page, play } = state;
  // A day played before is a song learnt: sung through once, not taught line by line again (about a minute
  // and a half saved on a four-line song), with the teaching one tap away for a child who wants it.
  const learnt = day <= module.day_completed;
  const finished = () => {
    play({ type: 'sing', day, video: page.song.id });
    setSung((count) => count + 1);
    void say('Great singing! Tap next.', { auto: true });
  };
  return (
    <StepLayout
      step={1}
      character={module.name}
      day={day}
      title={page.song.title}
      instruction={
        learnt
          ? 'You know this song! Press play and sing along. To learn it line by line, tap the button with the lines.'
          : 'Press play. Listen to each line, then sing it back! Follow the bright words.'
      }
      moment={sung}
    >
      <div className="stage stage--small">
        <CharacterPicture code={module.name} size={72} />
      </div>
      <SongPlayer song={page.song} teach={!learnt} offerLines={learnt} onFinished={finished} />
      {progress.sing.completed && <NextButton onClick={() => void navigate(paths.step(module.name, day, 'learn'))} />}
    </StepLayout>
  );
};
export default SingStep;
