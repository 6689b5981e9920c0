import { useEffect, useState } from 'react';
import { schoolView } from '../admin/school-api';
import { seesChildren, useAdminMe } from '../admin/use-admin-me';

/** The school's class names, to offer on a home note; an admin who cannot see the roster types one instead. */
export const useClassNames = (): string[] => {
  const { me, school } = useAdminMe();
  const manages = seesChildren(me, school);
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!manages || !school) return;
    // The overview names every class from its summaries, however large the school.
    schoolView(school).then(
      ({ classes }) => setNames(classes.map((summary) => summary.class_id).sort()),
      // Without the roster the field still takes a typed class name.
      () => setNames([]),
    );
  }, [manages, school]);
  return names;
};
