import { useEffect, useState } from 'react';
import { adminApi } from '../admin/admin-api';
import { canManageStudents, useAdminMe } from '../admin/use-admin-me';

/** The school's class names, to offer on a home note; an admin who cannot see the roster types one instead. */
export const useClassNames = (): string[] => {
  const { me, school } = useAdminMe();
  const manages = canManageStudents(me, school);
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!manages || !school) return;
    adminApi<{ students: Array<{ class_id: string }> }>('GET', `/v3/admin/students?school=${encodeURIComponent(school)}`).then(
      ({ students }) => setNames([...new Set(students.map((student) => student.class_id))].sort()),
      // Without the roster the field still takes a typed class name.
      () => setNames([]),
    );
  }, [manages, school]);
  return names;
};
