import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { STOPPED_PLAYING_DAYS, checkInReasons, checkInWords } from '@domain/check-in';
import { paths } from '../../app/paths';
import { PageStatus, Pager, usePagesOf } from './pages-of';
import type { ClassChild } from './school-api';

/** Ten at a time: a class of 1,000 may have hundreds to name, and its page must stay as light as a class of 30's. */
const CHECK_INS_A_PAGE = 10;

/**
 * What a teacher opens the class page for, at its top: who may need a check-in today and why (domain/check-in.ts),
 * in the class's order, or that nobody does.
 */
export const CheckInList = ({ school, pupils }: { school: string; pupils: ClassChild[] }) => {
  // Today as the page was opened: what the list says stays put while it is read.
  const [now] = useState(() => Date.now());
  const flagged = useMemo(
    () => pupils.map((child) => ({ child, reasons: checkInReasons(child, now) })).filter(({ reasons }) => reasons.length > 0),
    [pupils, now],
  );
  const paging = usePagesOf(flagged, CHECK_INS_A_PAGE);
  return (
    <section className="card check-in" aria-labelledby="check-in-title">
      <h2 id="check-in-title">May need a check-in today</h2>
      {flagged.length === 0 ? (
        <p>Nobody: no child felt sad, mad or worried on their last day, and nobody has stopped playing.</p>
      ) : (
        <>
          {paging.pages > 1 && <PageStatus paging={paging} noun={() => 'children'} />}
          <ul className="check-in__list">
            {paging.shown.map(({ child, reasons }) => (
              <li key={child.id}>
                <Link to={paths.adminStudent(school, child.id)}>
                  {child.first_name} {child.last_name}
                </Link>{' '}
                {reasons.map(checkInWords).join(', and ')}
              </li>
            ))}
          </ul>
          <Pager paging={paging} label="Pages of children who may need a check-in" />
        </>
      )}
      <p className="muted">
        Felt sad, mad or worried before or after the last day they played, or started and has not played for {STOPPED_PLAYING_DAYS} days.
      </p>
    </section>
  );
};
