import type { AdminCaller } from '../lib/admin.js';
import { classesOf, seesClass } from '../lib/class-scope.js';
import { notFound } from '../lib/http-error.js';

/** A class the caller may not see is as absent as one that does not exist. */
export const requireClass = async (caller: AdminCaller, school: string, classId: string): Promise<void> => {
  if (!seesClass(await classesOf(caller, school), classId)) throw notFound('Class not found');
};
