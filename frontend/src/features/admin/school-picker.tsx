import { useAdminMe } from './use-admin-me';

/** For an admin of several schools (or a district admin): which school the dashboard shows. */
export const SchoolPicker = () => {
  const { me, school, setSchool } = useAdminMe();
  if (!me || me.schools.length < 2) return null;
  return (
    <label className="admin-field admin-school-picker">
      <span>School</span>
      <select value={school ?? ''} onChange={(event) => setSchool(event.target.value)}>
        {me.schools.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </label>
  );
};
