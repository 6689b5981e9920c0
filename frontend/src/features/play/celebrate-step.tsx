import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CELEBRATE_PARTS, type CelebratePart } from '@domain/constants';
import { paths } from '../../app/paths';
import { Icon, type IconName } from '../../components/icon';
import { DayStatus } from './day-status';
import { Recorder } from './recorder';
import { SongPlayer } from './song-player';
import { say } from './speech';
import { NextButton, StepLayout } from './step-layout';
import { useDay } from './use-day';
import type { Influencer } from './influencers';

const PARTS: Record<CelebratePart, { label: string; icon: IconName }> = {
  sing: { label: 'Sing', icon: 'speaker' },
  recorded_message: { label: 'Record', icon: 'camera' },
  influencer_video: { label: 'Watch', icon: 'play' },
};

/** One part of celebrate at a time, its words said as it appears. */
const Part = ({ title, speech, children }: { title: string; speech: string; children: ReactNode }) => {
  useEffect(() => {
    void say(speech, { auto: true });
  }, [speech]);
  return (
    <section className="card part" aria-label={title}>
      <h2 className="part__title">{title}</h2>
      {children}
    </section>
  );
};

/** What to say to yourself: an idea a child can copy, shown and heard. */
export const RECORD_IDEA = 'Say one thing you learned today, and something kind to yourself, like “I can do it!”';

/**
 * The friend's video, with its words shown large under it as they are said: a video's own captions are small on a
 * phone, so the track is read here (hidden from the picture) and its current line shown at the page's reading size.
 */
const InfluencerVideo = ({ influencer, onWatched }: { influencer: Influencer & { video: string }; onWatched: () => void }) => {
  const video = useRef<HTMLVideoElement>(null);
  const [words, setWords] = useState('');
  const followCaptions = (track: HTMLTrackElement | null) => {
    // Without text tracks (jsdom, old browsers) the video keeps its own captions.
    if (!track?.track) return;
    track.track.mode = 'hidden';
    track.track.oncuechange = () => {
      const cues = [...(track.track.activeCues ?? [])] as VTTCue[];
      setWords(cues.map((cue) => cue.text).join(' '));
    };
  };
  return (
    <>
      <video
        ref={video}
        className="influencer"
        src={influencer.video}
        controls
        playsInline
        preload="auto"
        onEnded={onWatched}
        aria-label={`Video from ${influencer.name ?? 'a friend'}`}
      >
        {/* Every clip has its words beside it as WebVTT, for a child who cannot hear them. */}
        <track
          ref={followCaptions}
          kind="captions"
          src={influencer.video.replace(/\.[a-z0-9]+$/i, '.vtt')}
          srcLang="en"
          label="English"
          default
        />
      </video>
      <p className="influencer__words" aria-hidden="true">
        {words}
      </p>
      <button type="button" className="button button--big" onClick={() => void video.current?.play()} data-primary>
        <Icon name="play" size={28} /> Watch
      </button>
    </>
  );
};

/**
 * Celebrate: sing once more, record a message to yourself, watch an influencer cheer you on. One part at a time,
 * so each fits a phone screen and a child never wonders what to do next.
 */
const CelebrateStep = () => {
  const state = useDay('celebrate');
  const navigate = useNavigate();
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress, page, influencer, play } = state;
  // Celebrate is one step, so one save: its first parts wait to go with the last (a reload keeps them waiting).
  const mark = (part: CelebratePart) => play({ type: 'celebrate', day, part }, { hold: part !== CELEBRATE_PARTS.at(-1) });
  const current = CELEBRATE_PARTS.find((part) => !progress.celebrate[part]);
  const friend = influencer?.name ?? 'A friend';

  return (
    <StepLayout
      step={5}
      character={module.name}
      day={day}
      title="Celebrate!"
      instruction={page.celebration.message}
      speech={[page.celebration.message, 'Let’s celebrate!']}
      moment={current ?? 'done'}
    >
      <ol className="parts" aria-label="Celebrate">
        {CELEBRATE_PARTS.map((part) => (
          <li
            key={part}
            className={`parts__item${progress.celebrate[part] ? ' parts__item--done' : ''}${part === current ? ' parts__item--now' : ''}`}
          >
            <Icon name={progress.celebrate[part] ? 'check' : PARTS[part].icon} size={26} />
            <span>
              {PARTS[part].label}
              {progress.celebrate[part] && <span className="visually-hidden">, done</span>}
            </span>
          </li>
        ))}
      </ol>
      {current === 'sing' && (
        <Part title="Sing it once more" speech="Sing the song once more!">
          <SongPlayer song={page.song} onFinished={() => mark('sing')} />
        </Part>
      )}
      {current === 'recorded_message' && (
        <Part
          title="Record a message to yourself"
          speech={`Record a message to yourself! ${RECORD_IDEA.replace(/[“”]/g, '')} Open the camera, then tap record.`}
        >
          <p className="part__idea">
            <Icon name="star" size={24} /> {RECORD_IDEA}
          </p>
          <Recorder character={module.name} day={day} onRecorded={() => mark('recorded_message')} />
        </Part>
      )}
      {current === 'influencer_video' && (
        <Part title={`${friend} says well done`} speech={`${friend} has a message for you. Tap watch!`}>
          {influencer?.video ? (
            <InfluencerVideo influencer={{ ...influencer, video: influencer.video }} onWatched={() => mark('influencer_video')} />
          ) : (
            <NextButton label="Hooray!" onClick={() => mark('influencer_video')} />
          )}
        </Part>
      )}
      {!current && (
        <Part title="You did it all!" speech="Hooray! You did it all! Tap next.">
          <NextButton onClick={() => void navigate(paths.step(module.name, day, 'emotion'))} />
        </Part>
      )}
    </StepLayout>
  );
};
export default CelebrateStep;
