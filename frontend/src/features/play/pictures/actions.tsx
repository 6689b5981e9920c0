import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';
import { HAIR, INK, LINE, SKIN, cloudShape, fist, head, limb, openHand, outlined, person, place } from './kit';

/** The names of the library's section "what a child does", in the order of `PICTURE_LIBRARY`. */
export const ACTIONS_PICTURES = [
  'no-coat',
  'run-road',
  'crosswalk',
  'cover-ears',
  'climb-shelf',
  'climbing-frame',
  'play-alone',
  'ask-help',
  'families',
  'line-up',
  'calm-down',
  'fidget',
  'grab',
  'push',
  'tease',
  'walk-away',
  'tidy-up',
  'phone-call',
] as const satisfies readonly Picture[];
export type ActionsPicture = (typeof ACTIONS_PICTURES)[number];

const pen = { stroke: INK, strokeWidth: LINE, strokeLinejoin: 'round' as const };
/** Lines that show movement or sound around a drawing. */
const motion = (d: string, colour = '#f97316') => <path d={d} stroke={colour} strokeWidth="2.5" fill="none" strokeLinecap="round" />;
const GRASS = <path d="M2 60 h60" stroke="#84cc16" strokeWidth="4" strokeLinecap="round" />;
/** A road across the bottom of the picture, seen from the side. */
const ROAD = <rect x="-2" y="44" width="68" height="20" fill="#6b7280" />;
/** Closed, happy eyes and a small smile on a head drawn with mood "none" (at 0, 0). */
const calmFace = (
  <path d="M-5 1 q2 2 4 0 M1 1 q2 2 4 0 M-2 5 q2 1.5 4 0" stroke={INK} strokeWidth="1.3" fill="none" strokeLinecap="round" />
);
/** A small teddy bear, the toy that hands hold, grab and tidy away, centred at (x, y). */
const teddy = (x: number, y: number, s = 1) =>
  place(
    x,
    y,
    { s },
    <>
      <circle cx="-6" cy="-9" r="3.5" fill="#b45309" {...pen} strokeWidth="1.8" />
      <circle cx="6" cy="-9" r="3.5" fill="#b45309" {...pen} strokeWidth="1.8" />
      <circle cy="-3" r="7.5" fill="#d97706" {...pen} strokeWidth="2" />
      <ellipse cy="9" rx="7" ry="8" fill="#d97706" {...pen} strokeWidth="2" />
      <circle cx="-2.5" cy="-4" r="1.2" fill={INK} />
      <circle cx="2.5" cy="-4" r="1.2" fill={INK} />
      <ellipse cy="-0.5" rx="2.5" ry="1.8" fill="#fde68a" />
    </>,
  );
/** A car seen from the side, facing left, its front at x. */
const car = (x: number, y: number, colour: string) => (
  <>
    <path d={`M${x} ${y} v-8 q0 -3 3 -3 h6 l5 -7 h12 l5 7 h3 q3 0 3 3 v8z`} fill={colour} {...pen} />
    <path d={`M${x + 11} ${y - 12} l3 -4 h7 v4z`} fill="#bae6fd" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
    <circle cx={x + 8} cy={y} r="4" fill={INK} />
    <circle cx={x + 26} cy={y} r="4" fill={INK} />
    <circle cx={x + 1} cy={y - 6} r="1.6" fill="#fde047" />
  </>
);

/** Drawings of what a child does: each action its own picture, so no picture has to stand for its opposite. */
export const ACTIONS: Record<ActionsPicture, ReactNode> = {
  'no-coat': (
    <>
      {place(32, 4, { s: 0.62 }, place(-33, -20, {}, outlined(cloudShape, '#94a3b8')))}
      <path
        d="M10 22 l-2 6 M22 24 l-2 6 M44 24 l-2 6 M56 22 l-2 6 M6 40 l-2 6 M58 40 l-2 6"
        stroke="#38bdf8"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      {person(32, '#fca5a5', { skin: SKIN.peach, hair: HAIR.brown, hairStyle: 'short', mood: 'sad' })}
      {/* bare arms wrapped round the body: no coat, cold */}
      {limb('M22 42 q10 9 21 -1', SKIN.peach, 4.5)}
      {limb('M42 42 q-10 9 -21 -1', SKIN.peach, 4.5)}
      {motion('M14 30 l-3 3 l3 3 l-3 3 M50 30 l3 3 l-3 3 l3 3', '#0ea5e9')}
    </>
  ),
  'run-road': (
    <>
      {ROAD}
      <path d="M2 54 h8 M18 54 h8 M34 54 h8 M50 54 h8" stroke="#fff" strokeWidth="2" />
      {car(40, 60, '#ef4444')}
      {motion('M62 40 h-4 M62 46 h-6', '#fff')}
      {place(
        16,
        50,
        { r: 14 },
        person(0, '#22c55e', { y: 0, s: 0.82, skin: SKIN.brown, hair: HAIR.black, hairStyle: 'curly', mood: 'none' }),
      )}
      {limb('M12 36 l-8 6', '#22c55e', 3.5)}
      {limb('M22 36 l6 -6', '#22c55e', 3.5)}
      {motion('M2 22 h6 M0 28 h6', '#f97316')}
    </>
  ),
  crosswalk: (
    <>
      {ROAD}
      <path d="M8 46 v16 M18 46 v16 M28 46 v16 M38 46 v16 M48 46 v16 M58 46 v16" stroke="#fff" strokeWidth="5" />
      {person(22, '#2563eb', { y: 56, s: 1.2, skin: SKIN.light, hair: HAIR.brown, hairStyle: 'long' })}
      {person(44, '#f59e0b', { y: 56, s: 0.8, skin: SKIN.light, hair: HAIR.ginger, hairStyle: 'short' })}
      {limb('M31 36 L37 43', '#2563eb', 4.5)}
      {limb('M40 41 L37 43', '#f59e0b', 3.5)}
      <circle cx="37" cy="43" r="2.8" fill={SKIN.light} stroke={INK} strokeWidth="2" />
    </>
  ),
  'cover-ears': (
    <>
      {place(32, 30, { s: 2.6 }, head({ skin: SKIN.tan, hair: HAIR.black, hairStyle: 'short', mood: 'none' }))}
      <path d="M21 33 q4 -3 8 0 M35 33 q4 -3 8 0 M28 42 h8" stroke={INK} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      {openHand(10, 52, { fill: SKIN.tan, sleeve: '#8b5cf6', s: 0.62, r: 10, spread: 0.2 })}
      {openHand(54, 52, { fill: SKIN.tan, sleeve: '#8b5cf6', s: 0.62, r: -10, flip: true, spread: 0.2 })}
      {motion('M2 12 l4 4 M62 12 l-4 4 M6 4 l3 5 M58 4 l-3 5', '#ef4444')}
    </>
  ),
  'climb-shelf': (
    <>
      <rect x="8" y="4" width="30" height="58" rx="1" fill="#b45309" {...pen} />
      <path d="M10 20 h26 M10 36 h26 M10 50 h26" stroke={INK} strokeWidth="2.5" />
      <path d="M13 8 v11 M17 9 v10 M21 8 v11 M13 24 v11 M18 25 v10 M14 40 v9 M19 40 v9 M25 39 v10" stroke="#60a5fa" strokeWidth="3.5" />
      <path d="M26 24 v11 M30 25 v10 M30 40 v9" stroke="#f472b6" strokeWidth="3.5" />
      {place(
        40,
        18,
        { r: -10 },
        person(0, '#ef4444', { y: 22, s: 0.72, skin: SKIN.peach, hair: HAIR.blond, hairStyle: 'long', mood: 'none' }),
      )}
      {limb('M36 22 L30 18', '#ef4444', 3.5)}
      {limb('M42 38 L34 36', '#334155', 4)}
      {limb('M46 38 L46 50', '#334155', 4)}
      {motion('M52 6 q4 4 0 8 M56 2 q6 8 0 16', '#ef4444')}
    </>
  ),
  'climbing-frame': (
    <>
      {GRASS}
      <path d="M8 60 V28 H56 V60 M8 44 H56 M24 28 V60 M40 28 V60" stroke="#2563eb" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M8 28 H56" stroke="#ef4444" strokeWidth="4" strokeLinecap="round" />
      {person(32, '#f59e0b', { y: 28, s: 0.78, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'curly' })}
      {limb('M26 16 L18 6', '#f59e0b', 3.5)}
      {limb('M38 16 L46 6', '#f59e0b', 3.5)}
    </>
  ),
  'play-alone': (
    <>
      {GRASS}
      {person(24, '#14b8a6', { skin: SKIN.light, hair: HAIR.ginger, hairStyle: 'long' })}
      {limb('M30 42 L40 48', '#14b8a6', 4)}
      <rect x="38" y="46" width="10" height="10" rx="1.5" fill="#ef4444" {...pen} />
      <rect x="48" y="46" width="10" height="10" rx="1.5" fill="#3b82f6" {...pen} />
      <rect x="43" y="36" width="10" height="10" rx="1.5" fill="#facc15" {...pen} />
      <path d="M46 28 l2 3 l3.5 .5 -2.5 2.5 .6 3.4 -3 -1.6" stroke="#f59e0b" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </>
  ),
  'ask-help': (
    <>
      {place(24, 58, { s: 1.25, r: 12 }, person(0, '#7c3aed', { y: 0, skin: SKIN.brown, hair: HAIR.black, hairStyle: 'short' }))}
      {person(48, '#f97316', { skin: SKIN.peach, hair: HAIR.brown, hairStyle: 'curly' })}
      {limb('M54 42 L58 30', '#f97316', 4)}
      <path d="M44 4 h16 q3 0 3 3 v9 q0 3 -3 3 h-8 l-5 4 v-4 h-3 q-3 0 -3 -3 v-9 q0 -3 3 -3z" fill="#fff" {...pen} strokeWidth="2" />
      {limb('M48.5 9 a3.5 3.5 0 1 1 5 3 q-1.5 1 -1.5 2.5', '#8b5cf6', 1.8, 1)}
    </>
  ),
  families: (
    <>
      {GRASS}
      {person(7, '#2563eb', { s: 0.78, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'short' })}
      {person(15, '#f472b6', { s: 0.5, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'curly' })}
      {person(27, '#16a34a', { s: 0.72, skin: SKIN.light, hair: HAIR.grey, hairStyle: 'long' })}
      {person(35, '#facc15', { s: 0.5, skin: SKIN.light, hair: HAIR.blond, hairStyle: 'short' })}
      {person(47, '#ef4444', { s: 0.78, skin: SKIN.tan, hair: HAIR.brown, hairStyle: 'long' })}
      {person(58, '#a855f7', { s: 0.78, skin: SKIN.tan, hair: HAIR.black, hairStyle: 'short' })}
      {person(52.5, '#0ea5e9', { s: 0.45, skin: SKIN.tan, hair: HAIR.brown, hairStyle: 'curly' })}
      <path d="M21 8 v44 M42 8 v44" stroke="#cbd5e1" strokeWidth="1.5" strokeDasharray="3 3" />
    </>
  ),
  'line-up': (
    <>
      {GRASS}
      {person(50, '#94a3b8', { y: 50, s: 0.6, skin: SKIN.peach, hair: HAIR.blond, hairStyle: 'long' })}
      {person(40, '#a855f7', { y: 53, s: 0.72, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'short' })}
      {person(28, '#22c55e', { y: 56, s: 0.86, skin: SKIN.light, hair: HAIR.brown, hairStyle: 'curly' })}
      {person(14, '#f97316', { y: 60, s: 1, skin: SKIN.tan, hair: HAIR.ginger, hairStyle: 'short' })}
    </>
  ),
  'calm-down': (
    <>
      {person(26, '#0ea5e9', { y: 64, s: 1.35, skin: SKIN.brown, hair: HAIR.black, hairStyle: 'long', mood: 'none' })}
      {place(26, 21, { s: 1.35 }, calmFace)}
      {openHand(28, 58, { fill: SKIN.brown, s: 0.42, r: 80, spread: 0 })}
      {motion('M40 24 q6 -2 8 2 q2 4 8 2 M42 30 q5 -1 7 2 q2 3 7 1', '#60a5fa')}
    </>
  ),
  fidget: (
    <>
      {fist(20, 62, { fill: SKIN.peach, sleeve: '#22c55e', s: 1 })}
      <ellipse cx="40" cy="38" rx="15" ry="11" fill="#f472b6" {...pen} />
      <path d="M34 33 h.1 M44 35 h.1 M39 42 h.1 M47 41 h.1" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      {fist(48, 58, { fill: SKIN.peach, sleeve: '#22c55e', s: 0.9, flip: true })}
      {motion('M22 18 l4 4 M32 12 v6 M50 14 l-3 5', '#a855f7')}
    </>
  ),
  grab: (
    <>
      {teddy(40, 30, 1.3)}
      {openHand(52, 62, { fill: SKIN.light, sleeve: '#0ea5e9', s: 0.7, r: -30, flip: true, spread: 0.6 })}
      {fist(22, 44, { fill: SKIN.brown, sleeve: '#ef4444', s: 0.8, r: 70 })}
      {motion('M6 14 h10 M4 22 h10', '#ef4444')}
    </>
  ),
  push: (
    <>
      {GRASS}
      {place(22, 58, { r: 14 }, person(0, '#ef4444', { y: 0, skin: SKIN.peach, hair: HAIR.brown, hairStyle: 'short', mood: 'none' }))}
      {limb('M26 36 L40 34', '#ef4444', 4)}
      {place(48, 58, { r: 22 }, person(0, '#22c55e', { y: 0, skin: SKIN.tan, hair: HAIR.black, hairStyle: 'long', mood: 'sad' }))}
      {motion('M56 14 q4 4 2 10 M60 20 q3 3 2 7', '#f97316')}
    </>
  ),
  tease: (
    <>
      {person(18, '#ef4444', { skin: SKIN.light, hair: HAIR.blond, hairStyle: 'short', mood: 'none' })}
      <path d="M14 23 q4 2 8 0 M14 27 q4 6 8 0z" stroke={INK} strokeWidth="1.6" fill={INK} strokeLinejoin="round" />
      {limb('M25 40 L38 32', '#ef4444', 4)}
      {fist(38, 32, { fill: SKIN.light, finger: true, s: 0.4, r: 60 })}
      {person(50, '#0ea5e9', { skin: SKIN.brown, hair: HAIR.black, hairStyle: 'curly', mood: 'sad' })}
      {motion('M4 10 l4 3 M10 4 l2 5', '#f97316')}
    </>
  ),
  'walk-away': (
    <>
      {GRASS}
      {person(8, '#f97316', { s: 0.7, skin: SKIN.tan, hair: HAIR.black, hairStyle: 'curly' })}
      {person(20, '#a855f7', { s: 0.7, skin: SKIN.light, hair: HAIR.blond, hairStyle: 'long' })}
      {person(14, '#16a34a', { s: 0.78, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'short' })}
      {/* seen from behind: all hair, no face */}
      {place(
        50,
        58,
        {},
        <>
          <path d="M-10 0 q0 -22 10 -22 q10 0 10 22z" fill="#ef4444" stroke={INK} strokeWidth={LINE} strokeLinejoin="round" />
          <circle cy="-32" r="8" fill={HAIR.brown} stroke={INK} strokeWidth={LINE} />
        </>,
      )}
      {motion('M34 30 h-6 M34 38 h-6', '#f97316')}
      <path d="M54 10 h6 l-3 -3 M60 10 l-3 3" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
    </>
  ),
  'tidy-up': (
    <>
      {person(18, '#eab308', { skin: SKIN.deep, hair: HAIR.black, hairStyle: 'long' })}
      {limb('M24 40 L38 32', '#eab308', 4)}
      <rect x="36" y="25" width="9" height="9" rx="1.5" fill="#ef4444" {...pen} transform="rotate(10 40 29)" />
      <rect x="32" y="42" width="30" height="18" rx="2" fill="#3b82f6" {...pen} />
      <rect x="32" y="42" width="30" height="5" rx="1.5" fill="#60a5fa" {...pen} />
      <circle cx="40" cy="40" r="4" fill="#22c55e" {...pen} strokeWidth="1.8" />
      {motion('M48 30 v6 M52 32 l-2 4', '#94a3b8')}
    </>
  ),
  'phone-call': (
    <>
      <rect x="20" y="6" width="24" height="48" rx="4" fill="#1e293b" {...pen} />
      <rect x="23" y="12" width="18" height="34" rx="1" fill="#e0f2fe" />
      <circle cx="32" cy="50" r="1.8" fill="#94a3b8" />
      <circle cx="32" cy="29" r="7" fill="#22c55e" stroke={INK} strokeWidth="1.5" />
      <path d="M29 25.5 q-1.5 0 -1 2.5 q1.5 4 5 5.5 q2.5 .5 2.5 -1 l-1.5 -1.5 l-1.5 1 q-2 -1 -3 -3 l1 -1.5z" fill="#fff" />
      {motion('M12 20 q-4 9 0 18 M6 16 q-6 13 0 26 M52 20 q4 9 0 18 M58 16 q6 13 0 26', '#22c55e')}
    </>
  ),
};
