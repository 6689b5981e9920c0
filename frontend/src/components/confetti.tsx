const COLOURS = ['#f97316', '#facc15', '#22c55e', '#38bdf8', '#a855f7', '#f43f5e'];
const PIECES = 48;

/**
 * Confetti over the whole screen, for a day well done. Pieces are placed by their index (no randomness, the same on
 * every render); with less movement they simply stay where they are, still a celebration, but still.
 */
export const Confetti = () => (
  <div className="confetti" aria-hidden="true">
    {Array.from({ length: PIECES }, (_, i) => (
      <span
        key={i}
        className={`confetti__piece confetti__piece--${i % 3}`}
        style={{
          left: `${(i * 37) % 100}%`,
          top: `${(i * 53) % 90}%`,
          background: COLOURS[i % COLOURS.length],
          animationDelay: `${((i * 7) % 20) / 10}s`,
          animationDuration: `${2.6 + ((i * 13) % 10) / 5}s`,
          transform: `rotate(${(i * 47) % 360}deg)`,
        }}
      />
    ))}
  </div>
);
