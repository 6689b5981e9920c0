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
  'knock',
  'sorry',
  'mask',
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
      <path d="M2 54 h6 M14 54 h6 M26 54 h6" stroke="#fff" strokeWidth="2" />
      {car(38, 60, '#ef4444')}
      {motion('M34 48 h-5 M34 54 h-3', '#f8fafc')}
      {/* running: leaning forward, legs apart, arms swinging */}
      {limb('M15 48 L8 56', '#1e3a8a', 4)}
      {limb('M21 48 L27 55', '#1e3a8a', 4)}
      {place(18, 50, { r: 10 }, person(0, '#22c55e', { y: 0, s: 0.78, skin: SKIN.brown, hair: HAIR.black, hairStyle: 'curly' }))}
      {limb('M16 36 L8 42', '#22c55e', 3.5)}
      {limb('M24 36 L31 31', '#22c55e', 3.5)}
      {motion('M2 22 h5 M1 30 h5', '#f97316')}
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
      <rect x="10" y="4" width="44" height="58" rx="1" fill="#b45309" {...pen} />
      <path d="M12 20 h40 M12 36 h40 M12 50 h40" stroke={INK} strokeWidth="2.5" />
      <path d="M15 8 v11 M19 9 v10 M45 8 v11 M49 9 v10 M15 40 v9 M19 40 v9 M47 39 v10" stroke="#60a5fa" strokeWidth="3.5" />
      <path d="M41 8 v11 M50 40 v9 M43 39 v10" stroke="#f472b6" strokeWidth="3.5" />
      {/* up on the shelves: hands on the top shelf, feet on a low one */}
      {limb('M26 38 L24 50', '#334155', 4.5)}
      {limb('M38 38 L40 50', '#334155', 4.5)}
      {person(32, '#ef4444', { y: 40, s: 0.75, skin: SKIN.peach, hair: HAIR.blond, hairStyle: 'long' })}
      {limb('M25 30 L20 20', '#ef4444', 3.5)}
      {limb('M39 30 L44 20', '#ef4444', 3.5)}
      <circle cx="20" cy="20" r="2.6" fill={SKIN.peach} stroke={INK} strokeWidth="1.8" />
      <circle cx="44" cy="20" r="2.6" fill={SKIN.peach} stroke={INK} strokeWidth="1.8" />
      {motion('M58 10 q4 4 0 8 M4 10 q-4 4 0 8', '#ef4444')}
    </>
  ),
  'climbing-frame': (
    <>
      {GRASS}
      <path d="M6 60 V26 H58 V60 M6 43 H58 M23 26 V60 M41 26 V60" stroke="#2563eb" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M6 26 H58" stroke="#ef4444" strokeWidth="4" strokeLinecap="round" />
      {/* holding the top bar, feet on the middle one */}
      {person(32, '#f59e0b', { y: 43, s: 0.7, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'curly' })}
      {limb('M26 34 L22 26', '#f59e0b', 3.5)}
      {limb('M38 34 L42 26', '#f59e0b', 3.5)}
      <circle cx="22" cy="26" r="2.6" fill={SKIN.deep} stroke={INK} strokeWidth="1.8" />
      <circle cx="42" cy="26" r="2.6" fill={SKIN.deep} stroke={INK} strokeWidth="1.8" />
      {place(50, 12, { s: 0.6 }, <circle r="7" fill="#fde047" stroke={INK} strokeWidth="3" />)}
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
      <circle cx="54" cy="30" r="5" fill="#a855f7" {...pen} strokeWidth="1.8" />
      <path d="M49.5 29 q4.5 3 9 0" stroke="#fff" strokeWidth="1.5" fill="none" />
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
  knock: (
    <>
      {/* a closed door: no gap to see through */}
      <rect x="28" y="4" width="30" height="56" rx="1.5" fill="#b45309" {...pen} />
      <rect x="33" y="10" width="20" height="18" rx="1.5" fill="#d97706" {...pen} strokeWidth="1.6" />
      <rect x="33" y="34" width="20" height="20" rx="1.5" fill="#d97706" {...pen} strokeWidth="1.6" />
      <circle cx="52" cy="32" r="2.2" fill="#facc15" stroke={INK} strokeWidth="1.5" />
      <path d="M2 60 h60" stroke={INK} strokeWidth={LINE} strokeLinecap="round" />
      {/* a fist, knuckles against the door, its arm coming in from the left */}
      {outlined(<rect x="-4" y="33" width="16" height="12" rx="2" />, '#16a34a')}
      {outlined(<rect x="9" y="29" width="18" height="19" rx="7" />, SKIN.brown)}
      <path d="M21 34 h5 M21 39 h5 M21 44 h4" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      {motion('M20 18 l3 5 M14 22 l4 3 M20 58 l3 -5', '#f97316')}
    </>
  ),
  sorry: (
    <>
      {GRASS}
      {person(46, '#0ea5e9', { skin: SKIN.light, hair: HAIR.blond, hairStyle: 'long', mood: 'none' })}
      {place(46, 24, {}, <path d="M-3 5 h6" stroke={INK} strokeWidth="1.4" strokeLinecap="round" />)}
      {place(46, 24, {}, <path d="M-4.3 1 h2.6 M1.7 1 h2.6" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />)}
      {/* the one saying sorry: head bowed a little, a hand on the chest */}
      {place(18, 56, { r: 6 }, person(0, '#f97316', { y: 0, skin: SKIN.tan, hair: HAIR.black, hairStyle: 'curly', mood: 'sad' }))}
      {limb('M11 46 q6 -4 10 -9', '#f97316', 4)}
      <circle cx="21" cy="37" r="3" fill={SKIN.tan} stroke={INK} strokeWidth="1.8" />
      <path d="M24 4 h22 q3 0 3 3 v10 q0 3 -3 3 h-13 l-5 4 v-4 h-4 q-3 0 -3 -3 v-10 q0 -3 3 -3z" fill="#fff" {...pen} strokeWidth="2" />
      {/* in the bubble: a bandage, making it better */}
      <g transform="rotate(-20 35 12)">
        <rect x="26" y="9" width="18" height="7" rx="3.5" fill="#fcd9b6" stroke={INK} strokeWidth="1.4" />
        <rect x="32" y="9" width="6" height="7" fill="#fde7cf" stroke={INK} strokeWidth="1" />
      </g>
    </>
  ),
  mask: (
    <>
      {GRASS}
      {person(26, '#7c3aed', { s: 1.15, y: 60, skin: SKIN.peach, hair: HAIR.brown, hairStyle: 'short', mood: 'sad' })}
      {/* a tear on the real face, half hidden */}
      <path d="M20 26 q2.5 3.5 0 5 q-2.5 -1.5 0 -5z" fill="#38bdf8" stroke={INK} strokeWidth="1.2" />
      {limb('M34 46 L44 38 L44 28', '#7c3aed', 4)}
      {limb('M44 30 L44 22', '#a16207', 2.5, 1.2)}
      {/* the smiling mask, held up beside the face */}
      <circle cx="44" cy="14" r="10" fill="#fde047" stroke={INK} strokeWidth={LINE} />
      <ellipse cx="40" cy="12" rx="2.2" ry="1.6" fill={INK} />
      <ellipse cx="48" cy="12" rx="2.2" ry="1.6" fill={INK} />
      <path d="M38.5 16.5 q5.5 5 11 0" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M34 14 l-4 -1 M54 14 l4 -1" stroke={INK} strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  families: (
    <>
      {GRASS}
      {[9, 32, 55].map((x) => (
        <path
          key={x}
          d={`M${x} 14 l-3 -3 a2 2 0 0 1 3 -2.5 a2 2 0 0 1 3 2.5z`}
          fill="#f43f5e"
          stroke={INK}
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ))}
      {person(6, '#2563eb', { s: 0.7, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'short' })}
      {person(14, '#f472b6', { s: 0.45, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'curly' })}
      {person(28, '#16a34a', { s: 0.66, skin: SKIN.light, hair: HAIR.grey, hairStyle: 'long' })}
      {person(37, '#facc15', { s: 0.45, skin: SKIN.light, hair: HAIR.blond, hairStyle: 'short' })}
      {person(49, '#ef4444', { s: 0.66, skin: SKIN.tan, hair: HAIR.brown, hairStyle: 'long' })}
      {person(60, '#a855f7', { s: 0.66, skin: SKIN.brown, hair: HAIR.black, hairStyle: 'short' })}
      {person(54.5, '#0ea5e9', { s: 0.42, skin: SKIN.tan, hair: HAIR.brown, hairStyle: 'curly' })}
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
      {outlined(<rect x="22" y="46" width="20" height="20" rx="2" />, '#22c55e')}
      {/* the squishy ball bulges between the fingers that squeeze it */}
      <ellipse cx="32" cy="30" rx="21" ry="15" fill="#f472b6" {...pen} />
      <path d="M14 24 h.1 M50 24 h.1 M16 38 h.1 M48 38 h.1" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      {outlined(
        <>
          <rect x="19" y="38" width="26" height="12" rx="5" />
          <rect x="20" y="22" width="5.5" height="20" rx="2.75" />
          <rect x="26.5" y="20" width="5.5" height="22" rx="2.75" />
          <rect x="33" y="20" width="5.5" height="22" rx="2.75" />
          <rect x="39.5" y="23" width="5.5" height="19" rx="2.75" />
        </>,
        SKIN.peach,
      )}
      {motion('M6 30 h4 M54 30 h4 M8 20 l3 3 M56 20 l-3 3 M8 40 l3 -3 M56 40 l-3 -3', '#a855f7')}
    </>
  ),
  grab: (
    <>
      {place(42, 32, { r: -12 }, teddy(0, 0, 1.25))}
      {openHand(58, 68, { fill: SKIN.light, sleeve: '#0ea5e9', s: 0.66, r: -25, flip: true, spread: 0.6 })}
      {/* a hand from the left, fingers closed round the teddy's side, pulling */}
      {outlined(<rect x="-4" y="33" width="24" height="12" rx="2" />, '#ef4444')}
      {outlined(<rect x="18" y="30" width="16" height="18" rx="7" />, SKIN.brown)}
      <path d="M27 34.5 h6 M27 39 h6 M27 43.5 h6" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      {motion('M4 20 h10 M2 27 h8', '#ef4444')}
    </>
  ),
  push: (
    <>
      {GRASS}
      {place(14, 58, { r: 12 }, person(0, '#ef4444', { y: 0, skin: SKIN.peach, hair: HAIR.brown, hairStyle: 'short', mood: 'none' }))}
      {limb('M22 38 L35 38', '#ef4444', 4)}
      {place(42, 58, { r: 16 }, person(0, '#22c55e', { y: 0, skin: SKIN.tan, hair: HAIR.black, hairStyle: 'long', mood: 'sad' }))}
      {motion('M40 10 q6 -2 10 2 M42 4 q6 -2 10 2', '#f97316')}
    </>
  ),
  tease: (
    <>
      {person(16, '#ef4444', { skin: SKIN.light, hair: HAIR.blond, hairStyle: 'short', mood: 'none' })}
      <path d="M12 23 q4 2 8 0 M12 27 q4 6 8 0z" stroke={INK} strokeWidth="1.6" fill={INK} strokeLinejoin="round" />
      {limb('M23 40 L29 37', '#ef4444', 4)}
      {fist(29, 40, { fill: SKIN.light, finger: true, s: 0.36, r: 75 })}
      {person(50, '#0ea5e9', { skin: SKIN.brown, hair: HAIR.black, hairStyle: 'curly', mood: 'sad' })}
      {motion('M4 8 l4 3 M12 2 l1 5 M28 8 l-4 3', '#f97316')}
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
      {person(16, '#eab308', { skin: SKIN.deep, hair: HAIR.black, hairStyle: 'long' })}
      <rect x="30" y="40" width="32" height="20" rx="2" fill="#3b82f6" {...pen} />
      <circle cx="38" cy="39" r="5" fill="#22c55e" {...pen} strokeWidth="1.8" />
      <rect x="45" y="33" width="9" height="9" rx="1.5" fill="#facc15" {...pen} transform="rotate(-12 49 37)" />
      <rect x="30" y="40" width="32" height="6" rx="1.5" fill="#60a5fa" {...pen} />
      {limb('M22 40 L34 26', '#eab308', 4)}
      <rect x="32" y="15" width="9" height="9" rx="1.5" fill="#ef4444" {...pen} />
      <circle cx="35" cy="26" r="3" fill={SKIN.deep} stroke={INK} strokeWidth="1.8" />
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
