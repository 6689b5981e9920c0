import { Link } from 'react-router-dom';
import { Icon } from './icon';

/** The way back, always in the same place at the top left, a picture rather than a word. */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Link to={to} className="button button--round button--back" aria-label={label}>
    <Icon name="back" size={26} />
  </Link>
);
