import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';
import { INK } from './kit';

/** Drawings of the library's nature, shapes and signs. */
export const NATURE: Partial<Record<Picture, ReactNode>> = {
  sun: (
    <>
      <circle cx="32" cy="32" r="14" fill="#facc15" stroke="#b45309" strokeWidth="2.5" />
      <path
        d="M32 4v8M32 52v8M4 32h8M52 32h8M12 12l6 6M46 46l6 6M52 12l-6 6M18 46l-6 6"
        stroke="#f59e0b"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>
  ),
  rain: (
    <>
      <path d="M14 36 a10 10 0 0 1 4 -20 a14 14 0 0 1 26 0 a10 10 0 0 1 6 20z" fill="#cbd5e1" stroke={INK} strokeWidth="2.5" />
      <path d="M20 44 l-3 8 M32 44 l-3 8 M44 44 l-3 8" stroke="#3b82f6" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  rainbow: (
    <>
      <path d="M6 50 a26 26 0 0 1 52 0" stroke="#ef4444" strokeWidth="6" fill="none" />
      <path d="M13 50 a19 19 0 0 1 38 0" stroke="#facc15" strokeWidth="6" fill="none" />
      <path d="M20 50 a12 12 0 0 1 24 0" stroke="#22c55e" strokeWidth="6" fill="none" />
    </>
  ),
  rock: (
    <path
      d="M8 52 q2 -20 14 -26 q8 -14 20 -8 q14 4 14 20 q2 10 -4 14z"
      fill="#9ca3af"
      stroke={INK}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  tree: (
    <>
      <rect x="28" y="38" width="8" height="20" fill="#92400e" />
      <circle cx="32" cy="26" r="18" fill="#22c55e" stroke={INK} strokeWidth="2.5" />
    </>
  ),
  plant: (
    <>
      <path d="M20 42 h24 l-4 16 h-16z" fill="#b45309" stroke={INK} strokeWidth="2.5" />
      <path
        d="M32 42 v-20 M32 30 q-14 0 -14 -14 q14 0 14 14 M32 24 q14 0 14 -14 q-14 0 -14 14"
        stroke="#16a34a"
        strokeWidth="3"
        fill="#4ade80"
      />
    </>
  ),
  feather: (
    <path d="M14 54 q4 -30 36 -44 q-4 28 -30 40z M14 54 l20 -22" fill="#c4b5fd" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
  ),
  star: (
    <path
      d="M32 6 l7.6 16 17.4 2.4 -12.8 12 3.2 17.6 -15.4 -8.4 -15.4 8.4 3.2 -17.6 -12.8 -12 17.4 -2.4z"
      fill="#facc15"
      stroke="#b45309"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  turn: (
    <>
      <path d="M14 30 a18 18 0 0 1 32 -10" stroke="#16a34a" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M50 34 a18 18 0 0 1 -32 10" stroke="#2563eb" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M46 12 l2 10 l-10 0z" fill="#16a34a" />
      <path d="M18 52 l-2 -10 l10 0z" fill="#2563eb" />
    </>
  ),
  bubble: (
    <path
      d="M10 14 h44 a6 6 0 0 1 6 6 v20 a6 6 0 0 1 -6 6 h-26 l-12 10 v-10 h-6 a6 6 0 0 1 -6 -6 v-20 a6 6 0 0 1 6 -6z"
      fill="#e0f2fe"
      stroke={INK}
      strokeWidth="2.5"
    />
  ),
};
