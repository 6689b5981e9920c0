import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_KEYS } from '../../lib/session';

export interface Student {
  id: string;
  class_id: string;
  first_name: string;
  last_name: string;
  grade: string;
}

interface StudentState {
  student: Student | null;
  setStudent: (student: Student | null) => void;
}

/** The signed-in student, kept in session storage under student-storage. */
export const useStudentStore = create<StudentState>()(
  persist((set) => ({ student: null, setStudent: (student) => set({ student }) }), {
    name: SESSION_KEYS.student,
    storage: createJSONStorage(() => sessionStorage),
    partialize: ({ student }) => ({ student }),
  }),
);
