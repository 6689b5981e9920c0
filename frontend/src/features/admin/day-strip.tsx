import { PROGRAMME_DAYS } from '@domain/constants';
import { feelingMark } from './feelings-marks';
import type { ChildDay } from './school-api';

const dayWords = ({ day, done, before, after }: ChildDay) =>
  `day ${day} ${done ? 'done' : 'not done'}${before ? `, ${before} before` : ''}${after ? `, ${after} after` : ''}`;

/**
 * A child's ten days at a glance: a square per day, filled once it is done, with how they felt before and after it
 * underneath. It is one picture to a screen reader, read out in words.
 */
export const DayStrip = ({ days }: { days: ChildDay[] }) => {
  const done = days.filter((day) => day.done).length;
  return (
    <div
      className="day-strip"
      role="img"
      aria-label={`${done} of ${PROGRAMME_DAYS} days done: ${
        days
          .filter((day) => day.done || day.before || day.after)
          .map(dayWords)
          .join('; ') || 'not started'
      }`}
    >
      {days.map((day) => (
        <span key={day.day} className={day.done ? 'day-strip__day day-strip__day--done' : 'day-strip__day'} aria-hidden="true">
          <span className="day-strip__number">{day.day}</span>
          <span className="day-strip__feelings">
            {feelingMark(day.before)}
            {feelingMark(day.after)}
          </span>
        </span>
      ))}
    </div>
  );
};

/** How many children completed each day, as ten bars, for a class card: one picture, read out in words. */
export const ClassDays = ({ days, children }: { days: number[]; children: number }) => (
  <div
    className="class-days"
    role="img"
    aria-label={`Children who completed each day: ${days.map((count, index) => `day ${index + 1}: ${count}`).join(', ')}, of ${children}`}
  >
    {days.map((count, index) => (
      <span key={index} className="class-days__bar" aria-hidden="true">
        <span className="class-days__fill" style={{ height: `${children ? Math.round((100 * count) / children) : 0}%` }} />
        <span className="class-days__number">{index + 1}</span>
      </span>
    ))}
  </div>
);
