import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';
import { INK } from './kit';

/** Drawings of the library's things, places and going. */
export const THINGS: Partial<Record<Picture, ReactNode>> = {
  toybox: (
    <>
      <rect x="8" y="28" width="48" height="28" rx="3" fill="#f59e0b" stroke={INK} strokeWidth="2.5" />
      <circle cx="22" cy="22" r="8" fill="#ef4444" stroke={INK} strokeWidth="2" />
      <rect x="34" y="12" width="14" height="16" fill="#22c55e" stroke={INK} strokeWidth="2" />
    </>
  ),
  book: (
    <path
      d="M32 16 q-12 -8 -24 -4 v40 q12 -4 24 4 q12 -8 24 -4 v-40 q-12 -4 -24 4z M32 16 v40"
      fill="#fca5a5"
      stroke={INK}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  gift: (
    <>
      <rect x="10" y="26" width="44" height="30" rx="3" fill="#a855f7" stroke={INK} strokeWidth="2.5" />
      <rect x="8" y="18" width="48" height="10" rx="3" fill="#c084fc" stroke={INK} strokeWidth="2.5" />
      <path d="M32 18 v38 M32 18 q-14 -14 -14 -2 q0 4 14 2 q14 2 14 -2 q0 -12 -14 2" stroke="#facc15" strokeWidth="4" fill="none" />
    </>
  ),
  trash: <path d="M16 18 h32 l-4 40 h-24z M12 18 h40 M26 12 h12" fill="#94a3b8" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />,
  mirror: (
    <>
      <ellipse cx="32" cy="26" rx="18" ry="22" fill="#bae6fd" stroke="#a16207" strokeWidth="5" />
      <path d="M24 16 l8 -6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <rect x="29" y="48" width="6" height="12" fill="#a16207" />
    </>
  ),
  shield: (
    <path d="M32 6 l22 8 v16 q0 20 -22 28 q-22 -8 -22 -28 v-16z" fill="#60a5fa" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
  ),
  puzzle: (
    <path
      d="M10 10 h18 a5 5 0 1 1 8 0 h18 v18 a5 5 0 1 0 0 8 v18 h-18 a5 5 0 1 0 -8 0 h-18z"
      fill="#34d399"
      stroke={INK}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  music: <path d="M24 46 v-32 l24 -6 v32 M24 46 a6 5 0 1 1 -1 -1 M48 40 a6 5 0 1 1 -1 -1" stroke={INK} strokeWidth="3.5" fill="#7c3aed" />,
  drum: (
    <>
      <ellipse cx="32" cy="22" rx="22" ry="8" fill="#fde68a" stroke={INK} strokeWidth="2.5" />
      <path d="M10 22 v20 q22 16 44 0 v-20" fill="#ef4444" stroke={INK} strokeWidth="2.5" />
      <path d="M14 6 l14 14 M50 6 l-14 14" stroke="#92400e" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  ladder: (
    <path d="M18 6 v54 M46 6 v54 M18 14 h28 M18 26 h28 M18 38 h28 M18 50 h28" stroke="#b45309" strokeWidth="4" strokeLinecap="round" />
  ),
  footsteps: (
    <>
      <ellipse cx="22" cy="44" rx="7" ry="11" fill="#a16207" />
      <ellipse cx="42" cy="22" rx="7" ry="11" fill="#a16207" />
    </>
  ),
  globe: (
    <>
      <circle cx="32" cy="32" r="24" fill="#38bdf8" stroke={INK} strokeWidth="2.5" />
      <path
        d="M18 20 q8 4 6 12 q-2 8 6 12 M40 12 q-4 10 4 14 q8 2 10 10"
        stroke="#16a34a"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
};
