/**
 * The table's index by school (pure, so the data stack and the local cloud declare it from here): every student
 * profile carries its school and `{class_id}#{id}`, so an admin's roster is one query of their school or of a class.
 */
export const SCHOOL_INDEX = { name: 'bySchool', partitionKey: 'school_key', sortKey: 'class_key' } as const;

/** The index attributes of a student profile. */
export const schoolIndexKeys = (school: string, classId: string, studentId: string) => ({
  [SCHOOL_INDEX.partitionKey]: school,
  [SCHOOL_INDEX.sortKey]: `${classId}#${studentId}`,
});
