import { useEffect } from 'react';
import { create } from 'zustand';
import { adminApi } from './admin-api';
import { useAdminSession } from './admin-session';

/**
 * Who the server says the admin is: the schools they hold a role at (a district admin finds any other with the school
 * search, GET /v3/admin/schools) and the roles they hold at each. A role belongs to one school; a district admin holds
 * every role everywhere and alone edits content.
 */
export interface AdminMe {
  email: string;
  name: string;
  district: boolean;
  schools: string[];
  school_roles: Record<string, string[]>;
}

interface MeState {
  me: AdminMe | null;
  school: string | null;
  /** whether the admin chose the school this session (a district admin who has not lands on their schools) */
  chosen: boolean;
  setSchool: (school: string) => void;
  load: () => Promise<void>;
}

export const useMeStore = create<MeState>()((set, get) => ({
  me: null,
  school: null,
  chosen: false,
  setSchool: (school) => set({ school, chosen: true }),
  load: async () => {
    const me = await adminApi<AdminMe>('GET', '/v3/admin/me');
    const { school } = get();
    // A district admin may hold any school, chosen from the search; /me names only the schools of their own roles.
    set({ me, school: school && (me.district || me.schools.includes(school)) ? school : (me.schools[0] ?? null) });
  },
}));

/** Loads who the admin is once per sign-in (and again when their name changes). */
export const useAdminMe = () => {
  const state = useMeStore();
  const email = useAdminSession((s) => s.session?.user.email);
  const name = useAdminSession((s) => s.session?.user.name);
  const { load } = state;
  useEffect(() => {
    if (email) void load().catch(() => undefined);
  }, [email, name, load]);
  return state;
};

/** Whether the admin may see and manage this school's students and admins. */
export const canManageStudents = (me: AdminMe | null, school: string | null): boolean =>
  !!me && (me.district || (!!school && !!me.school_roles[school]?.includes('admin')));

/** Whether the admin is only a teacher at this school: they see their own classes there, and nothing school-wide. */
export const teachesOnly = (me: AdminMe | null, school: string | null): boolean =>
  !!me && !!school && !canManageStudents(me, school) && !!me.school_roles[school]?.includes('teacher');

/** Whether the admin sees children at this school: all of them as its admin, a teacher their classes' (the server decides which). */
export const seesChildren = (me: AdminMe | null, school: string | null): boolean =>
  canManageStudents(me, school) || teachesOnly(me, school);

/** What the way back to the school overview is called: a teacher's overview holds only their classes. */
export const overviewName = (me: AdminMe | null, school: string): string => (teachesOnly(me, school) ? 'Your classes' : `School ${school}`);
