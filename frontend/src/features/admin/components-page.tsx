import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { COMPONENTS, COMPONENT_DEFAULTS, componentDefaultsSchema, type ComponentDefaults } from '@domain/content/components';
import { LessonCardView } from '../play/lesson-card';
import { PictureArt } from '../play/pictures';
import { QuestionRound } from '../play/question-round';
import { adminApi, apiMessage } from './admin-api';
import { plainIssues } from './plain-issues';
import { useAdminMe } from './use-admin-me';

/** The components pages are built from: what each takes, a live preview, and the defaults new ones start with. */
const ComponentsPage = () => {
  const { me } = useAdminMe();
  const [defaults, setDefaults] = useState<ComponentDefaults>(COMPONENT_DEFAULTS);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  useEffect(() => {
    adminApi<{ version: number; defaults: ComponentDefaults }>('GET', '/v3/admin/components').then(
      ({ version: v, defaults: d }) => {
        setVersion(v);
        setDefaults(d);
      },
      (error: unknown) => setStatus({ kind: 'error', text: apiMessage(error) }),
    );
  }, []);
  const problems = useMemo(() => {
    const result = v.safeParse(componentDefaultsSchema, defaults);
    return result.success ? null : plainIssues(result.issues);
  }, [defaults]);
  const edit = (change: (d: ComponentDefaults) => void) => {
    const next = structuredClone(defaults);
    change(next);
    setDefaults(next);
    setStatus(null);
  };
  const save = async () => {
    try {
      const saved = await adminApi<{ version: number }>('PUT', '/v3/admin/components', { version, defaults });
      setVersion(saved.version);
      setStatus({ kind: 'ok', text: 'Saved. New cards and questions start from these.' });
    } catch (error) {
      setStatus({ kind: 'error', text: apiMessage(error) });
    }
  };

  return (
    <main className="page page--wide">
      <h1 className="page__title">Components</h1>
      <ul className="components">
        {COMPONENTS.map((component) => (
          <li key={component.id} className="card">
            <h2>{component.name}</h2>
            <p className="muted">Fields: {component.fields}</p>
            {component.id === 'lessonCard' && (
              <div className="components__row">
                <div>
                  <label className="admin-field">
                    <span>Default title</span>
                    <input
                      value={defaults.lessonCard.title}
                      onChange={(event) => edit((d) => void (d.lessonCard.title = event.target.value))}
                    />
                  </label>
                  <label className="admin-field">
                    <span>Default text</span>
                    <textarea
                      value={defaults.lessonCard.text}
                      onChange={(event) => edit((d) => void (d.lessonCard.text = event.target.value))}
                    />
                  </label>
                </div>
                <LessonCardView card={defaults.lessonCard} index={0} total={1} />
              </div>
            )}
            {component.id === 'question' && (
              <div className="components__row">
                <div>
                  <label className="admin-field">
                    <span>Default question</span>
                    <input
                      value={defaults.question.prompt}
                      onChange={(event) => edit((d) => void (d.question.prompt = event.target.value))}
                    />
                  </label>
                  <label className="admin-field">
                    <span>Default hint</span>
                    <input value={defaults.question.hint} onChange={(event) => edit((d) => void (d.question.hint = event.target.value))} />
                  </label>
                </div>
                <QuestionRound key={JSON.stringify(defaults.question)} questions={[defaults.question]} onDone={() => undefined} silent />
              </div>
            )}
            {component.id === 'celebration' && (
              <div className="components__row">
                <label className="admin-field">
                  <span>Default message</span>
                  <textarea
                    value={defaults.celebration.message}
                    onChange={(event) => edit((d) => void (d.celebration.message = event.target.value))}
                  />
                </label>
                <div className="card card--center">
                  <PictureArt name={defaults.celebration.picture} size={72} />
                  <p>{defaults.celebration.message}</p>
                </div>
              </div>
            )}
            {component.id === 'song' && (
              <p className="muted">
                A song is written line by line: the words, with hyphens between the syllables of a longer word, and one note per syllable.
                The day’s beat is clapped from the song’s own rhythm, and follows it when the song changes.
              </p>
            )}
          </li>
        ))}
      </ul>
      {problems && (
        <p role="alert" className="message message--error">
          Fix this before saving: {problems}
        </p>
      )}
      {status && (
        <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? 'message message--error' : 'message'}>
          {status.text}
        </p>
      )}
      {me?.district ? (
        <button type="button" className="button button--primary button--big" disabled={!!problems} onClick={() => void save()}>
          Save the defaults
        </button>
      ) : (
        <p className="message">Only district admins change the programme: what you see here is a preview.</p>
      )}
    </main>
  );
};
export default ComponentsPage;
