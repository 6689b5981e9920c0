import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';
import { INK, face, hand, person } from './kit';

/** Drawings of the library's people and hands, faces, body and mind. */
export const PEOPLE: Partial<Record<Picture, ReactNode>> = {
  wave: (
    <>
      {hand(22)}
      <path d="M12 18 q-4 6 0 12 M8 14 q-6 10 0 20" stroke="#f97316" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  hands: (
    <>
      {hand(12)}
      {hand(34, '#fdba74')}
    </>
  ),
  clap: (
    <>
      {hand(14)}
      {hand(30, '#fdba74')}
      <path d="M50 10 l6 -4 M52 20 l8 0 M50 30 l6 4" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  'thumbs-up': (
    <path
      d="M14 30 h10 v26 h-10z M24 30 l10 -20 q6 0 6 8 l-2 10 h14 q6 0 4 8 l-4 16 q-2 4 -8 4 h-20"
      fill="#4ade80"
      stroke={INK}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  'thumbs-down': (
    <path
      d="M14 34 h10 v-26 h-10z M24 34 l10 20 q6 0 6 -8 l-2 -10 h14 q6 0 4 -8 l-4 -16 q-2 -4 -8 -4 h-20"
      fill="#f87171"
      stroke={INK}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  friends: (
    <>
      {person(20, '#f97316')}
      {person(44, '#7c3aed')}
    </>
  ),
  helper: (
    <>
      {person(24, '#0ea5e9')}
      <path d="M36 40 l14 -10 M46 26 l6 2 l-2 6" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="50" cy="14" r="6" fill="#fde047" stroke={INK} strokeWidth="2" />
    </>
  ),
  smile: face('#fde047', <path d="M20 38 q12 12 24 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />),
  frown: face('#93c5fd', <path d="M20 46 q12 -10 24 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />),
  shout: face('#fb923c', <ellipse cx="32" cy="42" rx="9" ry="8" fill={INK} />),
  quiet: face('#c4b5fd', <path d="M26 42 h12 M32 34 v16" stroke={INK} strokeWidth="3" strokeLinecap="round" />),
  ear: (
    <path
      d="M40 52 q-8 8 -16 0 q-6 -6 0 -14 q6 -8 0 -14 q6 -14 20 -8 q12 6 6 22 q-4 8 -10 14z M30 26 q6 -6 10 2"
      fill="#fdba74"
      stroke={INK}
      strokeWidth="2.5"
    />
  ),
  breath: (
    <path
      d="M8 24 h30 a6 6 0 1 0 -6 -6 M8 34 h40 a7 7 0 1 1 -7 7 M8 44 h22"
      stroke="#38bdf8"
      strokeWidth="4"
      fill="none"
      strokeLinecap="round"
    />
  ),
  heart: (
    <path d="M32 54 L10 32 a12 12 0 0 1 22 -14 a12 12 0 0 1 22 14z" fill="#f43f5e" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
  ),
};
