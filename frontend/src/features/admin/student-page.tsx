import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CHARACTER_CODES, DEFAULT_CHARACTER, PROGRAMME_DAYS } from '@domain/constants';
import { paths } from '../../app/paths';
import { CharacterPicture } from '../characters/character-picture';
import { CardSheet, type SheetCard } from '../cards/card-sheet';
import { printCards, revokeCard } from '../cards/cards-api';
import '../cards/cards-page.css';
import { apiMessage } from './admin-api';
import { AdminPlace } from './admin-place';
import { feelingMark } from './feelings-marks';
import { MoveChildDialog } from './move-child';
import { studentView, type StudentModule, type StudentView } from './school-api';
import { PasswordDialog, PrintCardDialog, ResetDayDialog, StopCardDialog, type StudentAction } from './student-actions';
import { childTestText } from './test-words';
import { useLoaded } from './use-loaded';
import { WrongTriesMark } from './wrong-tries-mark';
import { canManageStudents, overviewName, useAdminMe } from './use-admin-me';
import { RemoveChild } from './remove-child';
import { ExportChild } from './export-child';

/** Where a day not yet done stands, in a teacher's words: the step the child comes back to (domain/progress.ts). */
const PLAYED: Record<string, string> = {
  emotion: 'not started',
  sing: 'checked in',
  learn: 'sang the song',
  practice: 'learned',
  followthebeat: 'practised',
  celebrate: 'followed the beat',
  post_emotion: 'celebrated',
};

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** The card shows the child's first programme in the programmes' own order, as the cards page does. */
const characterOf = (student: StudentView): string =>
  CHARACTER_CODES.find((code) => student.modules.some((module) => module.name === code)) ?? DEFAULT_CHARACTER;

const ModuleDays = ({ module, reset }: { module: StudentModule; reset: () => void }) => {
  const done = module.days.filter((day) => day.done).length;
  return (
    <section className="card" aria-label={`Programme ${module.name}`}>
      <h2 className="student-module__title">
        <CharacterPicture code={module.name} size={36} /> {module.name}
      </h2>
      <p>
        {done} of {PROGRAMME_DAYS} days played · {module.tokens} tokens · {childTestText(module.test)}
      </p>
      <div className="student-days">
        <table className="admin-table">
          <caption className="visually-hidden">Each day of {module.name}: done, and how they felt before and after</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Played</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {module.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{day.done ? 'done' : (PLAYED[day.step] ?? '–')}</td>
                <td>{day.before ? `${feelingMark(day.before)} ${day.before}` : '–'}</td>
                <td>{day.after ? `${feelingMark(day.after)} ${day.after}` : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button button--quiet" onClick={reset}>
        Reset a day of {module.name}
      </button>
    </section>
  );
};

/** One child: their days, feelings, tokens, tests and videos, and what an admin can do for them. */
const StudentPage = () => {
  const { school = '', studentId = '' } = useParams();
  const { me } = useAdminMe();
  const load = useCallback(() => studentView(school, studentId), [school, studentId]);
  const { loaded, reload } = useLoaded(load);
  const [action, setAction] = useState<StudentAction>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [sheet, setSheet] = useState<SheetCard[]>([]);
  const close = () => setAction(null);

  const run = async (work: () => Promise<string>) => {
    setAction(null);
    try {
      setNotice({ kind: 'ok', text: await work() });
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: apiMessage(error) });
    }
  };
  const print = (student: StudentView) =>
    void run(async () => {
      const { cards } = await printCards(school, [student.id]);
      setSheet(cards.map((card) => ({ ...card, school, character: characterOf(student) })));
      return cards.length
        ? `${student.first_name}'s new card is ready below: print it now.`
        : `Someone else changed ${student.first_name}'s card at the same moment: try again.`;
    });
  const stop = (student: StudentView) =>
    void run(async () => {
      await revokeCard(school, student.id);
      setSheet([]);
      return `${student.first_name}'s card is stopped: nobody can sign in with it now.`;
    });

  const title = loaded.state === 'ready' ? `${loaded.data.first_name} ${loaded.data.last_name}` : 'A child';
  return (
    <AdminPlace
      title={title}
      loaded={loaded}
      retry={reload}
      before={
        <Link className="admin-back no-print" to={paths.adminDashboard}>
          {overviewName(me, school)}
        </Link>
      }
    >
      {(student) => (
        <>
          <div className="no-print">
            <p>
              <Link to={paths.adminClass(school, student.class_id)}>Class {student.class_id}</Link> · username {student.username} ·{' '}
              {student.videos} {student.videos === 1 ? 'video' : 'videos'} recorded ·{' '}
              {student.card ? 'has a sign-in card' : 'no sign-in card'} <WrongTriesMark tries={student.wrong_tries} />
            </p>
            {notice && (
              <p
                className={notice.kind === 'error' ? 'message message--error' : 'message'}
                role={notice.kind === 'error' ? 'alert' : 'status'}
              >
                {notice.text}
              </p>
            )}
            <div className="row student-actions">
              <button type="button" className="button" onClick={() => setAction({ kind: 'password' })}>
                New password
              </button>
              <button type="button" className="button" onClick={() => setAction({ kind: 'print-card' })}>
                Print a sign-in card
              </button>
              {canManageStudents(me, school) && (
                <button type="button" className="button" onClick={() => setAction({ kind: 'move' })}>
                  Move to another class
                </button>
              )}
              {student.card && (
                <button type="button" className="button" onClick={() => setAction({ kind: 'stop-card' })}>
                  Stop {student.first_name}&apos;s card
                </button>
              )}
              {canManageStudents(me, school) && <ExportChild student={student} />}
            </div>
          </div>
          {sheet.length > 0 && (
            <section className="card cards-page__ready" aria-label="Ready to print">
              <div className="no-print">
                <h2>Ready to print</h2>
                <button type="button" className="button button--primary" onClick={() => window.print()}>
                  Print the card
                </button>
              </div>
              <CardSheet cards={sheet} />
            </section>
          )}
          <div className="no-print">
            {student.modules.length === 0 && <p className="message">No programme yet.</p>}
            {student.modules.map((module) => (
              <ModuleDays key={module.id} module={module} reset={() => setAction({ kind: 'reset', module })} />
            ))}
            {/* Apart from every other action, at the foot of the page: it cannot be undone. */}
            {canManageStudents(me, school) && <RemoveChild school={school} student={student} />}
          </div>
          {action?.kind === 'password' && <PasswordDialog student={student} close={close} run={run} />}
          {action?.kind === 'reset' && <ResetDayDialog student={student} module={action.module} close={close} run={run} />}
          {action?.kind === 'print-card' && <PrintCardDialog student={student} close={close} print={() => print(student)} />}
          {action?.kind === 'stop-card' && <StopCardDialog student={student} close={close} stop={() => stop(student)} />}
          {action?.kind === 'move' && <MoveChildDialog school={school} student={student} close={close} run={run} />}
        </>
      )}
    </AdminPlace>
  );
};
export default StudentPage;
