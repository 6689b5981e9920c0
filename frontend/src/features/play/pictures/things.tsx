import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';
import { INK } from './kit';

/** The names of the library's sections "things" and "places and going", in the order of `PICTURE_LIBRARY`. */
export const THINGS_PICTURES = [
  'balloon',
  'ball',
  'blocks',
  'toybox',
  'crayons',
  'paint',
  'pencil',
  'book',
  'letter',
  'gift',
  'cookie',
  'apple',
  'cake',
  'water',
  'toothbrush',
  'soap',
  'broom',
  'trash',
  'shoes',
  'coat',
  'backpack',
  'clock',
  'hourglass',
  'calendar',
  'checklist',
  'key',
  'mirror',
  'magnifier',
  'scales',
  'shield',
  'trophy',
  'medal',
  'flag',
  'target',
  'puzzle',
  'jar',
  'bandage',
  'bell',
  'music',
  'drum',
  'bed',
  'house',
  'school',
  'door',
  'bridge',
  'path',
  'stairs',
  'ladder',
  'footsteps',
  'map',
  'bus',
  'bike',
  'boat',
  'kite',
  'rocket',
  'stop-sign',
  'traffic-light',
  'globe',
] as const satisfies readonly Picture[];
export type ThingsPicture = (typeof THINGS_PICTURES)[number];

/** The outline every shape of this group shares. */
const pen = { stroke: INK, strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

/** The corners of a regular polygon (or, with an inner radius, a star) as an SVG `points` list. */
const corners = (count: number, cx: number, cy: number, radius: number, inner?: number, turn = -90) => {
  const step = inner === undefined ? 360 / count : 180 / count;
  const total = inner === undefined ? count : count * 2;
  return Array.from({ length: total }, (_, i) => {
    const r = inner !== undefined && i % 2 === 1 ? inner : radius;
    const angle = ((turn + i * step) * Math.PI) / 180;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
};
const star = (cx: number, cy: number, r: number, fill = '#facc15') => (
  <polygon points={corners(5, cx, cy, r, r * 0.45)} fill={fill} stroke={INK} strokeWidth="2" strokeLinejoin="round" />
);

/** A small heart (the library's heart, scaled about its middle) for letters and jars. */
const littleHeart = (x: number, y: number, scale: number, fill = '#f43f5e') => (
  <path
    d="M0 20 L-22 -2 a12 12 0 0 1 22 -14 a12 12 0 0 1 22 14z"
    transform={`translate(${x} ${y}) scale(${scale})`}
    fill={fill}
    stroke={INK}
    strokeWidth={2 / scale}
    strokeLinejoin="round"
  />
);

/** A standing crayon centred on x, tilted about the bottom of the picture. */
const crayon = (x: number, tilt: number, fill: string) => (
  <g transform={`rotate(${tilt} 32 62)`}>
    <path d={`M${x - 5} 24 l3 -9 l2 -5 l2 5 l3 9z`} fill={fill} {...pen} />
    <rect x={x - 5} y="24" width="10" height="34" rx="1.5" fill={fill} {...pen} />
    <path d={`M${x - 5} 30 h10 M${x - 5} 52 h10`} {...pen} strokeWidth="2" />
  </g>
);

/** A sneaker seen from the side, toe to the right, its sole on y. */
const shoe = (x: number, y: number, fill: string) => (
  <g transform={`translate(${x} ${y})`}>
    <path d="M0 0 V-16 Q0 -20 4 -20 H11 Q14 -20 15 -17 L17 -12 Q29 -11 31 -3 V0z" fill={fill} {...pen} />
    <rect x="-1" y="-1" width="33" height="6" rx="3" fill="#fff" {...pen} />
    <path d="M14 -9 l4 -3 M18 -7 l4 -3" {...pen} strokeWidth="2" />
  </g>
);

/** A bare footprint (sole and five toes) for a left foot, or a right one when mirrored. */
const footprint = (x: number, y: number, tilt: number, right: boolean) => (
  <g transform={`translate(${x} ${y}) rotate(${tilt}) scale(${right ? -1.3 : 1.3} 1.3)`} fill="#92400e">
    <path d="M-1 -9 q8 -1 7 8 q-1 7 -3 11 q-3 5 -7 2 q-3 -3 -1 -9 q-3 -9 4 -12z" />
    <circle cx="4.5" cy="-13" r="2.6" />
    <circle cx="0.5" cy="-14.5" r="2" />
    <circle cx="-3" cy="-13.5" r="1.8" />
    <circle cx="-5.5" cy="-11" r="1.6" />
    <circle cx="-7" cy="-7.5" r="1.4" />
  </g>
);

/** An open hand, fingers up and thumb to the right (to the left when mirrored), tilted about its wrist on (x, y). */
const openHand = (x: number, y: number, tilt: number, mirrored: boolean, fill: string) => (
  <g transform={`translate(${x} ${y}) scale(${mirrored ? -1.15 : 1.15} 1.15) rotate(${tilt})`}>
    <path
      d="M-10 0 V-29 a2.5 2.5 0 0 1 5 0 V-34 a2.5 2.5 0 0 1 5 0 V-33 a2.5 2.5 0 0 1 5 0 V-27 a2.5 2.5 0 0 1 5 0 V-11 L15.5 -18 a2.6 2.6 0 0 1 4.4 2.8 L12 -4 Q9 0 5 0z"
      fill={fill}
      {...pen}
    />
    <path d="M-5 -15 V-29 M0 -15 V-33 M5 -15 V-27" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
  </g>
);

/** A soap bubble with its shine. */
const bubble = (cx: number, cy: number, r: number) => (
  <>
    <circle cx={cx} cy={cy} r={r} fill="#e0f2fe" stroke="#38bdf8" strokeWidth="2" />
    <path
      d={`M${cx - r * 0.5} ${cy - r * 0.1} a${r * 0.5} ${r * 0.5} 0 0 1 ${r * 0.45} -${r * 0.4}`}
      stroke="#fff"
      strokeWidth="1.5"
      fill="none"
    />
  </>
);

/** A little heap of soap foam centred on (x, y). */
const foam = (x: number, y: number) => (
  <path
    d="M-8 4 a4 4 0 0 1 2 -7 a5 5 0 0 1 9 -1 a4 4 0 0 1 4 7 q0 2 -2 2 h-11 a2 2 0 0 1 -2 -1z"
    transform={`translate(${x} ${y}) scale(1.3)`}
    fill="#fff"
    stroke="#38bdf8"
    strokeWidth="1.5"
  />
);

/** A wheel for the bus and the bike. */
const wheel = (cx: number, cy: number, r: number) => (
  <>
    <circle cx={cx} cy={cy} r={r} fill={INK} />
    <circle cx={cx} cy={cy} r={r * 0.45} fill="#cbd5e1" />
  </>
);

/** Drawings of the library's things, places and going. */
export const THINGS: Record<ThingsPicture, ReactNode> = {
  balloon: (
    <>
      <path d="M32 42 q-6 8 0 12 q6 4 0 10" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
      <ellipse cx="32" cy="22" rx="16" ry="19" fill="#ef4444" {...pen} />
      <path d="M28 45 l4 -5 l4 5z" fill="#ef4444" {...pen} strokeWidth="2" />
      <path d="M22 18 q2 -7 8 -9" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  ball: (
    <>
      <circle cx="32" cy="34" r="22" fill="#ef4444" />
      <path d="M13.56 22 Q32 36 50.44 22 A22 22 0 0 1 53.63 30 Q32 44 10.37 30 A22 22 0 0 1 13.56 22z" fill="#facc15" />
      <path d="M10.37 38 Q32 52 53.63 38 A22 22 0 0 1 50.44 46 Q32 60 13.56 46 A22 22 0 0 1 10.37 38z" fill="#3b82f6" />
      <circle cx="32" cy="34" r="22" fill="none" {...pen} />
      <path d="M20 20 q4 -5 10 -6" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  blocks: (
    <>
      <rect x="10" y="44" width="18" height="16" rx="2" fill="#ef4444" {...pen} />
      <rect x="28" y="44" width="18" height="16" rx="2" fill="#3b82f6" {...pen} />
      <rect x="19" y="28" width="18" height="16" rx="2" fill="#facc15" {...pen} />
      <rect x="21" y="12" width="18" height="16" rx="2" fill="#22c55e" {...pen} transform="rotate(8 30 20)" />
      <circle cx="19" cy="52" r="3.5" fill="#fff" />
      <path d="M37 56 l4 -8 l4 8z" fill="#fff" />
      <rect x="24.5" y="32.5" width="7" height="7" fill="#fff" />
      <path d="M30 16 l1.5 3 3.2 .4 -2.3 2.2 .6 3.2 -3 -1.6 -3 1.6 .6 -3.2 -2.3 -2.2 3.2 -.4z" fill="#fff" transform="rotate(8 30 20)" />
    </>
  ),
  toybox: (
    <>
      <circle cx="17" cy="27" r="8" fill="#ef4444" {...pen} />
      <rect x="41" y="16" width="13" height="13" rx="2" fill="#22c55e" {...pen} transform="rotate(12 47 22)" />
      <circle cx="26" cy="12" r="4.5" fill="#d97706" {...pen} strokeWidth="2" />
      <circle cx="40" cy="12" r="4.5" fill="#d97706" {...pen} strokeWidth="2" />
      <circle cx="33" cy="22" r="11" fill="#d97706" {...pen} />
      <circle cx="29" cy="19" r="1.8" fill={INK} />
      <circle cx="37" cy="19" r="1.8" fill={INK} />
      <ellipse cx="33" cy="25.5" rx="4.5" ry="3.5" fill="#fde68a" />
      <circle cx="33" cy="24.5" r="1.5" fill={INK} />
      <rect x="6" y="32" width="52" height="26" rx="3" fill="#3b82f6" {...pen} />
      <rect x="6" y="32" width="52" height="7" rx="2" fill="#60a5fa" {...pen} />
      {star(32, 49, 6)}
    </>
  ),
  crayons: (
    <>
      {crayon(22, -14, '#ef4444')}
      {crayon(32, 0, '#facc15')}
      {crayon(42, 14, '#3b82f6')}
    </>
  ),
  paint: (
    <>
      <path
        d="M34 10 C16 10 6 22 6 34 C6 48 18 56 30 56 C38 56 40 50 36 46 C32 42 36 36 44 38 C54 40 58 32 58 26 C58 16 48 10 34 10z"
        fill="#fde68a"
        {...pen}
      />
      <circle cx="20" cy="28" r="4.5" fill="#ef4444" />
      <circle cx="32" cy="20" r="4.5" fill="#3b82f6" />
      <circle cx="46" cy="24" r="4.5" fill="#22c55e" />
      <circle cx="18" cy="42" r="4.5" fill="#a855f7" />
      <g transform="translate(-4 -3)">
        <path d="M60 34 l4 4 l-18 18 l-4 -4z" fill="#b45309" {...pen} strokeWidth="2" />
        <path d="M42 52 l4 4 l-3 3 l-4 -4z" fill="#cbd5e1" {...pen} strokeWidth="2" />
        <path d="M39 55 l4 4 q-6 6 -14 4 q2 -8 10 -8z" fill="#f97316" {...pen} strokeWidth="2" />
      </g>
    </>
  ),
  pencil: (
    <g transform="rotate(-40 32 32)">
      <rect x="4" y="26" width="9" height="12" rx="3" fill="#f9a8d4" {...pen} />
      <rect x="12" y="26" width="6" height="12" fill="#cbd5e1" {...pen} />
      <rect x="18" y="26" width="30" height="12" fill="#facc15" {...pen} />
      <path d="M18 32 h30" stroke="#f59e0b" strokeWidth="2" />
      <path d="M48 26 l12 6 l-12 6z" fill="#fde68a" {...pen} />
      <path d="M55.5 29.8 l4.5 2.2 l-4.5 2.2z" fill={INK} />
    </g>
  ),
  book: (
    <>
      <path d="M32 16 q-12 -8 -24 -4 v40 q12 -4 24 4 q12 -8 24 -4 v-40 q-12 -4 -24 4z M32 16 v40" fill="#fff" {...pen} />
      <path
        d="M14 22 q7 -2 13 1 M14 30 q7 -2 13 1 M14 38 q7 -2 13 1 M37 23 q6 -3 13 -1 M37 31 q6 -3 13 -1 M37 39 q6 -3 13 -1"
        stroke="#94a3b8"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M8 52 q12 -4 24 4 q12 -8 24 -4 v4 q-12 -4 -24 4 q-12 -8 -24 -4z" fill="#ef4444" {...pen} />
    </>
  ),
  letter: (
    <>
      <rect x="8" y="16" width="48" height="34" rx="3" fill="#fff7ed" {...pen} />
      <path d="M8 19 l24 17 l24 -17" fill="none" {...pen} />
      {littleHeart(32, 38, 0.38)}
    </>
  ),
  gift: (
    <>
      <rect x="10" y="26" width="44" height="30" rx="3" fill="#a855f7" {...pen} />
      <rect x="8" y="18" width="48" height="10" rx="3" fill="#c084fc" {...pen} />
      <path d="M32 18 v38 M32 18 q-14 -14 -14 -2 q0 4 14 2 q14 2 14 -2 q0 -12 -14 2" stroke="#facc15" strokeWidth="4" fill="none" />
    </>
  ),
  cookie: (
    <>
      <path d="M36.2 8.4 A24 24 0 1 0 55.6 27.8 A6 6 0 0 1 48.5 21 A6 6 0 0 1 43 14.5 A6 6 0 0 1 36.2 8.4z" fill="#f59e0b" {...pen} />
      <circle cx="22" cy="24" r="3" fill="#78350f" />
      <circle cx="34" cy="30" r="3" fill="#78350f" />
      <circle cx="20" cy="40" r="3" fill="#78350f" />
      <circle cx="34" cy="46" r="3" fill="#78350f" />
      <circle cx="46" cy="38" r="3" fill="#78350f" />
    </>
  ),
  apple: (
    <>
      <path d="M32 20 q0 -8 4 -13" stroke="#92400e" strokeWidth="3.5" fill="none" strokeLinecap="round" />
      <path d="M35 14 q8 -10 17 -6 q-6 10 -17 6z" fill="#22c55e" {...pen} strokeWidth="2" />
      <path
        d="M32 20 q-8 -6 -16 -2 q-10 6 -8 20 q2 16 14 20 q6 2 10 -2 q4 4 10 2 q12 -4 14 -20 q2 -14 -8 -20 q-8 -4 -16 2z"
        fill="#ef4444"
        {...pen}
      />
      <path d="M16 30 q1 -6 6 -8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  cake: (
    <>
      <rect x="6" y="54" width="52" height="5" rx="2.5" fill="#e2e8f0" {...pen} strokeWidth="2" />
      <rect x="12" y="32" width="40" height="22" rx="3" fill="#f9a8d4" {...pen} />
      <path
        d="M12 35 q0 -4 4 -4 h32 q4 0 4 4 v3 q-4 5 -8 0 q-4 5 -8 0 q-4 5 -8 0 q-4 5 -8 0 q-4 5 -8 0z"
        fill="#fff"
        {...pen}
        strokeWidth="2"
      />
      <circle cx="20" cy="47" r="1.8" fill="#3b82f6" />
      <circle cx="32" cy="48" r="1.8" fill="#22c55e" />
      <circle cx="44" cy="47" r="1.8" fill="#f59e0b" />
      <rect x="29" y="16" width="6" height="15" rx="1" fill="#60a5fa" {...pen} strokeWidth="2" />
      <path d="M32 4 q6 6 0 10 q-6 -4 0 -10z" fill="#f59e0b" stroke="#ea580c" strokeWidth="1.5" />
    </>
  ),
  water: (
    <>
      <path d="M17.3 26 q7 -3 14.7 0 q7.5 3 14.7 0 L44 58 H20z" fill="#38bdf8" />
      <path d="M16 10 h32 l-4 48 h-24z" fill="none" {...pen} />
      <path d="M21 14 l2 30" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  toothbrush: (
    <g transform="rotate(-30 32 32)">
      <rect x="2" y="36" width="42" height="8" rx="4" fill="#38bdf8" {...pen} />
      <rect x="40" y="35" width="20" height="8" rx="3" fill="#38bdf8" {...pen} />
      <path d="M42 35 v-10 M46 35 v-10 M50 35 v-10 M54 35 v-10 M58 35 v-10" stroke="#fff" strokeWidth="3" />
      <path d="M42 35 v-10 h16 v10" fill="none" {...pen} strokeWidth="2" />
      <path d="M41 24 q2 -6 8 -4 q4 -6 8 -1 q3 2 1 5z" fill="#a7f3d0" {...pen} strokeWidth="2" />
    </g>
  ),
  soap: (
    <>
      {openHand(21, 68, -16, true, '#fdba74')}
      {openHand(43, 68, -16, false, '#a16207')}
      {foam(32, 39)}
      {bubble(12, 14, 5)}
      {bubble(32, 18, 6)}
      {bubble(50, 10, 5)}
      {bubble(6, 30, 3)}
      {bubble(58, 26, 3.5)}
    </>
  ),
  broom: (
    <>
      <g transform="translate(2 -6) rotate(30 32 60)">
        <rect x="30" y="10" width="5" height="28" rx="2" fill="#b45309" {...pen} strokeWidth="2" />
        <rect x="24" y="36" width="17" height="6" rx="2" fill="#ef4444" {...pen} strokeWidth="2" />
        <path d="M24 42 h17 l6 18 h-29z" fill="#facc15" {...pen} />
        <path d="M28 45 l-2 12 M32.5 45 v12 M37 45 l2 12" stroke="#ca8a04" strokeWidth="2" strokeLinecap="round" />
      </g>
      <path d="M6 48 q4 -4 8 0 M4 56 q4 -4 8 0" stroke="#94a3b8" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="16" cy="58" r="1.8" fill="#94a3b8" />
      <circle cx="10" cy="62" r="1.5" fill="#94a3b8" />
    </>
  ),
  trash: (
    <>
      <path d="M14 20 h36 l-4 38 h-28z" fill="#94a3b8" {...pen} />
      <path d="M24 27 l1 24 M32 27 v24 M40 27 l-1 24" {...pen} strokeWidth="2" />
      <rect x="10" y="13" width="44" height="7" rx="2.5" fill="#64748b" {...pen} />
      <path d="M26 13 v-4 h12 v4" fill="none" {...pen} />
    </>
  ),
  shoes: (
    <>
      {shoe(26, 38, '#3b82f6')}
      {shoe(8, 56, '#ef4444')}
    </>
  ),
  coat: (
    <>
      <rect x="8" y="4" width="48" height="7" rx="2" fill="#b45309" {...pen} strokeWidth="2" />
      <path d="M32 11 v5 q0 3 -3 3" fill="none" {...pen} strokeWidth="2" />
      <path d="M24 18 q8 -4 16 0 l10 6 l6 18 l-6 2 l-2 -8 v24 h-24 v-24 l-2 8 l-6 -2 l6 -18z" fill="#ef4444" {...pen} />
      <path d="M24 18 l8 10 l8 -10" fill="#fca5a5" {...pen} strokeWidth="2" />
      <path d="M32 28 v32" {...pen} strokeWidth="2" />
      <circle cx="36" cy="36" r="1.8" fill={INK} />
      <circle cx="36" cy="46" r="1.8" fill={INK} />
    </>
  ),
  backpack: (
    <>
      <path d="M26 14 q0 -8 6 -8 q6 0 6 8" fill="none" {...pen} strokeWidth="3" />
      <rect x="9" y="24" width="6" height="28" rx="3" fill="#c2410c" {...pen} strokeWidth="2" />
      <rect x="49" y="24" width="6" height="28" rx="3" fill="#c2410c" {...pen} strokeWidth="2" />
      <rect x="14" y="12" width="36" height="48" rx="11" fill="#f97316" {...pen} />
      <path d="M14 30 q18 8 36 0" fill="none" {...pen} />
      <rect x="20" y="38" width="24" height="16" rx="4" fill="#fdba74" {...pen} />
      <path d="M24 44 h16" {...pen} strokeWidth="2" />
    </>
  ),
  clock: (
    <>
      <circle cx="32" cy="32" r="26" fill="#60a5fa" {...pen} />
      <circle cx="32" cy="32" r="20" fill="#fff" {...pen} strokeWidth="2" />
      <path d="M32 15 v4 M32 45 v4 M15 32 h4 M45 32 h4" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M32 32 v-11 M32 32 l8 5" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="32" r="2.5" fill="#ef4444" />
    </>
  ),
  hourglass: (
    <>
      <path d="M18 12 h28 q0 14 -12 20 q12 6 12 20 h-28 q0 -14 12 -20 q-12 -6 -12 -20z" fill="#e0f2fe" {...pen} />
      <path d="M22.5 20 h19 q-2 6 -9.5 10 q-7.5 -4 -9.5 -10z" fill="#facc15" />
      <path d="M21 51 q11 -14 22 0z" fill="#facc15" />
      <path d="M32 32 v8 M32 43 v2" stroke="#f59e0b" strokeWidth="2" strokeLinecap="round" />
      <path d="M18 12 h28 q0 14 -12 20 q12 6 12 20 h-28 q0 -14 12 -20 q-12 -6 -12 -20z" fill="none" {...pen} />
      <rect x="12" y="6" width="40" height="6" rx="2" fill="#b45309" {...pen} />
      <rect x="12" y="52" width="40" height="6" rx="2" fill="#b45309" {...pen} />
    </>
  ),
  calendar: (
    <>
      <rect x="8" y="12" width="48" height="46" rx="4" fill="#fff" {...pen} />
      <path d="M8 26 v-10 q0 -4 4 -4 h40 q4 0 4 4 v10z" fill="#ef4444" {...pen} />
      <rect x="17" y="6" width="5" height="11" rx="2.5" fill="#94a3b8" {...pen} strokeWidth="2" />
      <rect x="42" y="6" width="5" height="11" rx="2.5" fill="#94a3b8" {...pen} strokeWidth="2" />
      {[14, 25, 36, 47].flatMap((x) =>
        [31, 40, 49].map((y) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="7" height="6" rx="1" fill={x === 36 && y === 40 ? '#f59e0b' : '#cbd5e1'} />
        )),
      )}
    </>
  ),
  checklist: (
    <>
      <rect x="10" y="8" width="44" height="52" rx="4" fill="#b45309" {...pen} />
      <rect x="15" y="14" width="34" height="42" rx="2" fill="#fff" {...pen} strokeWidth="2" />
      <rect x="24" y="4" width="16" height="8" rx="2" fill="#94a3b8" {...pen} strokeWidth="2" />
      {[24, 35, 46].map((y) => (
        <g key={y}>
          <rect x="19" y={y - 4} width="8" height="8" rx="1.5" fill="#fff" {...pen} strokeWidth="2" />
          <path d={`M19 ${y} l3 3.5 l7 -9`} stroke="#16a34a" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <path d={`M32 ${y} h13`} stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
        </g>
      ))}
    </>
  ),
  key: (
    <g transform="rotate(-35 32 32)">
      <path d="M26 29 h32 v6 h-3 v8 h-5 v-8 h-3 v6 h-5 v-6 h-16z" fill="#facc15" {...pen} strokeWidth="2" />
      <path d="M16 20 a12 12 0 1 0 0.01 0z M16 27.5 a4.5 4.5 0 1 0 0.01 0z" fill="#facc15" fillRule="evenodd" {...pen} />
    </g>
  ),
  mirror: (
    <>
      <rect x="28" y="44" width="8" height="17" rx="3" fill="#a855f7" {...pen} />
      <ellipse cx="32" cy="26" rx="19" ry="22" fill="#c084fc" {...pen} />
      <ellipse cx="32" cy="26" rx="14" ry="17" fill="#bae6fd" {...pen} strokeWidth="2" />
      <path d="M24 20 l7 -7 M26 27 l10 -10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  magnifier: (
    <>
      <path d="M38 38 L56 56" stroke={INK} strokeWidth="11" strokeLinecap="round" />
      <path d="M38 38 L56 56" stroke="#92400e" strokeWidth="6" strokeLinecap="round" />
      <circle cx="26" cy="26" r="18" fill="#bae6fd" stroke={INK} strokeWidth="7" />
      <circle cx="26" cy="26" r="18" fill="none" stroke="#94a3b8" strokeWidth="3" />
      <path d="M16 22 a10 10 0 0 1 8 -7" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  scales: (
    <>
      <path d="M20 58 q12 -10 24 0z" fill="#b45309" {...pen} />
      <rect x="30" y="12" width="4" height="42" fill="#b45309" {...pen} strokeWidth="2" />
      <path d="M12 18 l-8 18 M12 18 l8 18 M52 18 l-8 18 M52 18 l8 18" stroke={INK} strokeWidth="1.5" />
      <rect x="6" y="15" width="52" height="5" rx="2.5" fill="#f59e0b" {...pen} strokeWidth="2" />
      <circle cx="32" cy="12" r="4" fill="#facc15" {...pen} strokeWidth="2" />
      <path d="M2 36 h20 q-2 9 -10 9 q-8 0 -10 -9z" fill="#facc15" {...pen} strokeWidth="2" />
      <path d="M42 36 h20 q-2 9 -10 9 q-8 0 -10 -9z" fill="#facc15" {...pen} strokeWidth="2" />
    </>
  ),
  shield: (
    <>
      <path d="M32 6 l22 8 v16 q0 20 -22 28 q-22 -8 -22 -28 v-16z" fill="#60a5fa" {...pen} />
      <path d="M32 6 l22 8 v16 q0 20 -22 28z" fill="#3b82f6" />
      <path d="M32 6 l22 8 v16 q0 20 -22 28 q-22 -8 -22 -28 v-16z" fill="none" {...pen} />
      {star(32, 31, 11)}
    </>
  ),
  trophy: (
    <>
      <path d="M18 14 h-8 q0 16 12 16 M46 14 h8 q0 16 -12 16" fill="none" {...pen} strokeWidth="3" />
      <rect x="29" y="38" width="6" height="10" fill="#f59e0b" {...pen} strokeWidth="2" />
      <rect x="18" y="48" width="28" height="10" rx="2" fill="#b45309" {...pen} />
      <path d="M17 8 h30 v12 q0 18 -15 20 q-15 -2 -15 -20z" fill="#facc15" {...pen} />
      {star(32, 21, 7, '#fff7ed')}
    </>
  ),
  medal: (
    <>
      <path d="M16 4 h11 l9 24 h-11z" fill="#3b82f6" {...pen} />
      <path d="M48 4 h-11 l-9 24 h11z" fill="#ef4444" {...pen} />
      <circle cx="32" cy="42" r="16" fill="#facc15" {...pen} />
      <circle cx="32" cy="42" r="11" fill="#fde047" stroke="#ca8a04" strokeWidth="2" />
      {star(32, 42, 7, '#f59e0b')}
    </>
  ),
  flag: (
    <>
      <path d="M2 62 Q32 12 62 62z" fill="#4ade80" {...pen} />
      <path d="M32 37 V6" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      <path d="M32 7 h20 l-6 7 l6 7 h-20z" fill="#ef4444" {...pen} />
    </>
  ),
  target: (
    <>
      <circle cx="30" cy="34" r="25" fill="#ef4444" {...pen} />
      <circle cx="30" cy="34" r="18" fill="#fff" />
      <circle cx="30" cy="34" r="11" fill="#ef4444" />
      <circle cx="30" cy="34" r="5" fill="#facc15" />
      <path d="M30 34 L54 10" stroke="#92400e" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M51 13 l2 -10 l4 4z M51 13 l10 -2 l-4 -4z" fill="#22c55e" {...pen} strokeWidth="1.5" />
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
  jar: (
    <>
      <rect x="14" y="18" width="36" height="42" rx="9" fill="#e0f2fe" />
      {littleHeart(24, 50, 0.26)}
      {littleHeart(40, 50, 0.26, '#ec4899')}
      {littleHeart(32, 40, 0.26, '#ef4444')}
      {littleHeart(22, 32, 0.22, '#ec4899')}
      {littleHeart(42, 32, 0.22)}
      <rect x="14" y="18" width="36" height="42" rx="9" fill="none" {...pen} />
      <rect x="16" y="8" width="32" height="11" rx="3" fill="#f59e0b" {...pen} />
    </>
  ),
  bandage: (
    <g transform="rotate(-35 32 32)">
      <rect x="4" y="22" width="56" height="20" rx="10" fill="#fdba74" {...pen} />
      <rect x="22" y="24" width="20" height="16" rx="2" fill="#fed7aa" {...pen} strokeWidth="2" />
      {[26, 32, 38].flatMap((x) => [29, 35].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill="#c2410c" />))}
    </g>
  ),
  bell: (
    <>
      <path
        d="M10 18 q-4 7 0 14 M5 14 q-6 11 0 22 M54 18 q4 7 0 14 M59 14 q6 11 0 22"
        stroke="#f59e0b"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <g transform="rotate(-12 32 30)">
        <circle cx="32" cy="9" r="4" fill="none" {...pen} />
        <circle cx="32" cy="50" r="5" fill="#b45309" {...pen} strokeWidth="2" />
        <path d="M32 12 q-15 0 -15 18 v8 l-6 8 h42 l-6 -8 v-8 q0 -18 -15 -18z" fill="#facc15" {...pen} />
        <path d="M24 22 q-2 4 -2 10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
    </>
  ),
  music: (
    <>
      <path d="M25 44 V16 L51 9 V38" fill="none" stroke={INK} strokeWidth="3" strokeLinejoin="round" />
      <path d="M25 16 L51 9 V16 L25 23z" fill={INK} {...pen} strokeWidth="2" />
      <ellipse cx="18" cy="45" rx="8" ry="6" transform="rotate(-20 18 45)" fill="#7c3aed" {...pen} />
      <ellipse cx="44" cy="39" rx="8" ry="6" transform="rotate(-20 44 39)" fill="#7c3aed" {...pen} />
    </>
  ),
  drum: (
    <>
      <ellipse cx="32" cy="22" rx="22" ry="8" fill="#fde68a" stroke={INK} strokeWidth="2.5" />
      <path d="M10 22 v20 q22 16 44 0 v-20" fill="#ef4444" stroke={INK} strokeWidth="2.5" />
      <path d="M14 6 l14 14 M50 6 l-14 14" stroke="#92400e" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  bed: (
    <>
      <rect x="4" y="20" width="9" height="40" rx="3" fill="#b45309" {...pen} />
      <rect x="53" y="34" width="7" height="26" rx="3" fill="#b45309" {...pen} />
      <rect x="11" y="46" width="44" height="7" fill="#b45309" {...pen} />
      <rect x="12" y="38" width="42" height="9" rx="2" fill="#fff" {...pen} />
      <ellipse cx="21" cy="34" rx="9" ry="5.5" fill="#fff" {...pen} />
      <path d="M30 34 h22 q2 0 2 2 v12 h-24z" fill="#60a5fa" {...pen} />
      <path d="M30 38 h24" stroke="#bfdbfe" strokeWidth="2.5" />
    </>
  ),
  house: (
    <>
      <rect x="40" y="12" width="7" height="14" fill="#9ca3af" {...pen} strokeWidth="2" />
      <rect x="14" y="30" width="36" height="28" fill="#fde68a" {...pen} />
      <path d="M8 32 L32 10 L56 32z" fill="#ef4444" {...pen} />
      <rect x="27" y="42" width="10" height="16" rx="1" fill="#b45309" {...pen} strokeWidth="2" />
      <rect x="17" y="37" width="7" height="7" fill="#bae6fd" {...pen} strokeWidth="2" />
      <rect x="40" y="37" width="7" height="7" fill="#bae6fd" {...pen} strokeWidth="2" />
    </>
  ),
  school: (
    <>
      <path d="M32 14 V3" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <path d="M32 3 h11 l-3 3.5 l3 3.5 h-11z" fill="#3b82f6" {...pen} strokeWidth="1.5" />
      <rect x="5" y="28" width="54" height="30" fill="#fde68a" {...pen} />
      <path d="M2 30 L32 14 L62 30z" fill="#ef4444" {...pen} />
      <circle cx="32" cy="24" r="3.5" fill="#fff" {...pen} strokeWidth="1.5" />
      {[
        [9, 33],
        [18, 33],
        [39, 33],
        [48, 33],
        [9, 45],
        [48, 45],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="7" height="7" fill="#bae6fd" {...pen} strokeWidth="1.5" />
      ))}
      <rect x="24" y="42" width="16" height="16" fill="#b45309" {...pen} strokeWidth="2" />
      <path d="M32 42 v16" stroke={INK} strokeWidth="2" />
    </>
  ),
  door: (
    <>
      <path d="M18 54 h32 l10 10 h-52z" fill="#fef08a" />
      <rect x="18" y="4" width="32" height="50" fill="#fef08a" {...pen} />
      <path d="M4 54 h14 M50 54 h10" {...pen} />
      <path d="M18 4 L6 10 V60 L18 54z" fill="#b45309" {...pen} />
      <path d="M10.5 16 V26 M14.5 14 V24 M10.5 40 V52 M14.5 38 V50" stroke="#92400e" strokeWidth="2" strokeLinecap="round" />
      <circle cx="9.5" cy="33" r="2" fill="#facc15" stroke={INK} strokeWidth="1.5" />
    </>
  ),
  bridge: (
    <>
      <rect x="0" y="46" width="64" height="18" fill="#38bdf8" />
      <path d="M4 54 q4 -3 8 0 M46 56 q4 -3 8 0 M24 58 q4 -3 8 0" stroke="#e0f2fe" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M2 24 H62 V58 H52 Q52 34 32 34 Q12 34 12 58 H2z" fill="#f59e0b" {...pen} />
      <path
        d="M2 24 V14 M12 24 V14 M22 24 V14 M32 24 V14 M42 24 V14 M52 24 V14 M62 24 V14 M2 16 H62"
        stroke={INK}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  path: (
    <>
      <rect x="4" y="4" width="56" height="56" rx="12" fill="#86efac" />
      <path d="M26 60 C26 46 52 44 34 30 S40 14 40 4" stroke={INK} strokeWidth="13" fill="none" />
      <path d="M26 60 C26 46 52 44 34 30 S40 14 40 4" stroke="#fde68a" strokeWidth="8.5" fill="none" />
      <rect x="4" y="4" width="56" height="56" rx="12" fill="none" {...pen} />
      <path
        d="M12 50 l2 -5 l2 5 M14 22 l2 -5 l2 5 M50 18 l2 -5 l2 5 M48 54 l2 -5 l2 5"
        stroke="#16a34a"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  stairs: (
    <>
      <path d="M4 60 V48 H16 V36 H28 V24 H40 V12 H60 V60z" fill="#f59e0b" {...pen} />
      <path d="M8 38 L28 18" stroke="#16a34a" strokeWidth="4" strokeLinecap="round" />
      <path d="M30 12 l0 10 l-10 -10z" fill="#16a34a" stroke="#16a34a" strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  ladder: (
    <path d="M18 6 v54 M46 6 v54 M18 14 h28 M18 26 h28 M18 38 h28 M18 50 h28" stroke="#b45309" strokeWidth="4" strokeLinecap="round" />
  ),
  footsteps: (
    <>
      {footprint(21, 47, -12, false)}
      {footprint(43, 25, 12, true)}
    </>
  ),
  map: (
    <>
      <path d="M6 14 L22 8 V50 L6 56z" fill="#fde68a" {...pen} />
      <path d="M22 8 L42 14 V56 L22 50z" fill="#fef3c7" {...pen} />
      <path d="M42 14 L58 8 V50 L42 56z" fill="#fde68a" {...pen} />
      <path d="M26 22 q6 -4 12 2 q2 8 -4 10 q-8 0 -8 -12z" fill="#4ade80" />
      <path d="M46 34 q6 -2 8 4 q-2 6 -8 4z" fill="#38bdf8" />
      <path
        d="M10 46 q8 -4 12 -14 q6 -6 14 4 q6 6 12 -6"
        stroke="#ef4444"
        strokeWidth="2.5"
        strokeDasharray="3 3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="49" cy="28" r="3.5" fill="#ef4444" {...pen} strokeWidth="1.5" />
    </>
  ),
  bus: (
    <>
      <rect x="3" y="14" width="58" height="36" rx="6" fill="#facc15" {...pen} />
      {[8, 20, 32].map((x) => (
        <rect key={x} x={x} y="20" width="10" height="11" rx="1.5" fill="#bae6fd" {...pen} strokeWidth="2" />
      ))}
      <rect x="45" y="20" width="11" height="17" rx="1.5" fill="#bae6fd" {...pen} strokeWidth="2" />
      <path d="M3 39 h42" stroke={INK} strokeWidth="2.5" />
      <circle cx="57" cy="44" r="2" fill="#fff" stroke={INK} strokeWidth="1.5" />
      {wheel(16, 50, 7)}
      {wheel(46, 50, 7)}
    </>
  ),
  bike: (
    <>
      <circle cx="15" cy="42" r="12" fill="none" stroke={INK} strokeWidth="3.5" />
      <circle cx="49" cy="42" r="12" fill="none" stroke={INK} strokeWidth="3.5" />
      <path
        d="M15 42 L32 42 L25 22 Z M25 22 H45 L32 42 M45 22 L49 42 M44 22 L42 14 H48"
        fill="none"
        stroke="#ef4444"
        strokeWidth="3.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M20 20 h10" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="42" r="3" fill={INK} />
      <circle cx="15" cy="42" r="2" fill={INK} />
      <circle cx="49" cy="42" r="2" fill={INK} />
    </>
  ),
  boat: (
    <>
      <path d="M32 44 V6" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      <path d="M35 8 L54 38 H35z" fill="#fff" {...pen} />
      <path d="M29 13 L12 38 H29z" fill="#fde68a" {...pen} />
      <path d="M6 42 h52 l-8 12 h-36z" fill="#ef4444" {...pen} />
      <path d="M2 60 q5 -4 10 0 t10 0 t10 0 t10 0 t10 0 t10 0" stroke="#38bdf8" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  kite: (
    <>
      <path d="M40 44 q-4 8 -12 8 q-10 0 -12 10" stroke={INK} strokeWidth="1.5" fill="none" />
      <path
        d="M24 48 l4 -4 l0 8z M24 48 l-4 -4 l0 8z M16 58 l4 -4 l0 8z M16 58 l-4 -4 l0 8z"
        fill="#facc15"
        stroke={INK}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M40 4 L56 22 L40 44 L24 22z" fill="#f43f5e" {...pen} />
      <path d="M40 4 L56 22 H40z M40 22 H24 L40 44z" fill="#3b82f6" {...pen} strokeWidth="2" />
      <path d="M4 14 q6 -4 12 0 M6 24 q5 -3 10 0" stroke="#94a3b8" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  rocket: (
    <>
      <path d="M24 46 h16 q-2 10 -8 17 q-6 -7 -8 -17z" fill="#f97316" />
      <path d="M28 46 h8 q-1 6 -4 10 q-3 -4 -4 -10z" fill="#facc15" />
      <path
        d="M2 62 a5 5 0 0 1 6 -7 a6 6 0 0 1 11 1 a5 5 0 0 1 3 6z M62 62 a5 5 0 0 0 -6 -7 a6 6 0 0 0 -11 1 a5 5 0 0 0 -3 6z"
        fill="#e2e8f0"
        stroke="#94a3b8"
        strokeWidth="1.5"
      />
      <path d="M21 34 l-9 14 h10z M43 34 l9 14 h-10z" fill="#ef4444" {...pen} />
      <path d="M32 3 q13 11 13 31 v13 h-26 v-13 q0 -20 13 -31z" fill="#e2e8f0" {...pen} />
      <path d="M32 3 q7 6 10 14 h-20 q3 -8 10 -14z" fill="#ef4444" {...pen} strokeWidth="2" />
      <circle cx="32" cy="28" r="5.5" fill="#38bdf8" {...pen} strokeWidth="2" />
    </>
  ),
  'stop-sign': (
    <>
      <rect x="29" y="44" width="6" height="18" fill="#94a3b8" {...pen} strokeWidth="2" />
      <polygon points={corners(8, 32, 26, 23, undefined, 22.5)} fill="#dc2626" {...pen} />
      <polygon points={corners(8, 32, 26, 18.5, undefined, 22.5)} fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
    </>
  ),
  'traffic-light': (
    <>
      <rect x="29" y="52" width="6" height="10" fill="#94a3b8" {...pen} strokeWidth="2" />
      <rect x="19" y="3" width="26" height="50" rx="7" fill="#374151" {...pen} />
      <circle cx="32" cy="15" r="6" fill="#ef4444" {...pen} strokeWidth="2" />
      <circle cx="32" cy="28" r="6" fill="#f59e0b" {...pen} strokeWidth="2" />
      <circle cx="32" cy="41" r="6" fill="#22c55e" {...pen} strokeWidth="2" />
    </>
  ),
  globe: (
    <>
      <circle cx="32" cy="32" r="25" fill="#38bdf8" {...pen} />
      <path
        d="M14 18 q6 -7 14 -6 q4 4 -1 8 q-5 2 -2 8 q4 6 -1 12 q-3 4 -4 10 q-7 -7 -5 -15 q-6 -5 -1 -17z"
        fill="#22c55e"
        stroke="#15803d"
        strokeWidth="1.5"
      />
      <path
        d="M38 11 q9 0 13 7 q-2 4 -8 4 q-4 2 -1 6 q6 2 8 8 q-2 8 -9 12 q-2 -8 -6 -12 q-4 -6 1 -12 q-3 -6 2 -13z"
        fill="#22c55e"
        stroke="#15803d"
        strokeWidth="1.5"
      />
      <path d="M16 48 a20 20 0 0 0 8 5" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" opacity="0.7" />
    </>
  ),
};
