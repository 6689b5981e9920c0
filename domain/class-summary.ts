import type { Emotion } from './constants.js';
import type { Competency } from './content/competencies.js';
import type { GainEstimate } from './gain.js';

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

/**
 * A class as the school overview lists it: its figures, the name a school admin gave it (null: none, shown by id) and
 * how many of its children have a saved step not in those figures yet (`catching_up`: a summary write that failed).
 */
export type NamedClassSummary = ClassSummary & { name: string | null; catching_up: number };

/** How a class is called on every admin page: its name when it has one, else its id. */
export const classLabel = (classId: string, name: string | null | undefined): string => (name ? name : `Class ${classId}`);
/** The same inside a sentence ("Leo is now in class 2B."). */
export const classInSentence = (classId: string, name: string | null | undefined): string => (name ? name : `class ${classId}`);

/**
 * A class's test gain as its page shows it, from the children who took both tests: in items (of eight), with the
 * number of children and a 95% interval (none under MIN_CHILDREN_FOR_GAIN: too few to tell); how many of them took
 * the same form twice (a page with one form); and by competency, in percentage points of that competency's items.
 */
export interface ClassGain {
  items: GainEstimate;
  same_form: number;
  by_competency: Array<{ competency: Competency; points: GainEstimate }>;
}
