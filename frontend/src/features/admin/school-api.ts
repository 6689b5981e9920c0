import type { ClassGain, ClassSummary, NamedClassSummary } from '@domain/class-summary';
import type { Emotion } from '@domain/constants';
import type { DistrictPage } from '@domain/school-summary';
import { getConfig } from '../../lib/config';
import { ApiStatusError } from '../../lib/errors';
import { adminApi } from './admin-api';
import { idToken } from './admin-session';

export type { ClassGain, ClassSummary, NamedClassSummary } from '@domain/class-summary';
export type { DistrictPage, SchoolSummary } from '@domain/school-summary';

export interface SchoolView {
  school: string;
  children: number;
  classes: NamedClassSummary[];
  /**
   * how many of the school's children play each programme: asked of admin-api as an addition to the contract, for
   * the programme pages' warning about a day not written yet; absent, there is no warning
   */
  programmes?: Record<string, number>;
}
export interface ChildDay {
  day: number;
  done: boolean;
  before: Emotion | '';
  after: Emotion | '';
}
export interface ClassChild {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  programme: string | null;
  days: ChildDay[];
  test: { pre: number | null; post: number | null };
  tokens: number;
  /** when they last saved a step (ms), null if they never started */
  last_played: number | null;
  /** how many wrong sign-in tries lately, where the server says (the "many wrong tries" mark) */
  wrong_tries?: number;
  /** a step they saved is stored but not yet in these figures (its summary write failed; the server's mark) */
  catching_up?: boolean;
}
export interface ClassView {
  school: string;
  class_id: string;
  /** what a school admin named the class, null when it has no name */
  name: string | null;
  summary: ClassSummary;
  gain: ClassGain;
  children: ClassChild[];
}
export interface StudentModule {
  id: string;
  name: string;
  days: Array<ChildDay & { step: string }>;
  tokens: number;
  test: { pre: number | null; post: number | null };
  /** the module's version, which a day reset must name (optional: older answers did not carry it) */
  version?: number;
}
export interface StudentView {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  class_id: string;
  modules: StudentModule[];
  videos: number;
  card: boolean;
  wrong_tries?: number;
}
export interface SearchHit {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  class_id: string;
}

const q = encodeURIComponent;

/** A page of the district's schools, from the start or from the cursor the last page gave. */
export const districtView = (cursor?: string) => adminApi<DistrictPage>('GET', `/v3/admin/district${cursor ? `?cursor=${q(cursor)}` : ''}`);

export const schoolView = (school: string) => adminApi<SchoolView>('GET', `/v3/admin/school?school=${q(school)}`);
export const classView = (school: string, classId: string) =>
  adminApi<ClassView>('GET', `/v3/admin/class?school=${q(school)}&class=${q(classId)}`);
export const studentView = (school: string, id: string) =>
  adminApi<StudentView>('GET', `/v3/admin/student?school=${q(school)}&id=${q(id)}`);
export const searchStudents = (school: string, text: string) =>
  adminApi<{ school: string; students: SearchHit[] }>('GET', `/v3/admin/search?school=${q(school)}&q=${q(text)}`).then(
    ({ students }) => students,
  );

/** The file name the server gives in Content-Disposition, or one made the same way. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * A class's results as the server writes them (CSV, cells neutralised there), handed to the browser as a download:
 * the call needs the admin's token, so a plain link cannot fetch it.
 */
export const downloadClassExport = async (school: string, classId: string): Promise<string> => {
  const token = await idToken();
  if (!token) throw new ApiStatusError(401, { message: 'Signed out' });
  const response = await fetch(`${getConfig().apiEndpoint}/v3/admin/class/export?school=${q(school)}&class=${q(classId)}`, {
    headers: { authorization: token },
  });
  if (!response.ok) throw new ApiStatusError(response.status, await response.json().catch(() => ({})));
  const name = fileNameOf(response, `${school}-${classId}.csv`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download by now; the next task may let the memory go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
};
