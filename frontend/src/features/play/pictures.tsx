import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';

const INK = '#1f2937';
const face = (fill: string, mouth: ReactNode) => (
  <>
    <circle cx="32" cy="32" r="26" fill={fill} stroke={INK} strokeWidth="2.5" />
    <circle cx="23" cy="27" r="3.5" fill={INK} />
    <circle cx="41" cy="27" r="3.5" fill={INK} />
    {mouth}
  </>
);
const hand = (x: number, fill = '#fcd34d') => (
  <path d={`M${x} 50 v-18 a4 4 0 0 1 8 0 v-6 a4 4 0 0 1 8 0 v24 q0 10 -10 10 h-2 q-4 0 -4 -10z`} fill={fill} stroke={INK} strokeWidth="2" />
);
const person = (x: number, fill: string) => (
  <>
    <circle cx={x} cy="22" r="8" fill="#fcd34d" stroke={INK} strokeWidth="2" />
    <path d={`M${x - 11} 56 q0 -22 11 -22 q11 0 11 22z`} fill={fill} stroke={INK} strokeWidth="2" />
  </>
);

/** The picture library of the programme's content: small, original drawings in a shared style. */
const DRAWINGS: Record<Picture, ReactNode> = {
  wave: (
    <>
      {hand(22)}
      <path d="M12 18 q-4 6 0 12 M8 14 q-6 10 0 20" stroke="#f97316" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  ear: (
    <path
      d="M40 52 q-8 8 -16 0 q-6 -6 0 -14 q6 -8 0 -14 q6 -14 20 -8 q12 6 6 22 q-4 8 -10 14z M30 26 q6 -6 10 2"
      fill="#fdba74"
      stroke={INK}
      strokeWidth="2.5"
    />
  ),
  heart: (
    <path d="M32 54 L10 32 a12 12 0 0 1 22 -14 a12 12 0 0 1 22 14z" fill="#f43f5e" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
  ),
  smile: face('#fde047', <path d="M20 38 q12 12 24 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />),
  frown: face('#93c5fd', <path d="M20 46 q12 -10 24 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />),
  hands: (
    <>
      {hand(12)}
      {hand(34, '#fdba74')}
    </>
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
  gift: (
    <>
      <rect x="10" y="26" width="44" height="30" rx="3" fill="#a855f7" stroke={INK} strokeWidth="2.5" />
      <rect x="8" y="18" width="48" height="10" rx="3" fill="#c084fc" stroke={INK} strokeWidth="2.5" />
      <path d="M32 18 v38 M32 18 q-14 -14 -14 -2 q0 4 14 2 q14 2 14 -2 q0 -12 -14 2" stroke="#facc15" strokeWidth="4" fill="none" />
    </>
  ),
  friends: (
    <>
      {person(20, '#f97316')}
      {person(44, '#7c3aed')}
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
  toybox: (
    <>
      <rect x="8" y="28" width="48" height="28" rx="3" fill="#f59e0b" stroke={INK} strokeWidth="2.5" />
      <circle cx="22" cy="22" r="8" fill="#ef4444" stroke={INK} strokeWidth="2" />
      <rect x="34" y="12" width="14" height="16" fill="#22c55e" stroke={INK} strokeWidth="2" />
    </>
  ),
  tree: (
    <>
      <rect x="28" y="38" width="8" height="20" fill="#92400e" />
      <circle cx="32" cy="26" r="18" fill="#22c55e" stroke={INK} strokeWidth="2.5" />
    </>
  ),
  mirror: (
    <>
      <ellipse cx="32" cy="26" rx="18" ry="22" fill="#bae6fd" stroke="#a16207" strokeWidth="5" />
      <path d="M24 16 l8 -6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <rect x="29" y="48" width="6" height="12" fill="#a16207" />
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
  breath: (
    <path
      d="M8 24 h30 a6 6 0 1 0 -6 -6 M8 34 h40 a7 7 0 1 1 -7 7 M8 44 h22"
      stroke="#38bdf8"
      strokeWidth="4"
      fill="none"
      strokeLinecap="round"
    />
  ),
  ladder: (
    <path d="M18 6 v54 M46 6 v54 M18 14 h28 M18 26 h28 M18 38 h28 M18 50 h28" stroke="#b45309" strokeWidth="4" strokeLinecap="round" />
  ),
  helper: (
    <>
      {person(24, '#0ea5e9')}
      <path d="M36 40 l14 -10 M46 26 l6 2 l-2 6" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="50" cy="14" r="6" fill="#fde047" stroke={INK} strokeWidth="2" />
    </>
  ),
  feather: (
    <path d="M14 54 q4 -30 36 -44 q-4 28 -30 40z M14 54 l20 -22" fill="#c4b5fd" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
  ),
  footsteps: (
    <>
      <ellipse cx="22" cy="44" rx="7" ry="11" fill="#a16207" />
      <ellipse cx="42" cy="22" rx="7" ry="11" fill="#a16207" />
    </>
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
  shield: (
    <path d="M32 6 l22 8 v16 q0 20 -22 28 q-22 -8 -22 -28 v-16z" fill="#60a5fa" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
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
  book: (
    <path
      d="M32 16 q-12 -8 -24 -4 v40 q12 -4 24 4 q12 -8 24 -4 v-40 q-12 -4 -24 4z M32 16 v40"
      fill="#fca5a5"
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
  shout: face('#fb923c', <ellipse cx="32" cy="42" rx="9" ry="8" fill={INK} />),
  quiet: face('#c4b5fd', <path d="M26 42 h12 M32 34 v16" stroke={INK} strokeWidth="3" strokeLinecap="round" />),
  trash: <path d="M16 18 h32 l-4 40 h-24z M12 18 h40 M26 12 h12" fill="#94a3b8" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />,
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
};

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
