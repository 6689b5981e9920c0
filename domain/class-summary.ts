import type { Emotion } from './constants.js';

/**
 * A class's totals as the admin API answers them and the admin pages show them: kept by the server as children
 * play, never counted from every child on each visit.
 */
export interface ClassSummary {
  class_id: string;
  children: number;
  started: number;
  finished: number;
  /** how many children completed day d + 1 */
  days: number[];
  feelings: { before: Partial<Record<Emotion, number>>; after: Partial<Record<Emotion, number>> };
  test: { pre: { count: number; mean: number }; post: { count: number; mean: number }; gain: number | null };
}
