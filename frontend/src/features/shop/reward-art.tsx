import type { ReactNode } from 'react';

const INK = '#1f2937';
const S = { stroke: INK, strokeWidth: 2.5, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };

/** An original picture for every reward of the five catalogues. */
const ART: Record<string, ReactNode> = {
  compass: (
    <>
      <circle cx="32" cy="34" r="24" fill="#fde68a" {...S} />
      <circle cx="32" cy="34" r="18" fill="#fff" {...S} />
      <path d="M32 20 l5 14 h-10z" fill="#dc2626" />
      <path d="M32 48 l-5 -14 h10z" fill={INK} />
      <circle cx="32" cy="8" r="4" fill="#fde68a" {...S} />
    </>
  ),
  fireplace: (
    <>
      <rect x="8" y="14" width="48" height="44" fill="#b45309" {...S} />
      <rect x="18" y="28" width="28" height="30" fill="#1f2937" />
      <path d="M24 56 q-2 -12 8 -20 q0 8 6 10 q2 -6 -2 -12 q12 8 6 22z" fill="#f97316" />
      <rect x="4" y="8" width="56" height="8" fill="#92400e" {...S} />
    </>
  ),
  glasses: (
    <>
      <circle cx="18" cy="34" r="11" fill="#bae6fd" {...S} />
      <circle cx="46" cy="34" r="11" fill="#bae6fd" {...S} />
      <path d="M29 32 q3 -4 6 0 M7 30 l-4 -6 M57 30 l4 -6" fill="none" {...S} />
    </>
  ),
  hat: (
    <>
      <ellipse cx="32" cy="46" rx="28" ry="7" fill="#7c3aed" {...S} />
      <path d="M16 44 q0 -30 16 -30 q16 0 16 30z" fill="#8b5cf6" {...S} />
      <path d="M17 38 h30" stroke="#facc15" strokeWidth="5" />
    </>
  ),
  mustache: (
    <path
      d="M32 30 q-6 -8 -16 -4 q-8 4 -12 14 q8 -4 14 -2 q10 2 14 -4 q4 6 14 4 q6 -2 14 2 q-4 -10 -12 -14 q-10 -4 -16 4z"
      fill="#78350f"
      {...S}
    />
  ),
  socks: (
    <>
      <path d="M14 8 h14 v30 q0 6 6 10 l6 4 q4 6 -2 8 h-14 q-12 0 -10 -14z" fill="#f472b6" {...S} />
      <path d="M14 16 h14 M14 24 h14" stroke="#fff" strokeWidth="3" />
      <path d="M36 12 h12 v24 q0 6 6 10 l4 4 q2 6 -4 6 h-6" fill="#60a5fa" {...S} />
    </>
  ),
  suitcase: (
    <>
      <rect x="6" y="20" width="52" height="36" rx="5" fill="#f59e0b" {...S} />
      <path d="M24 20 v-8 h16 v8 M6 34 h52" fill="none" {...S} />
      <circle cx="20" cy="44" r="3" fill="#dc2626" />
      <circle cx="44" cy="46" r="4" fill="#16a34a" />
    </>
  ),
  tent: (
    <>
      <path d="M4 56 l28 -46 l28 46z" fill="#22c55e" {...S} />
      <path d="M32 10 v46 M32 56 l-10 0 l10 -22 l10 22z" fill="#15803d" {...S} />
      <path d="M32 10 l0 -6 l8 3 l-8 3" fill="#ef4444" {...S} />
    </>
  ),
  crown: (
    <>
      <path d="M8 46 l-2 -28 l14 12 l12 -20 l12 20 l14 -12 l-2 28z" fill="#facc15" {...S} />
      <rect x="8" y="46" width="48" height="8" fill="#eab308" {...S} />
      <circle cx="32" cy="36" r="4" fill="#ef4444" />
    </>
  ),
  guitar: (
    <>
      <path d="M38 8 l8 -4 l6 6 l-4 8 l-14 14" fill="none" {...S} />
      <path d="M34 30 q6 10 -2 18 q-8 10 -20 4 q-10 -8 -4 -20 q8 -8 16 -4 q6 -6 10 2z" fill="#f97316" {...S} />
      <circle cx="24" cy="40" r="5" fill={INK} />
    </>
  ),
  microphone: (
    <>
      <rect x="22" y="4" width="20" height="32" rx="10" fill="#a3a3a3" {...S} />
      <path d="M16 28 q0 16 16 16 q16 0 16 -16 M32 44 v10 M22 58 h20" fill="none" {...S} />
    </>
  ),
  sunglasses: (
    <>
      <path d="M6 26 h22 q0 16 -11 16 q-11 0 -11 -16z M36 26 h22 q0 16 -11 16 q-11 0 -11 -16z" fill={INK} {...S} />
      <path d="M28 28 h8 M6 26 l-2 -6 M58 26 l2 -6" fill="none" {...S} />
      <path d="M10 30 l6 -2" stroke="#fff" strokeWidth="2" />
    </>
  ),
  backpack: (
    <>
      <rect x="12" y="14" width="40" height="44" rx="10" fill="#0ea5e9" {...S} />
      <rect x="20" y="36" width="24" height="14" rx="4" fill="#38bdf8" {...S} />
      <path d="M24 14 v-4 h16 v4" fill="none" {...S} />
    </>
  ),
  binoculars: (
    <>
      <rect x="8" y="20" width="18" height="34" rx="6" fill="#374151" {...S} />
      <rect x="38" y="20" width="18" height="34" rx="6" fill="#374151" {...S} />
      <rect x="24" y="26" width="16" height="10" fill="#6b7280" {...S} />
      <circle cx="17" cy="48" r="5" fill="#93c5fd" />
      <circle cx="47" cy="48" r="5" fill="#93c5fd" />
    </>
  ),
  map: (
    <>
      <path d="M6 14 l16 -6 l20 6 l16 -6 v42 l-16 6 l-20 -6 l-16 6z" fill="#fef3c7" {...S} />
      <path d="M22 8 v42 M42 14 v42" fill="none" {...S} />
      <path d="M12 40 q10 -14 20 -6 q8 6 18 -10" stroke="#dc2626" strokeWidth="2.5" strokeDasharray="3 3" fill="none" />
      <path d="M46 18 l6 6 M52 18 l-6 6" stroke="#dc2626" strokeWidth="3" />
    </>
  ),
  telescope: (
    <>
      <path d="M6 30 l40 -16 l6 14 l-40 16z" fill="#6366f1" {...S} />
      <path d="M26 38 l-10 20 M30 36 l10 22" fill="none" {...S} />
      <path d="M52 8 l2 5 l5 2 l-5 2 l-2 5 l-2 -5 l-5 -2 l5 -2z" fill="#facc15" />
    </>
  ),
};

export const RewardArt = ({ id, size = 96 }: { id: string; size?: number }) => (
  <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
    {ART[id] ?? <circle cx="32" cy="32" r="24" fill="#e5e7eb" {...S} />}
  </svg>
);
