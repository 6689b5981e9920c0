/**
 * How sure a class's test gain is. The class keeps, for the children who took both tests, how many they are (n),
 * the sum of their gains and the sum of the squared gains: enough for the mean and a 95% interval (Student's t,
 * since a class is small), with no list of children kept anywhere.
 *
 * Under MIN_CHILDREN_FOR_GAIN children the page says "too few to tell" instead of a number: with four or fewer, a
 * 95% interval is wider than most of the test's range (t is 2.78 or more and one child moves the mean by a quarter),
 * so any mean would be read as a finding it is not.
 */
export const MIN_CHILDREN_FOR_GAIN = 5;

export interface GainSums {
  /** children who took both tests */
  n: number;
  /** the sum of their gains */
  sum: number;
  /** the sum of their squared gains */
  squares: number;
}

export interface GainEstimate {
  children: number;
  /** null when there are too few children to tell */
  mean: number | null;
  low: number | null;
  high: number | null;
}

/** Student's t at 97.5% for 1 to 30 degrees of freedom (any statistics table). */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086,
  2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];
const Z_975 = 1.959964;

/** t at 97.5% for `df` degrees of freedom: the table, then the Cornish-Fisher expansion (within 0.001 above 30). */
export const t975 = (df: number): number => {
  if (!Number.isInteger(df) || df < 1) throw new Error('t needs at least one degree of freedom');
  const listed = T_975[df - 1];
  if (listed !== undefined) return listed;
  const z = Z_975;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2);
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The mean gain and its 95% interval, or only the count when there are too few children to tell. */
export const gainEstimate = ({ n, sum, squares }: GainSums, minimum = MIN_CHILDREN_FOR_GAIN): GainEstimate => {
  if (n < Math.max(2, minimum)) return { children: n, mean: null, low: null, high: null };
  const mean = sum / n;
  // The sample variance from the sums; rounding can leave a hair below zero when every gain is the same.
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  const half = t975(n - 1) * Math.sqrt(variance / n);
  return { children: n, mean: round2(mean), low: round2(mean - half), high: round2(mean + half) };
};
