import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { DayGuideView } from './day-guide';

/** One day of the teacher guide: what it teaches, read from its page, and what to do around it. */
export const GuideDaySection = ({ character, view }: { character: string; view: DayGuideView }) => (
  <section className="guide-day" aria-labelledby={`guide-day-${view.day}`}>
    <h3 id={`guide-day-${view.day}`}>
      Day {view.day}: {view.title}
    </h3>
    <p className="guide-day__competency">{view.competency}</p>
    <dl className="guide-day__facts">
      <dt>Lesson cards</dt>
      <dd>{view.cardTitles.join(' · ')}</dd>
      {view.feelings.length > 0 && (
        <>
          <dt>Feelings words</dt>
          <dd>{view.feelings.join(', ')}</dd>
        </>
      )}
      <dt>Two-minute warm-up</dt>
      <dd>{view.warmUp}</dd>
      <dt>Try in class</dt>
      <dd>{view.followUp}</dd>
    </dl>
    <p className="no-print">
      <Link to={paths.adminHomeNote(character, view.day)}>Home note for day {view.day}</Link>
      {' · '}
      <Link to={`${paths.adminHomeNote(character, view.day)}?lang=es`}>Spanish note for day {view.day}</Link>
    </p>
  </section>
);
