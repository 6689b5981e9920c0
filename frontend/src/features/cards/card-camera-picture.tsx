/** A sign-in card held up to a camera: what the "Scan my card" control shows to a child who cannot read it. */
export const CardCameraPicture = ({ size = 64 }: { size?: number }) => (
  <svg viewBox="0 0 64 48" width={size} height={(size * 48) / 64} aria-hidden="true" className="card-camera-picture">
    <rect x="2" y="8" width="38" height="26" rx="4" fill="#fff" stroke="#1f2937" strokeWidth="2.5" transform="rotate(-8 21 21)" />
    <g transform="rotate(-8 21 21)" fill="#1f2937">
      <rect x="7" y="13" width="7" height="7" />
      <rect x="7" y="24" width="7" height="6" />
      <rect x="17" y="13" width="6" height="6" />
      <rect x="17" y="22" width="3" height="3" />
      <rect x="21" y="26" width="3" height="4" />
      <circle cx="32" cy="19" r="4" fill="#f97316" />
      <rect x="27" y="26" width="10" height="3" rx="1.5" fill="#9ca3af" />
    </g>
    <rect x="38" y="22" width="24" height="18" rx="4" fill="#38bdf8" stroke="#075985" strokeWidth="2" />
    <path d="M44 22l3-5h6l3 5" fill="#38bdf8" stroke="#075985" strokeWidth="2" strokeLinejoin="round" />
    <circle cx="50" cy="31" r="5" fill="#fff" stroke="#075985" strokeWidth="2" />
  </svg>
);
