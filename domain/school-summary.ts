import type { ClassSummary } from './class-summary.js';

/**
 * A school's totals as the district page shows them: the same figures as one class's, summed over its classes from
 * the counters each class keeps, so a school of a thousand costs the answer no more bytes than a school of ten.
 */
export interface SchoolSummary extends Omit<ClassSummary, 'class_id'> {
  school: string;
  classes: number;
}

/** A page of the district's schools, and the cursor to the next page when there is one. */
export interface DistrictPage {
  schools: SchoolSummary[];
  cursor?: string;
}
