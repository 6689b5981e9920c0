import { displayName, lookOf } from './characters';

const BODIES = {
  round: 'M60 22 C92 22 108 48 108 78 C108 106 88 116 60 116 C32 116 12 106 12 78 C12 48 28 22 60 22 Z',
  tall: 'M60 12 C86 12 98 36 98 66 L98 96 C98 110 84 116 60 116 C36 116 22 110 22 96 L22 66 C22 36 34 12 60 12 Z',
  star: 'M60 14 L74 34 L100 30 L94 56 L112 76 L92 92 L92 112 L60 106 L28 112 L28 92 L8 76 L26 56 L20 30 L46 34 Z',
} as const;

const EARS = {
  round: (color: string) => (
    <>
      <circle cx="30" cy="30" r="13" fill={color} />
      <circle cx="90" cy="30" r="13" fill={color} />
    </>
  ),
  pointy: (color: string) => (
    <>
      <path d="M24 44 L30 6 L50 32 Z" fill={color} />
      <path d="M96 44 L90 6 L70 32 Z" fill={color} />
    </>
  ),
  antenna: (color: string) => (
    <>
      <path d="M46 24 Q40 8 30 6" stroke={color} strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M74 24 Q80 8 90 6" stroke={color} strokeWidth="5" fill="none" strokeLinecap="round" />
      <circle cx="30" cy="6" r="6" fill="#facc15" />
      <circle cx="90" cy="6" r="6" fill="#facc15" />
    </>
  ),
} as const;

/** A friendly creature in the character's colours; the picture carries the character's name for screen readers. */
export const CharacterPicture = ({ code, size = 120 }: { code: string; size?: number }) => {
  const look = lookOf(code);
  return (
    <svg viewBox="0 0 120 124" width={size} height={size} role="img" aria-label={displayName(code)} className="character-picture">
      {EARS[look.ears](look.body)}
      <path d={BODIES[look.shape]} fill={look.body} />
      <ellipse cx="60" cy="86" rx="28" ry="22" fill={look.belly} />
      <circle cx="44" cy="58" r="11" fill="#fff" />
      <circle cx="76" cy="58" r="11" fill="#fff" />
      <circle cx="46" cy="60" r="5.5" fill="#1f2937" />
      <circle cx="78" cy="60" r="5.5" fill="#1f2937" />
      <circle cx="48" cy="57" r="2" fill="#fff" />
      <circle cx="80" cy="57" r="2" fill="#fff" />
      <circle cx="34" cy="74" r="6" fill="#fb7185" opacity="0.55" />
      <circle cx="86" cy="74" r="6" fill="#fb7185" opacity="0.55" />
      <path d="M48 76 Q60 88 72 76" stroke="#1f2937" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
};
