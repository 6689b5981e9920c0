import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { COMPETENCIES, COMPETENCY_IDS, type Competency } from '@domain/content/competencies';
import { screeningPageSchema, type StoredScreeningPage, type StoredTestItem } from '@domain/content/schema';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { PicturePicker, Section, Text } from './editor-fields';
import { plainIssues } from './plain-issues';
import { DraftBar, PageHistory, usePageDraft } from './page-drafts';
import { useAdminMe } from './use-admin-me';

type Form = 'questions' | 'form_b';

/** Says a page with form A alone plays, and what that costs: the same items before day 1 and after day 10. */
export const ONE_FORM =
  'This test has one form: children answer the same items before day 1 and after day 10, so part of their gain may be memory. Write a form B to measure what they learned.';

const ItemFields = ({
  item,
  index,
  form,
  edit,
}: {
  item: StoredTestItem;
  index: number;
  form: Form;
  edit: (change: (item: StoredTestItem) => void) => void;
}) => {
  const name = `${form === 'questions' ? 'A' : 'B'}${index + 1}`;
  return (
    <div className="editor__item">
      <Text label={`Item ${name}`} value={item.prompt} onChange={(value) => edit((i) => void (i.prompt = value))} />
      {item.answers.map((answer, choice) => (
        <div key={choice} className="editor__answer">
          <label className="admin-field admin-field--inline">
            <input
              type="radio"
              name={`right-${name}`}
              checked={item.correct === choice}
              onChange={() => edit((i) => void (i.correct = choice))}
            />
            <span>Right answer</span>
          </label>
          <Text
            label={`Item ${name}, answer ${choice + 1}`}
            value={answer.label}
            onChange={(value) => edit((i) => void (i.answers[choice]!.label = value))}
          />
          <PicturePicker
            label="Picture"
            value={answer.picture}
            onChange={(value) => edit((i) => void (i.answers[choice]!.picture = value))}
          />
        </div>
      ))}
      <Text
        label={`Item ${name}: why the right answer is right (for teachers; never shown during the test)`}
        value={item.hint}
        onChange={(value) => edit((i) => void (i.hint = value))}
      />
    </div>
  );
};

/**
 * Edits a programme's test: its title, form A's items and form B's, item by item side by side in what they measure
 * (an item's competency is chosen once, for both forms). A page saved with form A alone still plays, both tests
 * asking it, and the editor says what that costs.
 */
export const TestEditor = ({ pageId }: { pageId: string }) => {
  const { me } = useAdminMe();
  const drafts = usePageDraft<StoredScreeningPage>(pageId);
  const { content: draft, setContent: setDraft, absent } = drafts;
  const loadError = drafts.loadError ?? (absent ? 'Page not found' : null);

  const problems = useMemo(() => {
    if (!draft) return null;
    const result = v.safeParse(screeningPageSchema, draft);
    return result.success ? null : plainIssues(result.issues);
  }, [draft]);

  if (loadError)
    return (
      <main className="page">
        <p role="alert" className="message message--error">
          {loadError}
        </p>
      </main>
    );
  if (!draft) return <Spinner label="Loading the page" />;

  const change = (apply: (page: StoredScreeningPage) => void) => {
    const next = structuredClone(draft);
    apply(next);
    setDraft(next);
  };
  const setCompetency = (index: number, competency: Competency) =>
    change((page) => {
      page.questions[index]!.competency = competency;
      if (page.form_b?.[index]) page.form_b[index].competency = competency;
    });
  return (
    <main className="page page--wide editor">
      <p>
        <Link to={paths.adminDashboard}>← All pages</Link>
      </p>
      <h1 className="page__title">
        {draft.id}: {draft.title}
      </h1>
      <div className="editor__form">
        <Section title="Test">
          <Text label="Title" value={draft.title} onChange={(value) => change((page) => void (page.title = value))} />
          <p className="muted">
            Children answer each item once, with no hint and no right or wrong, and hear their score at the end. Each child takes one form
            before day 1 and the other after day 10 (half a class each way), so the two forms are parallel: item by item, the same
            competency and about as hard, in a new situation.
          </p>
          {!draft.form_b && (
            <p className="message" role="status">
              {ONE_FORM}
            </p>
          )}
        </Section>
        <Section title="Form A">
          {draft.questions.map((item, index) => (
            <div key={index}>
              <label className="admin-field">
                <span>Item {index + 1} measures (CASEL), in both forms</span>
                <select value={item.competency ?? ''} onChange={(event) => setCompetency(index, event.target.value as Competency)}>
                  {!item.competency && <option value="">Choose a competency</option>}
                  {COMPETENCY_IDS.map((id) => (
                    <option key={id} value={id}>
                      {COMPETENCIES[id]}
                    </option>
                  ))}
                </select>
              </label>
              <ItemFields item={item} index={index} form="questions" edit={(apply) => change((page) => apply(page.questions[index]!))} />
            </div>
          ))}
        </Section>
        <Section title="Form B">
          {draft.form_b ? (
            <>
              {draft.form_b.map((item, index) => (
                <div key={index}>
                  <p className="muted">
                    {item.competency
                      ? `Item B${index + 1} measures ${COMPETENCIES[item.competency]}, as item A${index + 1}.`
                      : `Item B${index + 1} measures what item A${index + 1} measures.`}
                  </p>
                  <ItemFields item={item} index={index} form="form_b" edit={(apply) => change((page) => apply(page.form_b![index]!))} />
                </div>
              ))}
              <button type="button" className="button button--quiet" onClick={() => change((page) => void delete page.form_b)}>
                Remove form B
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => change((page) => void (page.form_b = structuredClone(page.questions)))}>
              Write form B (starts as a copy of form A: give each item a new situation)
            </button>
          )}
        </Section>
        <DraftBar pageId={pageId} state={drafts} problems={problems} district={!!me?.district} previewable={false} noun="test" />
        <PageHistory state={drafts} district={!!me?.district} />
      </div>
    </main>
  );
};
