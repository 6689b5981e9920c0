import { useCallback, useEffect, useMemo, useState } from 'react';
import { PROGRAMME_DAYS, type Emotion } from '@domain/constants';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import { CharacterPicture } from '../characters/character-picture';
import { adminApi, apiMessage } from './admin-api';
import { FeelingsChart, type Feelings } from './feelings-chart';
import { ClassGain, ContentCoverage, testScoresText } from './programme-overview';
import { AdminAccount } from './admin-account';
import { SchoolAdmins } from './school-admins';
import { SchoolPicker } from './school-picker';
import { canManageStudents, useAdminMe } from './use-admin-me';
import { RosterImport } from './roster-import';

interface ModuleSummary {
  id: string;
  name: string;
  day_completed: number;
  version: number;
  earned: number;
  balance: number;
  pre_test_score: number;
  pre_test_taken: boolean;
  post_test_score: number;
  emotions: Array<{ day: number; before: Emotion | ''; after: Emotion | '' }>;
}
interface Student {
  id: string;
  first_name: string;
  last_name: string;
  class_id: string;
  grade: string;
  username: string;
  modules: ModuleSummary[];
  /** wrong passwords since the child last signed in */
  wrong_tries: number;
}
interface PageSummary {
  id: string;
  title: string;
  version: number;
}
type Action = { kind: 'password'; student: Student } | { kind: 'reset'; student: Student; module: ModuleSummary } | null;

/** A spent sign-in budget's worth: someone may be guessing the child's password, or the child has forgotten it. */
const MANY_WRONG_TRIES = 10;

const feelingsOf = (students: Student[]): Feelings => {
  const feelings: Feelings = { before: {}, after: {} };
  for (const entry of students.flatMap((s) => s.modules.flatMap((m) => m.emotions))) {
    if (entry.before) feelings.before[entry.before] = (feelings.before[entry.before] ?? 0) + 1;
    if (entry.after) feelings.after[entry.after] = (feelings.after[entry.after] ?? 0) + 1;
  }
  return feelings;
};

/** The school at a glance: classes, students, programmes, feelings; and the tools an admin needs for them. */
const DashboardPage = () => {
  const [students, setStudents] = useState<Student[] | null>(null);
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [action, setAction] = useState<Action>(null);
  const [password, setPassword] = useState('');
  const [day, setDay] = useState(1);

  const { me, school } = useAdminMe();
  const manages = canManageStudents(me, school);
  const load = useCallback(() => {
    if (!me) return;
    if (manages && school)
      adminApi<{ students: Student[] }>('GET', `/v3/admin/students?school=${encodeURIComponent(school)}`).then(
        ({ students: list }) => setStudents(list),
        (error: unknown) => setNotice({ kind: 'error', text: apiMessage(error) }),
      );
    adminApi<{ pages: PageSummary[] }>('GET', '/v3/admin/pages').then(
      ({ pages: list }) => setPages(list),
      () => undefined,
    );
  }, [me, manages, school]);
  useEffect(load, [load]);
  const pageIds = useMemo(() => new Set(pages.map((page) => page.id)), [pages]);
  const programmesPlayed = useMemo(() => {
    const counts = new Map<string, number>();
    for (const module of (students ?? []).flatMap((student) => student.modules))
      counts.set(module.name, (counts.get(module.name) ?? 0) + 1);
    return counts;
  }, [students]);
  const classes = useMemo(() => {
    const groups = new Map<string, Student[]>();
    for (const student of students ?? []) groups.set(student.class_id, [...(groups.get(student.class_id) ?? []), student]);
    return [...groups.entries()];
  }, [students]);

  const run = async (work: () => Promise<string>) => {
    try {
      setNotice({ kind: 'ok', text: await work() });
      load();
    } catch (error) {
      const errors = (error as { body?: { errors?: string[] } }).body?.errors;
      setNotice({ kind: 'error', text: `${apiMessage(error)}${errors ? ` ${errors.join(' ')}` : ''}` });
    }
    setAction(null);
  };

  if (!me || (manages && !students))
    return notice ? (
      <p role="alert" className="message message--error">
        {notice.text}
      </p>
    ) : (
      <Spinner label="Loading the school" />
    );
  return (
    <main className="page page--wide">
      <h1 className="page__title">Dashboard{school && manages ? `: ${school}` : ''}</h1>
      <SchoolPicker />
      {notice && (
        <p className={notice.kind === 'error' ? 'message message--error' : 'message'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {classes.map(([classId, members]) => (
        <section key={classId} className="card admin-class" aria-label={`Class ${classId}`}>
          <h2>Class {classId}</h2>
          <FeelingsChart feelings={feelingsOf(members)} title={`How class ${classId} felt before and after the day's activities`} />
          <ClassGain modules={members.flatMap((member) => member.modules)} />
          <table className="admin-table">
            <thead>
              <tr>
                <th>Student</th>
                <th>Grade</th>
                <th>Programmes</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((student) => (
                <tr key={student.id}>
                  <td>
                    {student.first_name} {student.last_name}
                    <br />
                    <small>{student.username}</small>
                    {student.wrong_tries >= MANY_WRONG_TRIES && (
                      <>
                        <br />
                        <small className="admin-warning">{student.wrong_tries} wrong passwords since the last sign-in</small>
                      </>
                    )}
                  </td>
                  <td>{student.grade}</td>
                  <td>
                    {student.modules.map((module) => (
                      <span key={module.id} className="admin-module">
                        <CharacterPicture code={module.name} size={28} /> {module.name}: {module.day_completed}/{PROGRAMME_DAYS} days,{' '}
                        {module.balance} tokens, {testScoresText(module)}
                        <button
                          type="button"
                          className="button button--quiet"
                          onClick={() => setAction({ kind: 'reset', student, module })}
                        >
                          Reset a day
                        </button>
                      </span>
                    ))}
                  </td>
                  <td>
                    <button type="button" className="button button--quiet" onClick={() => setAction({ kind: 'password', student })}>
                      Reset password
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {manages && <RosterImport onImported={load} />}
      {manages && school && <SchoolAdmins school={school} />}
      <ContentCoverage pageIds={pageIds} programmesPlayed={programmesPlayed} />
      <AdminAccount />
      {action?.kind === 'password' && (
        <Dialog title={`New password for ${action.student.first_name}`} onClose={() => setAction(null)}>
          <h2>New password for {action.student.first_name}</h2>
          <label className="admin-field">
            <span>New password (8 or more characters)</span>
            <input type="text" value={password} onChange={(event) => setPassword(event.target.value)} />
          </label>
          <div className="row">
            <button type="button" className="button" onClick={() => setAction(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                void run(async () => {
                  await adminApi('POST', '/v3/admin/students/password', { studentId: action.student.id, password });
                  setPassword('');
                  return `${action.student.first_name}'s password is changed.`;
                })
              }
            >
              Set password
            </button>
          </div>
        </Dialog>
      )}
      {action?.kind === 'reset' && (
        <Dialog title={`Reset a day of ${action.module.name}`} onClose={() => setAction(null)}>
          <h2>
            Reset a day of {action.module.name} for {action.student.first_name}
          </h2>
          <p className="muted">Day N and every later day start again; tokens already earned stay.</p>
          <label className="admin-field">
            <span>Day</span>
            <input type="number" min={1} max={PROGRAMME_DAYS} value={day} onChange={(event) => setDay(Number(event.target.value))} />
          </label>
          <div className="row">
            <button type="button" className="button" onClick={() => setAction(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                void run(async () => {
                  await adminApi('POST', '/v3/admin/modules/reset', {
                    studentId: action.student.id,
                    moduleId: action.module.id,
                    day,
                    version: action.module.version,
                  });
                  return `Day ${day} of ${action.module.name} is reset for ${action.student.first_name}.`;
                })
              }
            >
              Reset day {day}
            </button>
          </div>
        </Dialog>
      )}
    </main>
  );
};
export default DashboardPage;
