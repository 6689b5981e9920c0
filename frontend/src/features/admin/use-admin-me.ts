import { useEffect } from 'react';
import { create } from 'zustand';
import { adminApi } from './admin-api';
import { useAdminSession } from './admin-session';

/** Who the server says the admin is: roles and the schools they may choose (all of them for a district admin). */
export interface AdminMe {
  email: string;
  name: string;
  roles: string[];
  schools: string[];
  district: boolean;
}

interface MeState {
  me: AdminMe | null;
  school: string | null;
  setSchool: (school: string) => void;
  load: () => Promise<void>;
}

export const useMeStore = create<MeState>()((set, get) => ({
  me: null,
  school: null,
  setSchool: (school) => set({ school }),
  load: async () => {
    const me = await adminApi<AdminMe>('GET', '/v3/admin/me');
    const { school } = get();
    set({ me, school: school && me.schools.includes(school) ? school : (me.schools[0] ?? null) });
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

export const canManageStudents = (me: AdminMe | null): boolean =>
  !!me?.roles.some((role) => role === 'school-admins' || role === 'district-admins');
