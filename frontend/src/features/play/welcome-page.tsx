import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { characterOf } from '@domain/characters';
import { toPlayable } from '@domain/module';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { LoadingScreen } from '../../components/spinner';
import { useScreenFocus } from '../../components/use-screen-focus';
import { CharacterPicture } from '../characters/character-picture';
import { findModule, useModulesStore } from '../modules/modules-store';
import { useModules } from '../modules/use-modules';
import { STEP_ICONS } from './step-layout';
import { useArrivalSpeech } from './use-speech';

/** First time only: meet the character, see how a day works, check camera and microphone. Sets onboarded. */
const WelcomePage = () => {
  const [params] = useSearchParams();
  const { modules, currentModuleName } = useModules();
  const play = useModulesStore((state) => state.play);
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<'off' | 'on' | 'failed'>('off');
  const name = params.get('module') ?? currentModuleName ?? modules[0]?.name ?? '';
  const record = findModule(modules, name);
  const character = characterOf(name);

  useArrivalSpeech(
    character
      ? [
          `Hello! I am ${character.name}.`,
          character.intro,
          'Every day we say how we feel, sing, learn, practice, follow the beat and celebrate.',
          'Tap the camera button, so I can see you. Then tap I’m ready!',
        ]
      : [],
  );
  const root = useScreenFocus<HTMLElement>(`${!!record}-${camera}`);
  useEffect(
    () => () => {
      const stream = video.current?.srcObject as MediaStream | null;
      for (const track of stream?.getTracks() ?? []) track.stop();
    },
    [],
  );

  if (!record || !character) return <LoadingScreen label="Loading" />;

  const checkCamera = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      if (video.current) video.current.srcObject = stream;
      setCamera('on');
    } catch {
      setCamera('failed');
    }
  };
  const ready = () => {
    // Sent with the screening's answers: the welcome alone is not worth a request of its own.
    play(record.id, { type: 'onboarded' }, { hold: true });
    void navigate(paths.day(record.name, toPlayable(record).day_completed + 1));
  };

  return (
    <main ref={root} className="page welcome">
      <section className="hero card">
        <CharacterPicture code={record.name} size={96} />
        <div>
          <h1 className="hero__title">Hi! I am {character.name}</h1>
          <p className="hero__text">{character.intro}</p>
          <p className="welcome__virtue">My superpower: {character.virtue}</p>
        </div>
      </section>
      <section className="card card--center" aria-label="Camera and microphone check">
        <h2>Can I see you?</h2>
        <video
          ref={video}
          className="recorder__video welcome__camera"
          autoPlay
          muted
          playsInline
          hidden={camera !== 'on'}
          aria-label="Your camera"
        />
        {camera === 'off' && (
          <button type="button" className="button button--big" onClick={() => void checkCamera()} data-primary>
            <Icon name="camera" size={28} /> Check my camera
          </button>
        )}
        {camera === 'on' && (
          <p className="message">
            <Icon name="check" /> I can see you!
          </p>
        )}
        {camera === 'failed' && (
          <p className="message message--error" role="alert">
            The camera is not working. Ask a grown-up to help.
          </p>
        )}
      </section>
      <button type="button" className="button button--primary button--huge" onClick={ready} data-primary={camera !== 'off' || undefined}>
        I’m ready! <Icon name="arrow" size={32} />
      </button>
      <section className="card" aria-label="How a day works">
        <h2>Every day we…</h2>
        <ol className="day-steps">
          {STEP_ICONS.map((step) => (
            <li key={step.key}>
              <Icon name={step.icon} size={22} /> {step.label}
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
};
export default WelcomePage;
