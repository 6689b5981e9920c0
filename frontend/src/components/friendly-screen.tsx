import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CharacterPicture } from '../features/characters/character-picture';
import { useArrivalSpeech } from '../features/play/use-speech';
import { Icon, type IconName } from './icon';
import { ReadAloud } from './read-aloud';
import { useScreenFocus } from './use-screen-focus';

export interface FriendlyScreenProps {
  /** whose picture cheers the child on: their programme's character */
  character: string;
  title: string;
  message: string;
  action: { to: string; label: string; icon?: IconName };
  children?: ReactNode;
}

/**
 * Where a child lands when something is not right (a typed address, a locked or missing day, a refused save): their
 * own character, a few words said aloud, and one big way on. Never a status code, never a dead end.
 */
export const FriendlyScreen = ({ character, title, message, action, children }: FriendlyScreenProps) => {
  useArrivalSpeech([title, message]);
  const root = useScreenFocus<HTMLElement>(title);
  return (
    <main ref={root} className="page page--center friendly">
      <section className="card card--center">
        <CharacterPicture code={character} size={120} />
        <div className="friendly__head">
          <h1>{title}</h1>
          <ReadAloud text={[title, message]} />
        </div>
        <p className="message">{message}</p>
        {children}
        <Link className="button button--primary button--big" to={action.to} data-primary>
          <Icon name={action.icon ?? 'back'} size={28} /> {action.label}
        </Link>
      </section>
    </main>
  );
};
