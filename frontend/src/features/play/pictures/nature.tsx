import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';
import { INK, LINE, cloudShape, limb, outlined, place } from './kit';

/** The names of the library's nature, shapes and signs: the pictures this file draws. */
export const NATURE_PICTURES = [
  // nature
  'sun',
  'moon',
  'cloud',
  'rain',
  'rainbow',
  'snowflake',
  'wind',
  'mountain',
  'rock',
  'tree',
  'plant',
  'seed',
  'flower',
  'leaf',
  'watering-can',
  'feather',
  'bee',
  'butterfly',
  'bird',
  'dog',
  'cat',
  'fish',
  'snail',
  'turtle',
  // shapes and signs
  'star',
  'turn',
  'bubble',
  'shapes',
  'confetti',
  'crown',
] as const satisfies readonly Picture[];
export type NaturePicture = (typeof NATURE_PICTURES)[number];

const GREEN = '#4ade80';
/** A leaf with its vein, drawn around its middle at (x, y), pointing up before turning r degrees. */
const leaf = (x: number, y: number, s: number, r: number, fill = GREEN) =>
  place(
    x,
    y,
    { s, r },
    <>
      <path d="M0 -24 C15 -12 15 10 0 22 C-15 10 -15 -12 0 -24z" fill={fill} stroke={INK} strokeWidth={LINE / s} strokeLinejoin="round" />
      <path d="M0 -16 V30 M0 -2 l-6 -5 M0 8 l6 -5" stroke={INK} strokeWidth={(LINE * 0.8) / s} fill="none" strokeLinecap="round" />
    </>,
  );
/** A five-pointed star around (0, 0), 1 unit = its outer radius / 10. */
const STAR_POINTS = 'M0 -10 l2.4 6.7 7.1 .2 -5.6 4.4 2 6.8 -5.9 -4 -5.9 4 2 -6.8 -5.6 -4.4 7.1 -.2z';
const star = (x: number, y: number, size: number, fill = '#facc15') =>
  place(x, y, { s: size / 10 }, <path d={STAR_POINTS} fill={fill} stroke={INK} strokeWidth={(LINE * 10) / size} strokeLinejoin="round" />);
/** Six arms drawn ink first then colour, so where they cross at the middle no outline shows. */
const SNOW_ARM = 'M32 32 V7 M32 15 l-6 -5 M32 15 l6 -5 M32 24 l-5 -4 M32 24 l5 -4';
const snowArms = (colour: string, width: number) => (
  <g stroke={colour} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" fill="none">
    {[0, 60, 120, 180, 240, 300].map((turn) => (
      <path key={turn} d={SNOW_ARM} transform={`rotate(${turn} 32 32)`} />
    ))}
  </g>
);
const eye = (x: number, y: number, r = 2.5) => (
  <>
    <circle cx={x} cy={y} r={r} fill={INK} />
    <circle cx={x - r / 3} cy={y - r / 3} r={r / 3} fill="#fff" />
  </>
);

/** Drawings of the library's nature, shapes and signs. */
export const NATURE: Record<NaturePicture, ReactNode> = {
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
  moon: (
    <>
      <rect x="3" y="3" width="58" height="58" rx="14" fill="#1e3a8a" />
      <path d="M34 10 a22 22 0 1 0 20 32 a17 17 0 1 1 -20 -32z" fill="#fde047" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      {star(47, 18, 7)}
      <path d="M14 14 h.1 M52 52 h.1 M40 32 h.1" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  cloud: place(0, 8, {}, outlined(cloudShape, '#fff')),
  rain: (
    <>
      {place(0, -4, {}, outlined(cloudShape, '#cbd5e1'))}
      <path d="M20 44 l-3 8 M32 44 l-3 8 M44 44 l-3 8 M26 54 l-2 5 M38 54 l-2 5" stroke="#3b82f6" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  rainbow: (
    <>
      <path d="M6 50 a26 26 0 0 1 52 0" stroke="#ef4444" strokeWidth="6" fill="none" />
      <path d="M13 50 a19 19 0 0 1 38 0" stroke="#facc15" strokeWidth="6" fill="none" />
      <path d="M20 50 a12 12 0 0 1 24 0" stroke="#22c55e" strokeWidth="6" fill="none" />
    </>
  ),
  snowflake: (
    <>
      {snowArms(INK, 4 + LINE * 2)}
      {snowArms('#bae6fd', 4)}
    </>
  ),
  wind: (
    <>
      <path
        d="M4 22 h34 a7 7 0 1 0 -7 -7 M4 34 h44 a8 8 0 1 1 -8 8 M4 46 h24"
        stroke="#38bdf8"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      {leaf(52, 18, 0.35, 60, '#f59e0b')}
      {leaf(52, 54, 0.3, 110)}
    </>
  ),
  mountain: (
    <>
      <path d="M28 56 L45 22 L62 56z" fill="#94a3b8" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      <path d="M2 56 L25 10 L48 56z" fill="#64748b" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      <path d="M25 10 L17.5 25 l4 3 l3.5 -4 l4 4 l4 -3z" fill="#fff" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <path d="M2 57 h60" stroke="#22c55e" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  rock: (
    <>
      <path
        d="M8 52 q2 -20 14 -26 q8 -14 20 -8 q14 4 14 20 q2 10 -4 14z"
        fill="#9ca3af"
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M30 22 l-4 10 l6 8 M44 28 l2 10" stroke="#6b7280" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M4 53 h56" stroke="#22c55e" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  tree: (
    <>
      {outlined(<path d="M27 60 l2 -26 h6 l2 26z" />, '#92400e')}
      {outlined(
        <>
          <circle cx="32" cy="18" r="13" />
          <circle cx="19" cy="30" r="11" />
          <circle cx="45" cy="30" r="11" />
          <circle cx="32" cy="34" r="11" />
        </>,
        '#22c55e',
      )}
      <path d="M24 22 q3 -5 8 -6" stroke="#86efac" strokeWidth="2.5" fill="none" strokeLinecap="round" />
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
  seed: (
    <>
      {limb('M32 50 V30', '#16a34a', 3.5)}
      {leaf(23, 26, 0.38, -60)}
      {leaf(41, 24, 0.38, 60)}
      <path d="M2 62 q30 -26 60 0z" fill="#92400e" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      <ellipse cx="32" cy="54" rx="6" ry="4" fill="#fbbf24" stroke={INK} strokeWidth="2" />
      <path d="M12 58 h.1 M50 57 h.1 M22 60 h.1" stroke="#451a03" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  flower: (
    <>
      {limb('M32 60 V30', '#16a34a', 3.5)}
      {leaf(22, 48, 0.35, -55)}
      {leaf(42, 44, 0.35, 55)}
      {[0, 72, 144, 216, 288].map((turn) => (
        <circle key={turn} cx="32" cy="12" r="8" transform={`rotate(${turn} 32 23)`} fill="#f472b6" stroke={INK} strokeWidth="2.25" />
      ))}
      <circle cx="32" cy="23" r="6.5" fill="#facc15" stroke={INK} strokeWidth="2.25" />
    </>
  ),
  leaf: leaf(32, 30, 1, 40),
  'watering-can': (
    <>
      <path d="M46 40 L58 22" stroke={INK} strokeWidth="9" strokeLinecap="round" />
      <path d="M46 40 L58 22" stroke="#10b981" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M20 28 q10 -18 20 0" stroke={INK} strokeWidth="4" fill="none" />
      <rect x="12" y="26" width="36" height="30" rx="5" fill="#10b981" stroke={INK} strokeWidth="2.5" />
      <path d="M55 18 l8 8" stroke={INK} strokeWidth="6" strokeLinecap="round" />
      <path d="M58 34 l-2 6 M62 36 l-1 6 M54 38 l-2 6" stroke="#3b82f6" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M18 34 h24" stroke="#6ee7b7" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  feather: (
    <>
      <path d="M14 54 q4 -30 36 -44 q-4 28 -30 40z" fill="#c4b5fd" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M10 58 L46 16 M23 40 l-8 -4 M30 32 l-7 -6 M30 40 l10 -1 M37 31 l9 -2"
        stroke="#6d28d9"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  bee: (
    <>
      <path
        d="M34 36 c-8 -16 -22 -16 -16 -4z M36 34 c0 -18 14 -20 12 -6z"
        fill="#e0f2fe"
        stroke={INK}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M9 40 l-6 2 l6 3z" fill={INK} stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <ellipse cx="28" cy="42" rx="19" ry="13" fill="#facc15" stroke={INK} strokeWidth="2.5" />
      <path d="M22 29.5 v25 M32 29.2 v25.6" stroke={INK} strokeWidth="4" />
      <circle cx="49" cy="40" r="8" fill={INK} />
      <path d="M51 33 q2 -8 8 -9 M47 33 q-2 -8 2 -12" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="52" cy="38" r="2" fill="#fff" />
    </>
  ),
  butterfly: (
    <>
      {[false, true].map((flip) => (
        <g key={String(flip)} transform={flip ? 'translate(64 0) scale(-1 1)' : undefined}>
          <path d="M31 30 C22 6 4 8 8 22 C10 30 20 32 31 32z" fill="#f97316" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
          <path d="M31 34 C20 34 10 42 14 50 C18 56 28 50 31 38z" fill="#a855f7" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
          <circle cx="17" cy="20" r="3.5" fill="#fde047" stroke={INK} strokeWidth="1.5" />
          <path d="M31 16 q-3 -8 -8 -9" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
        </g>
      ))}
      <rect x="28.5" y="14" width="7" height="38" rx="3.5" fill={INK} />
    </>
  ),
  bird: (
    <>
      <path d="M4 58 h56" stroke="#92400e" strokeWidth="4" strokeLinecap="round" />
      <path d="M26 50 v8 M34 50 v8" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M14 36 L2 28 L6 44z" fill="#2563eb" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      <circle cx="32" cy="34" r="18" fill="#60a5fa" stroke={INK} strokeWidth="2.5" />
      <path d="M48 28 l12 4 l-11 5z" fill="#f59e0b" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <ellipse cx="36" cy="43" rx="10" ry="6" fill="#dbeafe" />
      <path d="M16 36 q8 12 18 2 q-8 -6 -18 -2z" fill="#2563eb" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      {eye(40, 28, 3)}
    </>
  ),
  dog: (
    <>
      <ellipse cx="32" cy="34" rx="18" ry="18" fill="#d6a46c" stroke={INK} strokeWidth="2.5" />
      <ellipse cx="12" cy="32" rx="7" ry="15" fill="#7c4a24" stroke={INK} strokeWidth="2.25" transform="rotate(15 12 32)" />
      <ellipse cx="52" cy="32" rx="7" ry="15" fill="#7c4a24" stroke={INK} strokeWidth="2.25" transform="rotate(-15 52 32)" />
      <ellipse cx="32" cy="44" rx="11" ry="8" fill="#fdf2e0" stroke={INK} strokeWidth="2" />
      <path d="M29 49 q3 8 6 0z" fill="#f87171" stroke={INK} strokeWidth="1.5" />
      <ellipse cx="32" cy="40" rx="4.5" ry="3.2" fill={INK} />
      <path d="M32 43 v3 M27 46 q5 3 10 0" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
      {eye(25, 30)}
      {eye(39, 30)}
    </>
  ),
  cat: (
    <>
      <path d="M12 28 L12 6 L28 18z M52 28 L52 6 L36 18z" fill="#fb923c" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      <path d="M15 20 L15 12 L22 17z M49 20 L49 12 L42 17z" fill="#fbcfe8" />
      <ellipse cx="32" cy="36" rx="22" ry="19" fill="#fb923c" stroke={INK} strokeWidth="2.5" />
      <path d="M28 18 v6 M32 17 v7 M36 18 v6" stroke="#c2410c" strokeWidth="2.5" strokeLinecap="round" />
      <ellipse cx="23" cy="33" rx="3.5" ry="4.5" fill="#84cc16" stroke={INK} strokeWidth="1.5" />
      <ellipse cx="41" cy="33" rx="3.5" ry="4.5" fill="#84cc16" stroke={INK} strokeWidth="1.5" />
      <path d="M23 30 v6 M41 30 v6" stroke={INK} strokeWidth="2" />
      <path d="M29 40 h6 l-3 3z" fill="#f472b6" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path
        d="M32 43 q-3 4 -6 1 M32 43 q3 4 6 1 M4 38 l14 2 M4 46 l14 -2 M60 38 l-14 2 M60 46 l-14 -2"
        stroke={INK}
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  fish: (
    <>
      <path d="M16 32 L3 20 L4 44z" fill="#f59e0b" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      <path d="M24 22 q8 -12 18 -2z" fill="#f59e0b" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      <ellipse cx="32" cy="33" rx="20" ry="13" fill="#fb923c" stroke={INK} strokeWidth="2.5" />
      <path d="M26 28 q3 5 0 10 M32 27 q3 6 0 12" stroke="#c2410c" strokeWidth="2" fill="none" strokeLinecap="round" />
      {eye(42, 30, 2.8)}
      <path d="M48 38 q2 1 4 0" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="56" cy="18" r="3" fill="#e0f2fe" stroke="#38bdf8" strokeWidth="1.8" />
      <circle cx="52" cy="9" r="2" fill="#e0f2fe" stroke="#38bdf8" strokeWidth="1.8" />
    </>
  ),
  snail: (
    <>
      <path d="M46 40 l-2 -16 M52 40 l4 -15" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <circle cx="44" cy="23" r="2.5" fill={INK} />
      <circle cx="56" cy="24" r="2.5" fill={INK} />
      <path
        d="M4 54 h44 q10 0 10 -10 v-4 q0 -6 -7 -6 q-7 0 -7 6 v6 h-36 q-4 0 -4 4z"
        fill="#bef264"
        stroke={INK}
        strokeWidth="2.25"
        strokeLinejoin="round"
      />
      <circle cx="26" cy="34" r="17" fill="#f59e0b" stroke={INK} strokeWidth="2.5" />
      <path
        d="M26 34 m0 -3 a3 3 0 1 1 -3 3 a6 6 0 0 1 6 -6 a9 9 0 0 1 9 9 a12 12 0 0 1 -12 12"
        stroke="#92400e"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M50 44 q2 2 4 0" stroke={INK} strokeWidth="1.8" fill="none" strokeLinecap="round" />
    </>
  ),
  turtle: (
    <>
      <path d="M14 44 v8 h8 v-8 M40 44 v8 h8 v-8" fill="#86efac" stroke={INK} strokeWidth="2.25" strokeLinejoin="round" />
      <path d="M8 44 l-5 3 l5 1z" fill="#86efac" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <ellipse cx="53" cy="38" rx="8" ry="7" fill="#86efac" stroke={INK} strokeWidth="2.25" />
      {eye(55, 36, 1.8)}
      <path d="M6 46 a25 24 0 0 1 50 0z" fill="#16a34a" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M23 30 l9 -5 l9 5 v9 l-9 5 l-9 -5z M23 30 l-8 -3 M41 30 l8 -3 M23 39 l-8 6 M41 39 l8 6 M32 25 v-6"
        stroke="#bbf7d0"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
      />
    </>
  ),
  star: star(32, 33, 27),
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
  shapes: (
    <>
      <circle cx="18" cy="19" r="12" fill="#ef4444" stroke={INK} strokeWidth="2.5" />
      <rect x="35" y="8" width="22" height="22" rx="2" fill="#3b82f6" stroke={INK} strokeWidth="2.5" />
      <path d="M32 34 L47 58 L17 58z" fill="#facc15" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
    </>
  ),
  confetti: (
    <>
      <path d="M4 60 L16 30 L34 48z" fill="#a855f7" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M11 43 l10 10 M7 52 l6 6" stroke="#fde047" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 28 q2 -8 -4 -12 M36 40 q8 -2 12 4" stroke="#f97316" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <rect x="30" y="8" width="6" height="6" fill="#22c55e" transform="rotate(20 33 11)" />
      <rect x="48" y="24" width="6" height="6" fill="#3b82f6" transform="rotate(-25 51 27)" />
      <circle cx="44" cy="12" r="3" fill="#ef4444" />
      <circle cx="56" cy="44" r="3" fill="#facc15" />
      <circle cx="38" cy="26" r="2.5" fill="#ec4899" />
      {star(54, 8, 5, '#facc15')}
      <path d="M44 34 l4 -4 l2 4 l4 -4" stroke="#ec4899" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  crown: (
    <>
      <path d="M8 48 L10 18 L22 32 L32 12 L42 32 L54 18 L56 48z" fill="#facc15" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <rect x="7" y="46" width="50" height="10" rx="3" fill="#f59e0b" stroke={INK} strokeWidth="2.5" />
      <circle cx="10" cy="16" r="3" fill="#facc15" stroke={INK} strokeWidth="2" />
      <circle cx="32" cy="10" r="3" fill="#facc15" stroke={INK} strokeWidth="2" />
      <circle cx="54" cy="16" r="3" fill="#facc15" stroke={INK} strokeWidth="2" />
      <circle cx="20" cy="51" r="3" fill="#ef4444" stroke={INK} strokeWidth="1.5" />
      <circle cx="32" cy="51" r="3" fill="#3b82f6" stroke={INK} strokeWidth="1.5" />
      <circle cx="44" cy="51" r="3" fill="#22c55e" stroke={INK} strokeWidth="1.5" />
    </>
  ),
};
