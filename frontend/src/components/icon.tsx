/** Icons as inline SVG: they look the same on every device, with or without an emoji font. */
const PATHS = {
  play: <path d="M8 5v14l11-7z" fill="currentColor" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2.5" fill="none" />
    </>
  ),
  star: (
    <path
      d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z"
      fill="#facc15"
      stroke="#b45309"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
  ),
  door: (
    <>
      <path d="M5 3h9v18H5z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M14 12h7m-3-3 3 3-3 3" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="11" cy="12" r="1.2" fill="currentColor" />
    </>
  ),
  trophy: (
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" fill="#facc15" stroke="#b45309" strokeWidth="1.5" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" stroke="#b45309" strokeWidth="1.5" fill="none" />
      <path d="M10 14h4v3h-4zM8 20h8v-3H8z" fill="#b45309" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 13H6z" fill="#f472b6" stroke="#9d174d" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" stroke="#9d174d" strokeWidth="1.5" fill="none" />
    </>
  ),
  camera: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="3" fill="#38bdf8" stroke="#075985" strokeWidth="1.5" />
      <path d="M8 7l2-3h4l2 3" fill="#38bdf8" stroke="#075985" strokeWidth="1.5" />
      <circle cx="12" cy="13.5" r="3.5" fill="#fff" stroke="#075985" strokeWidth="1.5" />
    </>
  ),
  gear: (
    <>
      <circle cx="12" cy="12" r="7" fill="#a3a3a3" stroke="#404040" strokeWidth="1.5" strokeDasharray="3 2.5" />
      <circle cx="12" cy="12" r="3" fill="#fff" stroke="#404040" strokeWidth="1.5" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" fill="#fde68a" stroke="#b45309" strokeWidth="1.5" />
      <path d="M12 5l2.5 7H9.5z" fill="#dc2626" />
      <path d="M12 19l-2.5-7h5z" fill="#1f2937" />
    </>
  ),
  tools: (
    <>
      <path d="M4 20l9-9" stroke="#92400e" strokeWidth="3" strokeLinecap="round" />
      <path d="M13 5a4 4 0 0 1 5 5l-2 1-4-4z" fill="#9ca3af" stroke="#374151" strokeWidth="1.3" />
      <rect x="3" y="15" width="18" height="3" rx="1" fill="#facc15" stroke="#92400e" strokeWidth="1" />
    </>
  ),
  speaker: (
    <>
      <path d="M4 9h4l6-5v16l-6-5H4z" fill="currentColor" />
      <path d="M17 8q3 4 0 8M19.5 5.5q5 6.5 0 13" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </>
  ),
  record: <circle cx="12" cy="12" r="8" fill="#ef4444" stroke="currentColor" strokeWidth="2" />,
  stop: <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />,
  check: <path d="M4 12.5l5 5L20 6.5" stroke="currentColor" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />,
  arrow: <path d="M5 12h13m-5-6 6 6-6 6" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />,
  back: <path d="M19 12H6m5-6-6 6 6 6" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />,
  cloud: (
    <path
      d="M6 18a4 4 0 0 1 0-8 6 6 0 0 1 11.5-1.5A4.5 4.5 0 0 1 18 18z M4 4l16 16"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
    />
  ),
  // A song's lines, one at a time: the picture on "Learn it line by line".
  lines: (
    <>
      <circle cx="5" cy="6" r="2" fill="currentColor" />
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="5" cy="18" r="2" fill="currentColor" />
      <path d="M10 6h10M10 12h10M10 18h7" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="9" fill="#facc15" stroke="#b45309" strokeWidth="2" />
      <path d="M12 7v10M9.5 9.5h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4" stroke="#b45309" strokeWidth="1.6" fill="none" />
    </>
  ),
} as const;

export type IconName = keyof typeof PATHS;

export const Icon = ({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
    {PATHS[name]}
  </svg>
);
