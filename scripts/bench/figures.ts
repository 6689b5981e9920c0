/**
 * What `npm run bench` prints: each figure of issue 15's table beside its goal. Times are never printed as goals:
 * these machines are shared and noisy, so every timed figure is a ratio of two things measured in the same run,
 * interleaved pair by pair (A B, B A, …), and the median of the pair ratios is what counts.
 */
export interface Figure {
  name: string;
  /** what was measured, as printed */
  value: string;
  goal: string;
  /** null: reported, with no goal to meet (or not measured yet) */
  met: boolean | null;
}

export interface FigureGroup {
  /** `npm run bench -- <id> …` runs only the groups named */
  id: string;
  title: string;
  measure: () => Promise<Figure[]>;
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Runs `rounds` pairs of `reference` and `subject` back to back, and answers the median of subject ÷ reference:
 * whatever the machine is doing slows both halves of a pair alike. The order alternates pair by pair (A B, B A, …),
 * so neither half always runs in the wake of the other (a save's stream, a process left idle).
 */
export const pairedRatio = async (
  rounds: number,
  reference: () => Promise<number> | number,
  subject: () => Promise<number> | number,
): Promise<{ ratio: number; reference: number; subject: number }> => {
  const ratios: number[] = [];
  const references: number[] = [];
  const subjects: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let a: number;
    let b: number;
    if (round % 2 === 0) {
      a = await reference();
      b = await subject();
    } else {
      b = await subject();
      a = await reference();
    }
    references.push(a);
    subjects.push(b);
    ratios.push(b / a);
  }
  return { ratio: median(ratios), reference: median(references), subject: median(subjects) };
};

/** Milliseconds spent in `work`, from a monotonic clock. */
export const timed = async (work: () => unknown): Promise<number> => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

export const ratio = (value: number): string => `${value.toFixed(2)}×`;
export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

export const printFigures = (title: string, figures: readonly Figure[]): void => {
  const mark = (met: boolean | null) => (met === null ? ' ' : met ? '✓' : '✗');
  const nameWidth = Math.max(...figures.map((figure) => figure.name.length), 6);
  const valueWidth = Math.max(...figures.map((figure) => figure.value.length), 8);
  console.log(`\n${title}`);
  for (const figure of figures) {
    console.log(`  ${mark(figure.met)} ${figure.name.padEnd(nameWidth)}  ${figure.value.padStart(valueWidth)}   goal ${figure.goal}`);
  }
};
