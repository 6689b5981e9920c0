import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';
import { ACTIONS } from './actions';
import { NATURE } from './nature';
import { PEOPLE } from './people';
import { THINGS } from './things';

/** The picture library of the programme's content: small, original drawings in a shared style. */
const DRAWINGS: Record<Picture, ReactNode> = { ...PEOPLE, ...THINGS, ...NATURE, ...ACTIONS };

export const PictureArt = ({ name, size = 96, label }: { name: Picture; size?: number; label?: string }) => (
  <svg
    viewBox="0 0 64 64"
    width={size}
    height={size}
    role={label ? 'img' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
    focusable="false"
  >
    {DRAWINGS[name]}
  </svg>
);
