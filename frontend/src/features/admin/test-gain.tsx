import type { ClassGain } from '@domain/class-summary';
import { COMPETENCIES } from '@domain/content/competencies';
import { TEST_QUESTIONS } from '@domain/constants';
import { gainText, gainVerdict } from './test-words';

/** A competency no item of the tests these children took measures (each programme's test spans some of the five). */
const NOT_ASKED = 'not measured by the tests these children took';

/**
 * What the test shows for a class: the gain from the test before day 1 to the one after day 10 with how many
 * children it rests on and how sure it is, a word when some of them met the same items twice, and the gain in each
 * CASEL competency's items.
 */
export const TestGain = ({ gain }: { gain: ClassGain }) => {
  const verdict = gainVerdict(gain.items);
  return (
    <section aria-labelledby="test-gain">
      <h2 id="test-gain">What the test shows</h2>
      <p>
        Gain from the test before day 1 to the test after day 10: {gainText(gain.items, `of ${TEST_QUESTIONS} items`)}
        {verdict ? `: ${verdict}.` : '.'}
      </p>
      {gain.same_form > 0 && (
        <p className="message">
          {gain.same_form} of them took the same questions twice (their programme’s test has one form), so part of their gain may be memory.
        </p>
      )}
      {gain.items.children > 0 && (
        <table className="admin-table test-gain">
          <caption>Gain by competency, in percentage points of that competency’s items answered right</caption>
          <thead>
            <tr>
              <th scope="col">Competency</th>
              <th scope="col">Gain</th>
            </tr>
          </thead>
          <tbody>
            {gain.by_competency.map(({ competency, points }) => (
              <tr key={competency}>
                <th scope="row">{COMPETENCIES[competency]}</th>
                <td>{points.children === 0 ? NOT_ASKED : gainText(points, 'points')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
