import type { AdminCaller } from '../lib/admin.js';
import { notFound } from '../lib/http-error.js';

/**
 * Which classes of a school the caller may see. Every school admin and district admin sees them all; a teacher's
 * classes will be answered here, so every class-level read already asks.
 */
export const classesOf = (caller: AdminCaller, school: string): 'all' | string[] => {
  void caller;
  void school;
  return 'all';
};

export const seesClass = (classes: 'all' | readonly string[], classId: string): boolean => classes === 'all' || classes.includes(classId);

/** A class the caller may not see is as absent as one that does not exist. */
export const requireClass = (caller: AdminCaller, school: string, classId: string): void => {
  if (!seesClass(classesOf(caller, school), classId)) throw notFound('Class not found');
};
