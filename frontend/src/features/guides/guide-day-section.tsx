import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { DayGuideView, GuideQuestion } from './day-guide';

/** A practice question with its answers, as the day's page holds them now: the best first, then the others by kind. */
const QuestionWithAnswers = ({ question }: { question: GuideQuestion }) => (
  <li>
    {question.prompt}
    <ul className="guide-day__answers">
      <li>
        <strong>Best:</strong> {question.best}
      </li>
      {question.alsoGood.length > 0 && (
        <li>
          <strong>Also good:</strong> {question.alsoGood.join(' · ')}
        </li>
      )}
      {question.lessHelpful.length > 0 && (
        <li>
          <strong>Less helpful:</strong> {question.lessHelpful.join(' · ')}
        </li>
      )}
    </ul>
  </li>
);

/** One day of the teacher guide: what it teaches, read from its page, and what to do around it. */
export const GuideDaySection = ({ character, view }: { character: string; view: DayGuideView }) => (
  <section className="guide-day" aria-labelledby={`guide-day-${view.day}`}>
    <h3 id={`guide-day-${view.day}`}>
      Day {view.day}: {view.title}
    </h3>
    <p className="guide-day__competency">{view.competency}</p>
    <p className="guide-day__objective">
      <strong>Objective:</strong> by the end of the day, a child can {view.objective}
    </p>
    <dl className="guide-day__facts">
      <dt>Key words</dt>
      <dd>{view.words.join(' · ')}</dd>
      <dt>Lesson cards</dt>
      <dd>{view.cardTitles.join(' · ')}</dd>
      {view.feelings.length > 0 && (
        <>
          <dt>Feelings words</dt>
          <dd>{view.feelings.join(', ')}</dd>
        </>
      )}
      <dt>Time</dt>
      <dd>About {view.minutes} minutes around the game, for the warm-up, the talk and the follow-up.</dd>
      <dt>Materials</dt>
      <dd>{view.materials}</dd>
      <dt>Two-minute warm-up</dt>
      <dd>{view.warmUp}</dd>
      <dt>Talk about it</dt>
      <dd>
        <ol className="guide-day__prompts">
          {view.prompts.map((prompt) => (
            <li key={prompt}>{prompt}</li>
          ))}
        </ol>
      </dd>
      <dt>Try in class</dt>
      <dd>{view.followUp}</dd>
      <dt>The day&rsquo;s questions</dt>
      <dd>
        <ol className="guide-day__questions">
          {view.questions.map((question) => (
            <QuestionWithAnswers key={question.prompt} question={question} />
          ))}
        </ol>
      </dd>
    </dl>
    <p className="no-print">
      <Link to={paths.adminHomeNote(character, view.day)}>Home note for day {view.day}</Link>
      {' · '}
      <Link to={`${paths.adminHomeNote(character, view.day)}?lang=es`}>Spanish note for day {view.day}</Link>
    </p>
  </section>
);
