import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ApiStatusError } from '../../lib/errors';
import { adminApi, apiMessage } from './admin-api';
import './page-drafts.css';

/** What GET /v3/admin/page answers: the published page (version 0, no content, before its first publish) and the draft. */
export interface OpenedPage<T> {
  id: string;
  version: number;
  content: T | null;
  draft: { content: T; revision: number; base_version: number; edited_by: string; edited_at: string } | null;
}

interface PublishedVersion {
  version: number;
  published_by: string | null;
  published_at: string | null;
}

type Status = { kind: 'saved' | 'error'; text: string } | null;

/**
 * A page as the editor holds it: the content being edited, the published version it began from, and the draft's
 * revision (0: no draft yet). Saving stores a draft children do not see; publishing makes the saved draft live;
 * restoring makes an earlier version the draft. `unsaved` is an edit not saved yet (nothing to preview or publish).
 */
export const usePageDraft = <T,>(pageId: string) => {
  const [content, setContentState] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  const [revision, setRevision] = useState(0);
  const [unsaved, setUnsaved] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [absent, setAbsent] = useState(false);
  const [history, setHistory] = useState<PublishedVersion[]>([]);

  const open = useCallback((page: OpenedPage<T>) => {
    setContentState(page.draft?.content ?? page.content);
    setVersion(page.draft?.base_version ?? page.version);
    setRevision(page.draft?.revision ?? 0);
    setUnsaved(false);
  }, []);
  const readHistory = useCallback(
    () =>
      adminApi<{ versions: PublishedVersion[] }>('GET', `/v3/admin/page/history?id=${encodeURIComponent(pageId)}`).then(
        ({ versions }) => setHistory(versions),
        () => setHistory([]),
      ),
    [pageId],
  );

  useEffect(() => {
    adminApi<OpenedPage<T>>('GET', `/v3/admin/page?id=${encodeURIComponent(pageId)}`).then(open, (error: unknown) => {
      if (error instanceof ApiStatusError && error.status === 404) setAbsent(true);
      else setLoadError(apiMessage(error));
    });
    void readHistory();
  }, [pageId, open, readHistory]);

  /** A conflict answers with the page as it now is: opened again, so the admin sees what the other admin did. */
  const refused = (error: unknown) => {
    const page = error instanceof ApiStatusError && error.status === 409 ? (error.body as { page?: OpenedPage<T> }).page : undefined;
    if (page) open(page);
    setStatus({ kind: 'error', text: apiMessage(error) });
  };

  const setContent = (next: T) => {
    setContentState(next);
    setUnsaved(true);
    setStatus(null);
  };
  /** Starts a page the table lacks: it is published for the first time from version 0. */
  const start = (page: T) => {
    setContentState(page);
    setVersion(0);
    setRevision(0);
    setUnsaved(true);
  };

  const save = async () => {
    try {
      const saved = await adminApi<{ revision: number }>('PUT', '/v3/admin/page', { id: pageId, version, revision, content });
      setRevision(saved.revision);
      setUnsaved(false);
      setStatus({
        kind: 'saved',
        text:
          version === 0
            ? 'Draft saved. Children see it once you publish it.'
            : `Draft saved. Children still see version ${version} until you publish.`,
      });
    } catch (error) {
      refused(error);
    }
  };
  const publish = async () => {
    try {
      const published = await adminApi<{ version: number }>('POST', '/v3/admin/page/publish', { id: pageId, revision });
      setVersion(published.version);
      setRevision(0);
      setStatus({ kind: 'saved', text: `Published. Every school’s children see version ${published.version} now.` });
      void readHistory();
    } catch (error) {
      refused(error);
    }
  };
  const restore = async (restored: number) => {
    try {
      const draft = await adminApi<{ version: number; revision: number; content: T }>('POST', '/v3/admin/page/restore', {
        id: pageId,
        version: restored,
        revision,
      });
      setContentState(draft.content);
      setVersion(draft.version);
      setRevision(draft.revision);
      setUnsaved(false);
      setStatus({ kind: 'saved', text: `Version ${restored} is the draft now: preview it, then publish it to bring it back.` });
    } catch (error) {
      refused(error);
    }
  };

  return { content, setContent, start, version, revision, unsaved, status, setStatus, loadError, absent, history, save, publish, restore };
};

export type PageDraftState<T> = ReturnType<typeof usePageDraft<T>>;

/**
 * The editor's bar: what is wrong, what happened, and the three steps: save the draft, preview it as a child sees
 * it (day pages), publish it for every school. Only district admins change the programme: others are told so.
 */
export const DraftBar = <T,>({
  pageId,
  state,
  problems,
  district,
  previewable,
  noun,
}: {
  pageId: string;
  state: PageDraftState<T>;
  problems: string | null;
  district: boolean;
  previewable: boolean;
  noun: string;
}) => {
  const { status, unsaved, revision } = state;
  return (
    <div className="editor__bar">
      {problems && (
        <p className="message message--error" role="alert">
          Fix this before saving: {problems}
        </p>
      )}
      {status && (
        <p className={status.kind === 'error' ? 'message message--error' : 'message'} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      {district ? (
        <div className="row">
          <button type="button" className="button button--big" disabled={!!problems || !unsaved} onClick={() => void state.save()}>
            Save the draft
          </button>
          {previewable && revision > 0 && !unsaved && (
            <Link className="button button--big" to={paths.adminPagePreview(pageId)}>
              Preview as a child
            </Link>
          )}
          <button
            type="button"
            className="button button--primary button--big"
            disabled={revision === 0 || unsaved}
            onClick={() => void state.publish()}
          >
            Publish the {noun}
          </button>
        </div>
      ) : (
        <p className="message">Only district admins change the programme: what you see here is a preview.</p>
      )}
      {district && unsaved && revision === 0 && !problems && <p className="message">Save the draft to preview and publish it.</p>}
    </div>
  );
};

const when = (at: string | null) =>
  at ? new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }) : 'shipped with the programme';

/** Each published version of the page, newest first, who published it and when; a district admin restores any earlier one. */
export const PageHistory = <T,>({ state, district }: { state: PageDraftState<T>; district: boolean }) => {
  const { history, version } = state;
  if (history.length === 0) return null;
  return (
    <section className="card page-history" aria-labelledby="page-history-title">
      <h2 id="page-history-title">Published versions</h2>
      <ol className="page-history__list">
        {history.map((item) => (
          <li key={item.version} className="page-history__item">
            <span>
              Version {item.version}
              {item.version === history[0]!.version ? ' (children see this one)' : ''}: {item.published_by ?? 'the programme'},{' '}
              {when(item.published_at)}
            </span>
            {district && item.version !== history[0]!.version && (
              <button type="button" className="button" onClick={() => void state.restore(item.version)}>
                Restore version {item.version}
              </button>
            )}
          </li>
        ))}
      </ol>
      {version !== history[0]!.version && version !== 0 && (
        <p className="message">This draft began from version {version}; publishing it is refused until it is made again from the latest.</p>
      )}
    </section>
  );
};
