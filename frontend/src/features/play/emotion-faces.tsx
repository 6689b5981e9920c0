import type { Emotion } from '@domain/constants';

const INK = '#1f2937';

/** A face per emotion of spec section 3: colour, eyebrows and mouth tell them apart before any word is read. */
const FACES: Record<Emotion, { fill: string; mouth: string; brows?: string; eyes?: 'open' | 'closed' | 'wide' }> = {
  happy: { fill: '#fde047', mouth: 'M20 38 q12 14 24 0' },
  calm: { fill: '#86efac', mouth: 'M22 40 q10 6 20 0', eyes: 'closed' },
  confident: { fill: '#fb923c', mouth: 'M20 38 q12 10 24 -2', brows: 'M16 18 l10 2 M38 20 l10 -2' },
  inspired: { fill: '#f0abfc', mouth: 'M22 38 q10 12 20 0', eyes: 'wide' },
  bored: { fill: '#cbd5e1', mouth: 'M22 42 h20', brows: 'M17 22 h10 M37 22 h10' },
  sad: { fill: '#93c5fd', mouth: 'M20 46 q12 -10 24 0', brows: 'M16 20 l10 -4 M38 16 l10 4' },
  mad: { fill: '#f87171', mouth: 'M20 46 q12 -8 24 0', brows: 'M16 16 l10 6 M38 22 l10 -6' },
  nervous: { fill: '#fcd34d', mouth: 'M20 42 l4 -3 l4 3 l4 -3 l4 3 l4 -3 l4 3', brows: 'M16 18 q5 -4 10 0 M38 18 q5 -4 10 0' },
};

export const EmotionFace = ({ emotion, size = 88 }: { emotion: Emotion; size?: number }) => {
  const face = FACES[emotion];
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="28" fill={face.fill} stroke={INK} strokeWidth="2.5" />
      {face.eyes === 'closed' ? (
        <path d="M19 28 q4 4 8 0 M37 28 q4 4 8 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
      ) : (
        <>
          <circle cx="23" cy="28" r={face.eyes === 'wide' ? 5 : 3.5} fill={INK} />
          <circle cx="41" cy="28" r={face.eyes === 'wide' ? 5 : 3.5} fill={INK} />
          {face.eyes === 'wide' && <path d="M52 10 l2 5 l5 2 l-5 2 l-2 5 l-2 -5 l-5 -2 l5 -2z" fill="#facc15" />}
        </>
      )}
      {face.brows && <path d={face.brows} stroke={INK} strokeWidth="3" strokeLinecap="round" fill="none" />}
      <path d={face.mouth} stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
};
