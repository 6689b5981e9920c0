import { reaches, type AdminCaller } from '../admins/admin.js';
import { classesOf, seesClass } from '../admins/class-scope.js';
import { forbidden, notFound } from '../common/http-error.js';

/** A class the caller may not see is as absent as one that does not exist. */
export const requireClass = async (caller: AdminCaller, school: string, classId: string): Promise<void> => {
  if (!seesClass(await classesOf(caller, school), classId)) throw notFound('Class not found');
};

/**
 * Which class a child is in is the school's roster, kept by its admins: a teacher, who sees only their own classes,
 * may neither move a child nor promote a class (403, as for the roster import).
 */
export const requireSchoolAdmin = (caller: AdminCaller, school: string): void => {
  if (!reaches(caller, school)) throw forbidden('Only school admins may do this');
};
