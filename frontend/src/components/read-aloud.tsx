import { say } from '../features/play/speech';
import { Icon } from './icon';

/** The speaker: always says its words again when tapped, whatever "Read to me" says (that only starts speech by itself). */
export const ReadAloud = ({
  text,
  label = 'Read to me',
  size = 30,
}: {
  text: string | readonly string[];
  label?: string;
  size?: number;
}) => (
  <button type="button" className="button button--round" onClick={() => void say(text, { interrupt: true })} aria-label={label}>
    <Icon name="speaker" size={size} />
  </button>
);
