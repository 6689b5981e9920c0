import { DISCLOSURE_NOTE } from '@domain/content/guides/disclosure';

/** What to do when a child tells of harm or a worry at home: one short note, the same in every guide. */
export const DisclosureNote = () => (
  <section className="disclosure" aria-labelledby="disclosure-title">
    <h2 id="disclosure-title">{DISCLOSURE_NOTE.title}</h2>
    <p>{DISCLOSURE_NOTE.intro}</p>
    <ol className="disclosure__steps">
      {DISCLOSURE_NOTE.steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
    <p>{DISCLOSURE_NOTE.closing}</p>
  </section>
);
