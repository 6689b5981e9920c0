import { CALM_DOWN_ROUTINE } from '@domain/content/guides/calm-down';

/** The shared calm-down routine, as the guide and the home note both print it. */
export const CalmDownRoutine = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="calm-down" aria-labelledby="calm-down-title">
      <Heading id="calm-down-title">Calm-down routine: &ldquo;{CALM_DOWN_ROUTINE.name}&rdquo;</Heading>
      <ol className="calm-down__steps">
        {CALM_DOWN_ROUTINE.steps.map(({ step, how }) => (
          <li key={step}>
            <strong>{step}.</strong> {how}
          </li>
        ))}
      </ol>
    </section>
  );
};
