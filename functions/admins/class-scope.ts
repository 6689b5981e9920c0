import type { AdminCaller } from './admin.js';
import { readTeacherClasses } from './teacher-classes.js';

/** The classes of one school a caller may see: 'all', or a teacher's own. */
export type ClassScope = 'all' | readonly string[];

/**
 * Which classes of a school the caller may see and act on. School admins and district admins see them all; someone
 * who is only a teacher there sees the classes the school's admins gave them, read at each call so a change counts
 * at once; anyone else none. Every class-level read and every action on a child asks.
 */
export const classesOf = async (caller: AdminCaller, school: string): Promise<ClassScope> => {
  const roles = caller.schoolRoles.get(school) ?? [];
  if (caller.district || roles.includes('admin')) return 'all';
  if (!roles.includes('teacher')) return [];
  return (await readTeacherClasses(caller.sub, school)).classes;
};

export const seesClass = (classes: ClassScope, classId: string): boolean => classes === 'all' || classes.includes(classId);
