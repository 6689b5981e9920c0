import type { Picture } from '@domain/content/pictures';
import { PictureArt } from '../play/pictures';

const STEP_PICTURES: Record<string, Picture> = {
  heart: 'heart',
  note: 'music',
  book: 'book',
  check: 'thumbs-up',
  drum: 'drum',
  party: 'star',
};
const STEP_NAMES: Record<string, string> = {
  heart: 'Heart',
  note: 'Music note',
  book: 'Book',
  check: 'Thumbs up',
  drum: 'Drum',
  party: 'Party star',
};
const BADGE_COLOURS = ['#f97316', '#7c3aed', '#16a34a', '#0ea5e9', '#db2777', '#ca8a04', '#0d9488', '#4f46e5', '#dc2626', '#65a30d'];

export const stickerName = (src: string): string => STEP_NAMES[src] ?? `Day ${src.replace('day-', '')} badge`;

/** A sticker: a step picture, or a day's rosette badge with its number. */
export const StickerArt = ({ src, size = 56 }: { src: string; size?: number }) => {
  const picture = STEP_PICTURES[src];
  if (picture) return <PictureArt name={picture} size={size} />;
  const day = Number(src.replace('day-', ''));
  const colour = BADGE_COLOURS[(day - 1) % BADGE_COLOURS.length] ?? '#f97316';
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M20 40 l-8 20 l10 -4 l6 8 l4 -22z M44 40 l8 20 l-10 -4 l-6 8 l-4 -22z" fill={colour} stroke="#1f2937" strokeWidth="2" />
      <circle cx="32" cy="28" r="22" fill="#fde047" stroke="#1f2937" strokeWidth="2.5" />
      <circle cx="32" cy="28" r="16" fill={colour} />
      <text x="32" y="35" textAnchor="middle" fontSize="20" fontWeight="900" fill="#fff" fontFamily="system-ui, sans-serif">
        {day}
      </text>
    </svg>
  );
};
