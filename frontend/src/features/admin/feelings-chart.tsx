import { EMOTIONS, type Emotion } from '@domain/constants';
import { EmotionFace } from '../play/emotion-faces';

export interface Feelings {
  before: Partial<Record<Emotion, number>>;
  after: Partial<Record<Emotion, number>>;
}

/**
 * How a class felt before and after its days, as a picture: a pair of bars per feeling (light before, strong
 * after) with its count above it, each feeling's face underneath; the counts are in the label for screen readers.
 */
export const FeelingsChart = ({ feelings, title }: { feelings: Feelings; title: string }) => {
  const counts = EMOTIONS.flatMap((e) => [feelings.before[e] ?? 0, feelings.after[e] ?? 0]);
  if (counts.every((count) => count === 0))
    return <p className="message">No feelings check-ins yet: the chart appears after the first day played.</p>;
  const max = Math.max(1, ...counts);
  const width = 64;
  const height = 140;
  const describe = EMOTIONS.map((e) => `${e}: ${feelings.before[e] ?? 0} before, ${feelings.after[e] ?? 0} after`).join('; ');
  // Two halves of four feelings, side by side where there is room and one above the other on a phone: one chart of
  // eight would shrink its words to about 7 px on a phone. Each half is drawn at 1.25× its units, never below 1×.
  const halves = [EMOTIONS.slice(0, 4), EMOTIONS.slice(4)];
  return (
    <figure className="chart">
      <div className="chart__halves" role="img" aria-label={`${title}. ${describe}`}>
        {halves.map((half, h) => (
          <svg key={h} viewBox={`0 -16 ${half.length * width} ${height + 86}`} aria-hidden="true" focusable="false">
            {half.map((emotion, i) => {
              const x = i * width;
              const before = ((feelings.before[emotion] ?? 0) / max) * height;
              const after = ((feelings.after[emotion] ?? 0) / max) * height;
              return (
                <g key={emotion}>
                  <rect x={x + 12} y={height - before} width={18} height={before} rx={4} fill="#c4b5fd" />
                  <rect x={x + 34} y={height - after} width={18} height={after} rx={4} fill="#7c3aed" />
                  {/* The count over each bar: a chart is read for its numbers as much as its shape. */}
                  <text x={x + 21} y={height - before - 4} textAnchor="middle" fontSize="13" fontWeight="700" fill="#374151">
                    {feelings.before[emotion] ?? 0}
                  </text>
                  <text x={x + 43} y={height - after - 4} textAnchor="middle" fontSize="13" fontWeight="700" fill="#374151">
                    {feelings.after[emotion] ?? 0}
                  </text>
                  <foreignObject x={x + 8} y={height + 8} width={48} height={48}>
                    <EmotionFace emotion={emotion} size={48} />
                  </foreignObject>
                  <text x={x + width / 2} y={height + 68} textAnchor="middle" fontSize="12" fontWeight="700">
                    {emotion}
                  </text>
                </g>
              );
            })}
          </svg>
        ))}
      </div>
      <figcaption className="chart__legend">
        <span className="chart__key chart__key--before" /> before the day <span className="chart__key chart__key--after" /> after the day
      </figcaption>
    </figure>
  );
};
