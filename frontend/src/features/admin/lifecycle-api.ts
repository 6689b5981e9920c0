import { adminApi } from './admin-api';

/** The admin API's calls for a child's life at school: a move, a promotion, and who stopped coming. */
export interface InactiveChild {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  class_id: string;
  last_signed_in_at: number | null;
  added_at: number | null;
}

export const moveChild = (studentId: string, classId: string) =>
  adminApi<{ id: string; class_id: string; moved: boolean }>('POST', '/v3/admin/students/move', { studentId, classId });

/**
 * Promotes a class a batch at a time, as the server moves them (each call fits an API call's seconds), telling
 * `progress` how many have moved so far; repeating it is harmless.
 */
export const promoteClass = async (school: string, from: string, to: string, progress: (moved: number) => void): Promise<number> => {
  let moved = 0;
  for (;;) {
    const answer = await adminApi<{ moved: number; remaining: boolean }>('POST', '/v3/admin/class/promote', { school, from, to });
    moved += answer.moved;
    progress(moved);
    if (!answer.remaining) return moved;
  }
};

export const inactiveChildren = (school: string) =>
  adminApi<{ school: string; months: number; children: InactiveChild[] }>('GET', `/v3/admin/inactive?school=${encodeURIComponent(school)}`);
