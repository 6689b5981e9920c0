import { useCallback, useEffect, useMemo, useState } from 'react';
import { MAX_CARDS_PER_PRINT, type CardSummary } from '@domain/cards';
import { CHARACTER_CODES, DEFAULT_CHARACTER } from '@domain/constants';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import { adminApi, apiMessage } from '../admin/admin-api';
import { SchoolAdminsOnly } from '../admin/school-admins-only';
import { SchoolPicker } from '../admin/school-picker';
import { useAdminMe } from '../admin/use-admin-me';
import { CardSheet, type SheetCard } from './card-sheet';
import { listCards, printCards, revokeCard } from './cards-api';
import './cards-page.css';

interface RosterStudent {
  id: string;
  first_name: string;
  last_name: string;
  class_id: string;
  username: string;
  school_identifier: string;
  modules: Array<{ name: string }>;
}
type Confirm = { kind: 'print' } | { kind: 'revoke'; student: RosterStudent } | null;
type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** The card shows the child's first programme in the programme's own order, so every print shows the same one. */
const characterOf = (student: RosterStudent | undefined): string =>
  CHARACTER_CODES.find((code) => student?.modules.some((module) => module.name === code)) ?? DEFAULT_CHARACTER;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const chunks = <T,>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The whole roster, a page of 100 at a time: the API never answers a whole school at once. */
const wholeRoster = async (school: string): Promise<RosterStudent[]> => {
  const students: RosterStudent[] = [];
  let cursor: string | undefined;
  do {
    const page: { students: RosterStudent[]; cursor?: string } = await adminApi(
      'GET',
      `/v3/admin/students?school=${encodeURIComponent(school)}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    students.push(...page.students);
    cursor = page.cursor;
  } while (cursor);
  return students;
};

/** One school's roster and which of its students have a working card. */
const loadSchool = async (school: string) => {
  const [students, cards] = await Promise.all([wholeRoster(school), listCards(school)]);
  return { students, cards: new Map(cards.map((card): [string, CardSummary] => [card.student_id, card])) };
};

/** Sign-in cards: see who has one, print new ones for a class or chosen children, stop a lost one. */
const CardsPlace = () => {
  const { school } = useAdminMe();
  const [students, setStudents] = useState<RosterStudent[] | null>(null);
  const [cards, setCards] = useState<Map<string, CardSummary>>(new Map());
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [sheet, setSheet] = useState<SheetCard[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!school) return;
    await loadSchool(school).then(
      (loaded) => {
        setCards(loaded.cards);
        setStudents(loaded.students);
      },
      (error: unknown) => setNotice({ kind: 'error', text: apiMessage(error) }),
    );
  }, [school]);
  useEffect(() => {
    void load();
  }, [load]);

  const classes = useMemo(() => {
    const groups = new Map<string, RosterStudent[]>();
    for (const student of students ?? []) {
      const key = `${student.school_identifier} · ${student.class_id}`;
      groups.set(key, [...(groups.get(key) ?? []), student]);
    }
    return [...groups.entries()];
  }, [students]);
  const byId = useMemo(() => new Map((students ?? []).map((student) => [student.id, student])), [students]);

  const toggle = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const print = async () => {
    setConfirm(null);
    setBusy(true);
    const bySchool = new Map<string, string[]>();
    for (const id of chosen) {
      const school = byId.get(id)?.school_identifier;
      if (school) bySchool.set(school, [...(bySchool.get(school) ?? []), id]);
    }
    const printed: SheetCard[] = [];
    const skipped: string[] = [];
    try {
      for (const [school, ids] of bySchool) {
        for (const batch of chunks(ids, MAX_CARDS_PER_PRINT)) {
          const result = await printCards(school, batch);
          for (const card of result.cards) {
            printed.push({ ...card, school, character: characterOf(byId.get(card.student_id)) });
          }
          skipped.push(...result.skipped.map((student) => student.first_name));
        }
      }
      setNotice({
        kind: skipped.length ? 'error' : 'ok',
        text: `${plural(printed.length, 'new card is', 'new cards are')} ready below: print the sheet now.${
          skipped.length
            ? ` Someone else changed the cards of ${skipped.join(', ')} at the same moment: choose them again to print theirs.`
            : ''
        }`,
      });
      setChosen(new Set());
    } catch (error) {
      setNotice({ kind: 'error', text: apiMessage(error) });
    }
    setSheet(printed);
    setBusy(false);
    await load();
  };

  const revoke = async (student: RosterStudent) => {
    setConfirm(null);
    try {
      await revokeCard(student.school_identifier, student.id);
      setSheet((current) => current.filter((card) => card.student_id !== student.id));
      setNotice({ kind: 'ok', text: `${student.first_name}'s card is stopped: nobody can sign in with it now.` });
    } catch (error) {
      setNotice({ kind: 'error', text: apiMessage(error) });
    }
    await load();
  };

  if (!students) {
    return notice ? (
      <p role="alert" className="message message--error">
        {notice.text}
      </p>
    ) : (
      <Spinner label="Loading the school" />
    );
  }
  return (
    <main className="page page--wide cards-page">
      <div className="no-print cards-page__intro">
        <h1 className="page__title">Sign-in cards</h1>
        <SchoolPicker />
        <p>
          A sign-in card lets a child sign in by showing it to the camera on the sign-in page, with nothing to type. Choose a class or some
          children, print their cards, cut them out and hand them over. A lost card can be stopped here at once.
        </p>
      </div>
      {notice && (
        <p
          className={`no-print ${notice.kind === 'error' ? 'message message--error' : 'message'}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {sheet.length > 0 && (
        <section className="card cards-page__ready" aria-label="Ready to print">
          <div className="no-print cards-page__ready-head">
            <h2>Ready to print</h2>
            <p className="muted">
              Ten cards a page, on A4 or Letter paper; cut along the dashed lines. These codes are shown only this once: once you leave this
              page, print new cards if you need more.
            </p>
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              Print the sheet
            </button>
          </div>
          <CardSheet cards={sheet} />
        </section>
      )}
      {classes.map(([name, members]) => {
        const ids = members.map((student) => student.id);
        const all = ids.every((id) => chosen.has(id));
        return (
          <section key={name} className="card no-print" aria-label={`Class ${name}`}>
            <h2>Class {name}</h2>
            <label className="admin-field admin-field--inline">
              <input type="checkbox" checked={all} onChange={(event) => toggle(ids, event.target.checked)} /> Choose the whole class
            </label>
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Print?</th>
                  <th>Student</th>
                  <th>Card</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {members.map((student) => {
                  const card = cards.get(student.id);
                  return (
                    <tr key={student.id}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Print a card for ${student.first_name} ${student.last_name}`}
                          checked={chosen.has(student.id)}
                          onChange={(event) => toggle([student.id], event.target.checked)}
                        />
                      </td>
                      <td>
                        {student.first_name} {student.last_name}
                        <br />
                        <small>{student.username}</small>
                      </td>
                      <td>{card ? `Printed ${dateOf(card.issued_at)}` : 'No card'}</td>
                      <td>
                        {card && (
                          <button type="button" className="button button--quiet" onClick={() => setConfirm({ kind: 'revoke', student })}>
                            Stop {student.first_name}&apos;s card
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
      <div className="cards-page__bar no-print">
        <button
          type="button"
          className="button button--primary"
          disabled={chosen.size === 0 || busy}
          onClick={() => setConfirm({ kind: 'print' })}
        >
          {busy
            ? 'Making cards…'
            : chosen.size
              ? `Print cards for ${plural(chosen.size, 'child', 'children')}`
              : 'Choose children to print their cards'}
        </button>
      </div>
      {confirm?.kind === 'print' && (
        <Dialog title="Print new cards" onClose={() => setConfirm(null)}>
          <h2>Print new cards for {plural(chosen.size, 'child', 'children')}?</h2>
          <p>
            Each child&apos;s old card <strong>stops working</strong> as soon as you confirm. The new cards appear on this page, ready to
            print: print them straight away, because their codes are shown only once.
          </p>
          <div className="row">
            <button type="button" className="button" onClick={() => setConfirm(null)}>
              Cancel
            </button>
            <button type="button" className="button button--primary" onClick={() => void print()}>
              Make {plural(chosen.size, 'new card', 'new cards')}
            </button>
          </div>
        </Dialog>
      )}
      {confirm?.kind === 'revoke' && (
        <Dialog title={`Stop ${confirm.student.first_name}'s card`} onClose={() => setConfirm(null)}>
          <h2>Stop {confirm.student.first_name}&apos;s card?</h2>
          <p>
            It stops working at once: nobody can sign in with it. Print a new card when {confirm.student.first_name} needs one; their
            username and password still work.
          </p>
          <div className="row">
            <button type="button" className="button" onClick={() => setConfirm(null)}>
              Cancel
            </button>
            <button type="button" className="button button--primary" onClick={() => void revoke(confirm.student)}>
              Stop the card
            </button>
          </div>
        </Dialog>
      )}
    </main>
  );
};
// A teacher prints their children's cards from each child's page: the school's list of cards is its admins'.
const CardsPage = () => (
  <SchoolAdminsOnly title="Sign-in cards" what="The school's list of sign-in cards">
    <CardsPlace />
  </SchoolAdminsOnly>
);
export default CardsPage;
