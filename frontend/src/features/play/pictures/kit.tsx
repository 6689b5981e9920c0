import type { ReactNode } from 'react';

/** The shared pen and shapes of the picture library: one style for every drawing (64 × 64 view box). */
export const INK = '#1f2937';
export const face = (fill: string, mouth: ReactNode) => (
  <>
    <circle cx="32" cy="32" r="26" fill={fill} stroke={INK} strokeWidth="2.5" />
    <circle cx="23" cy="27" r="3.5" fill={INK} />
    <circle cx="41" cy="27" r="3.5" fill={INK} />
    {mouth}
  </>
);
export const hand = (x: number, fill = '#fcd34d') => (
  <path d={`M${x} 50 v-18 a4 4 0 0 1 8 0 v-6 a4 4 0 0 1 8 0 v24 q0 10 -10 10 h-2 q-4 0 -4 -10z`} fill={fill} stroke={INK} strokeWidth="2" />
);
export const person = (x: number, fill: string) => (
  <>
    <circle cx={x} cy="22" r="8" fill="#fcd34d" stroke={INK} strokeWidth="2" />
    <path d={`M${x - 11} 56 q0 -22 11 -22 q11 0 11 22z`} fill={fill} stroke={INK} strokeWidth="2" />
  </>
);
