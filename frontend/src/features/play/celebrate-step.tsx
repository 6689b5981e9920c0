import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CELEBRATE_PARTS, type CelebratePart } from '@domain/constants';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { useModulesStore } from '../modules/modules-store';
import { DayStatus } from './day-status';
import { PictureArt } from './pictures';
import { Recorder } from './recorder';
import { SongPlayer } from './song-player';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';

const Part = ({ done, title, children }: { done: boolean; title: string; children: ReactNode }) => (
  <section className={`card part${done ? ' part--done' : ''}`} aria-label={title}>
    <h2 className="part__title">
      {done && <Icon name="check" size={28} />} {title}
    </h2>
    {children}
  </section>
);

/** Celebrate: sing once more, record a message to yourself, watch an influencer cheer you on. */
const CelebrateStep = () => {
  const state = useDay();
  const navigate = useNavigate();
  const influencers = useModulesStore((store) => store.influencers) ?? [];
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress, page, play } = state;
  const mark = (part: CelebratePart) => play({ type: 'celebrate', day, part });
  const influencer = influencers.length > 0 ? influencers[(day - 1) % influencers.length] : undefined;
  const allDone = CELEBRATE_PARTS.every((part) => progress.celebrate[part]);

  return (
    <StepLayout
      step={5}
      title="Celebrate!"
      instruction={`${page.celebration.message} Sing, record a message to yourself, and watch a video.`}
    >
      <div className="stage">
        <PictureArt name={page.celebration.picture} size={110} />
      </div>
      <Part done={progress.celebrate.sing} title="Sing it once more">
        <SongPlayer song={page.song} onFinished={() => mark('sing')} />
      </Part>
      <Part done={progress.celebrate.recorded_message} title="Record a message to yourself">
        <Recorder onRecorded={() => mark('recorded_message')} />
      </Part>
      <Part done={progress.celebrate.influencer_video} title={influencer?.name ? `${influencer.name} says well done` : 'A special video'}>
        {influencer?.video ? (
          <video
            className="influencer"
            src={influencer.video}
            controls
            playsInline
            preload="auto"
            onEnded={() => mark('influencer_video')}
            aria-label={`Video from ${influencer.name ?? 'a friend'}`}
          >
            {/* Every clip has its words beside it as WebVTT, for a child who cannot hear them. */}
            <track kind="captions" src={influencer.video.replace(/\.[a-z0-9]+$/i, '.vtt')} srcLang="en" label="English" default />
          </video>
        ) : (
          <NextButton label="Hooray!" onClick={() => mark('influencer_video')} />
        )}
      </Part>
      {allDone && <NextButton onClick={() => void navigate(paths.step(module.name, day, 'emotion'))} />}
    </StepLayout>
  );
};
export default CelebrateStep;
