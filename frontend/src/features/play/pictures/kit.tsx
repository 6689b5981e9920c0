import type { ReactNode } from 'react';

/** The shared pen and shapes of the picture library: one style for every drawing (64 × 64 view box). */
export const INK = '#1f2937';
/** The outline of every drawing, in view-box units. */
export const LINE = 2.25;

/** Skin tones: drawings of people vary them, so every child meets someone who looks like them. */
export const SKIN = { light: '#fad7b8', peach: '#f0b98d', tan: '#d49a6a', brown: '#a86b43', deep: '#955f3b' } as const;
export const HAIR = { black: '#27201c', brown: '#6b3e1f', ginger: '#c2561a', blond: '#eab543', grey: '#a8adb5' } as const;

type Place = { s?: number; r?: number; flip?: boolean };
/** Draws `children`, drawn around (0, 0), at (x, y): scaled by s, turned r degrees, mirrored left to right if flip. */
export const place = (x: number, y: number, { s = 1, r = 0, flip = false }: Place, children: ReactNode) => (
  <g transform={`translate(${x} ${y}) rotate(${r}) scale(${flip ? -s : s} ${s})`}>{children}</g>
);

/**
 * Bare shapes outlined as one: an ink halo under them, then their fill, so parts that overlap (a palm and its
 * fingers) read as a single shape and the slits between them as ink lines. `line` is the outline in local units.
 */
export const outlined = (shapes: ReactNode, fill: string, line = LINE) => (
  <>
    <g fill={INK} stroke={INK} strokeWidth={line * 2} strokeLinejoin="round">
      {shapes}
    </g>
    <g fill={fill}>{shapes}</g>
  </>
);

/** A thick stroke with an outline: an arm, a leg, a stem, a question mark. */
export const limb = (d: string, colour: string, width = 5, line = LINE) => (
  <>
    <path d={d} fill="none" stroke={INK} strokeWidth={width + line * 2} strokeLinecap="round" strokeLinejoin="round" />
    <path d={d} fill="none" stroke={colour} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
  </>
);

// An open hand drawn around its wrist at (0, 0), fingers up, thumb on the right; `spread` fans the fingers.
const palm = (spread: number) => (
  <>
    <rect x="-9" y="-20" width="18" height="21" rx="6" />
    <rect x="-8.8" y="-27" width="4" height="15" rx="2" transform={`rotate(${-9 * spread} -6.8 -16)`} />
    <rect x="-4.2" y="-32" width="4" height="20" rx="2" transform={`rotate(${-3 * spread} -2.2 -16)`} />
    <rect x="0.4" y="-33" width="4" height="21" rx="2" transform={`rotate(${3 * spread} 2.4 -16)`} />
    <rect x="5" y="-30" width="4" height="18" rx="2" transform={`rotate(${9 * spread} 7 -16)`} />
    <rect x="5" y="-21" width="4.8" height="15" rx="2.4" transform={`rotate(${24 + 14 * spread} 7.4 -7)`} />
  </>
);
type HandOptions = Place & { fill: string; sleeve?: string; spread?: number };
/** An open hand, wrist at (x, y); a sleeve, if given, runs from the wrist down out of the picture. */
export const openHand = (x: number, y: number, { fill, sleeve, spread = 1, ...at }: HandOptions) =>
  place(
    x,
    y,
    at,
    <>
      {sleeve && outlined(<rect x="-9" y="-1" width="18" height="44" rx="2" />, sleeve, LINE / (at.s ?? 1))}
      {outlined(palm(spread), fill, LINE / (at.s ?? 1))}
    </>,
  );

// A fist seen from the side, wrist at (0, 0), knuckles to the right, with a thumb up; `finger` lifts the first finger.
const fistShapes = (finger: boolean) => (
  <>
    <rect x="-11" y="-22" width="14" height="23" rx="5" />
    <rect x="-2" y="-22" width="14" height="5.2" rx="2.6" />
    <rect x="-2" y="-16.1" width="14" height="5.2" rx="2.6" />
    <rect x="-2" y="-10.2" width="14" height="5.2" rx="2.6" />
    <rect x="-2" y="-4.3" width="12" height="5.2" rx="2.6" />
    {finger ? <rect x="3" y="-42" width="5.4" height="24" rx="2.7" /> : <rect x="-9" y="-38" width="6.4" height="20" rx="3.2" />}
  </>
);
type FistOptions = Place & { fill: string; sleeve?: string; finger?: boolean };
/** A fist, wrist at (x, y): its thumb up (thumbs up), or its first finger up if `finger` (shh, look here). */
export const fist = (x: number, y: number, { fill, sleeve, finger = false, ...at }: FistOptions) =>
  place(
    x,
    y,
    at,
    <>
      {sleeve && outlined(<rect x="-19" y="-24" width="8" height="27" rx="2" />, sleeve, LINE / (at.s ?? 1))}
      {outlined(fistShapes(finger), fill, LINE / (at.s ?? 1))}
    </>,
  );

/** The eyes of a feeling face, each pair drawn over the same face so feelings read alike across the library. */
export const EYES = {
  open: (
    <>
      <circle cx="23" cy="27" r="3.5" fill={INK} />
      <circle cx="41" cy="27" r="3.5" fill={INK} />
    </>
  ),
  /** Squeezed shut with joy. */
  shut: <path d="M17 29 q6 -8 12 0 M35 29 q6 -8 12 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />,
  /** Gently closed: calm, asleep. */
  closed: <path d="M17 27 q6 6 12 0 M35 27 q6 6 12 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />,
  /** Wide with fright. */
  wide: (
    <>
      <circle cx="23" cy="26" r="6.5" fill="#fff" stroke={INK} strokeWidth="2" />
      <circle cx="41" cy="26" r="6.5" fill="#fff" stroke={INK} strokeWidth="2" />
      <circle cx="23" cy="27" r="2.5" fill={INK} />
      <circle cx="41" cy="27" r="2.5" fill={INK} />
    </>
  ),
} as const;
/** A feeling face: the same round face, eyes and pen for every feeling; only the mouth (and eyes) change. */
export const face = (fill: string, mouth: ReactNode, eyes: ReactNode = EYES.open) => (
  <>
    <circle cx="32" cy="32" r="26" fill={fill} stroke={INK} strokeWidth="2.5" />
    {eyes}
    {mouth}
  </>
);

type Look = { skin?: string; hair?: string; hairStyle?: 'short' | 'curly' | 'long'; mood?: 'smile' | 'sad' | 'none' };
/** A person's head, centred at (0, 0), radius 8: skin, hair and a small face. */
export const head = ({ skin = SKIN.peach, hair = HAIR.brown, hairStyle = 'short', mood = 'smile' }: Look) => (
  <>
    {hairStyle === 'long' && (
      <path d="M-9.5 -1 a9.5 9.5 0 0 1 19 0 v10 h-19z" fill={hair} stroke={INK} strokeWidth={LINE} strokeLinejoin="round" />
    )}
    <circle r="8" fill={skin} stroke={INK} strokeWidth={LINE} />
    {hairStyle === 'short' && (
      <path d="M-8 -1 a8 8 0 0 1 16 0 q-3 -4 -8 -4 q-5 0 -8 4z" fill={hair} stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
    )}
    {hairStyle === 'long' && (
      <path d="M-8 -1 a8 8 0 0 1 16 0 q-4 -3 -8 -5 q-4 2 -8 5z" fill={hair} stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
    )}
    {hairStyle === 'curly' && (
      <path
        d="M-8.5 0 a3 3 0 0 1 1 -5 a3 3 0 0 1 4 -4 a3 3 0 0 1 5 0 a3 3 0 0 1 4 4 a3 3 0 0 1 1 5 q-7 -5 -15 0z"
        fill={hair}
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    )}
    {mood !== 'none' && (
      <>
        <circle cx="-3" cy="1" r="1.3" fill={INK} />
        <circle cx="3" cy="1" r="1.3" fill={INK} />
        <path
          d={mood === 'smile' ? 'M-3 4.2 q3 2.6 6 0' : 'M-2.5 5 q2.5 -2 5 0'}
          stroke={INK}
          strokeWidth="1.4"
          fill="none"
          strokeLinecap="round"
        />
      </>
    )}
  </>
);
type PersonOptions = Look & { y?: number; s?: number };
/** A child standing with feet on y (56), centred on x; s > 1 draws a grown-up. Arms are drawn by each picture. */
export const person = (x: number, fill: string, { y = 56, s = 1, ...look }: PersonOptions = {}) =>
  place(
    x,
    y,
    { s },
    <>
      <path d="M-11 0 q0 -22 11 -22 q11 0 11 22z" fill={fill} stroke={INK} strokeWidth={LINE / s} strokeLinejoin="round" />
      {place(0, -32, {}, head(look))}
    </>,
  );

/** A fluffy cloud's bare shapes, to fill with `outlined` (white, grey, a thought). */
export const cloudShape = (
  <>
    <circle cx="20" cy="30" r="10" />
    <circle cx="33" cy="22" r="14" />
    <circle cx="46" cy="30" r="10" />
    <rect x="10" y="28" width="46" height="12" rx="6" />
  </>
);
