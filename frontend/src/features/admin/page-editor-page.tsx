import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { COMPETENCIES, COMPETENCY_IDS, type Competency } from '@domain/content/competencies';
import { COMPONENT_DEFAULTS, newDayPage, parseDayPageId, type ComponentDefaults } from '@domain/content/components';
import { isScreeningPageId } from '@domain/content/page-ids';
import { dayPageSchema, type DayPage, type Question } from '@domain/content/schema';
import { beatFromSong } from '@domain/content/beat-from-song';
import { FEELS, KEYS, plainLyric, type SongFeel, type SongKey } from '@domain/content/score';
import { scoreProblems } from '@domain/content/score-problems';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { LessonCardView } from '../play/lesson-card';
import { PictureArt } from '../play/pictures';
import { QuestionRound } from '../play/question-round';
import { adminApi, apiMessage } from './admin-api';
import { PicturePicker, Section, Text } from './editor-fields';
import { plainIssues } from './plain-issues';
import { TestEditor } from './test-editor';
import { useAdminMe } from './use-admin-me';
import { DraftBar, PageHistory, usePageDraft } from './page-drafts';

const METRES = [2, 3, 4] as const;

const NumberField = ({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) => (
  <label className="admin-field">
    <span>{label}</span>
    <input type="number" value={value} onChange={(event) => onChange(Number(event.target.value))} />
  </label>
);

/** Uploads a file to the media store through a presigned URL; the page then refers to it by its /media path. */
const upload = async (file: File): Promise<string> => {
  const ticket = await adminApi<{ url: string; path: string; contentType: string }>('POST', '/v3/admin/media', {
    fileName: file.name,
    contentType: file.type,
    size: file.size,
  });
  const response = await fetch(ticket.url, { method: 'PUT', body: file, headers: { 'content-type': ticket.contentType } });
  if (!response.ok) throw new Error(`The upload failed (status ${response.status})`);
  return ticket.path;
};

/**
 * Edits one day page of the programme, with a live preview of its parts beside the form: saved as a draft, played
 * whole as a child plays it (the preview route), then published for every school.
 */
const DayPageEditor = () => {
  const { pageId = '' } = useParams();
  const { me } = useAdminMe();
  const drafts = usePageDraft<DayPage>(pageId);
  const { content: draft, setContent: setDraft, loadError, absent } = drafts;
  const [defaults, setDefaults] = useState<ComponentDefaults>(COMPONENT_DEFAULTS);
  const [previewCard, setPreviewCard] = useState(0);

  useEffect(() => {
    adminApi<{ defaults: ComponentDefaults }>('GET', '/v3/admin/components').then(
      ({ defaults: d }) => setDefaults(d),
      () => undefined,
    );
  }, [pageId]);

  const problems = useMemo(() => {
    if (!draft) return null;
    const result = v.safeParse(dayPageSchema, draft);
    return result.success ? null : plainIssues(result.issues);
  }, [draft]);
  /** What parseScore says about the song, shown by the line it is about (or under the song as a whole). */
  const songProblems = useMemo(() => (draft ? scoreProblems(draft.song) : []), [draft]);

  const notWritten = absent ? parseDayPageId(pageId) : null;
  if (loadError || (absent && !notWritten))
    return (
      <main className="page">
        <p role="alert" className="message message--error">
          {loadError ?? 'Page not found'}
        </p>
      </main>
    );
  if (notWritten && !draft) {
    const target = notWritten;
    return (
      <main className="page">
        <p>
          <Link to={paths.adminDashboard}>← All pages</Link>
        </p>
        <h1 className="page__title">{pageId} is not written yet</h1>
        <p className="message">
          Children of {target.character} are told more adventures are coming when they reach day {target.day}. Start it from the
          components&rsquo; defaults, make it yours, save it, preview it, and publish it: they can play it from then on.
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => drafts.start(newDayPage(target.character, target.day, defaults))}
        >
          Create day {target.day} of {target.character}
        </button>
      </main>
    );
  }
  if (!draft) return <Spinner label="Loading the page" />;

  const edit = (change: (page: DayPage) => void) => {
    const next = structuredClone(draft);
    change(next);
    setDraft(next);
  };
  const editQuestion = (index: number, change: (question: Question) => void) => edit((page) => change(page.practice[index]!));
  // The beat is the song's: a changed song is clapped again (the claps may still be edited after).
  const editSong = (change: (song: DayPage['song']) => void) =>
    edit((page) => {
      change(page.song);
      page.beat = beatFromSong({ ...page.song, day: page.day });
    });

  const card = draft.lesson[Math.min(previewCard, draft.lesson.length - 1)];
  return (
    <main className="page page--wide editor">
      <p>
        <Link to={paths.adminDashboard}>← All pages</Link>
      </p>
      <h1 className="page__title">
        {draft.id}: {draft.title}
      </h1>
      <div className="editor__columns">
        <div className="editor__form">
          <Section title="Page">
            <Text label="Title" value={draft.title} onChange={(value) => edit((page) => void (page.title = value))} />
            <label className="admin-field">
              <span>The social-emotional competency this day serves (CASEL)</span>
              <select
                value={draft.competency}
                onChange={(event) => edit((page) => void (page.competency = event.target.value as Competency))}
              >
                {COMPETENCY_IDS.map((id) => (
                  <option key={id} value={id}>
                    {COMPETENCIES[id]}
                  </option>
                ))}
              </select>
            </label>
          </Section>
          <Section title="Song">
            <Text label="Song title" value={draft.song.title} onChange={(value) => edit((page) => void (page.song.title = value))} />
            <NumberField
              label="Tempo (beats per minute)"
              value={draft.song.bpm}
              onChange={(value) => editSong((song) => void (song.bpm = value))}
            />
            <label className="admin-field">
              <span>Beats per bar</span>
              <select
                value={draft.song.metre}
                onChange={(event) => editSong((song) => void (song.metre = Number(event.target.value) as 2 | 3 | 4))}
              >
                {METRES.map((metre) => (
                  <option key={metre} value={metre}>
                    {metre}
                  </option>
                ))}
              </select>
            </label>
            <label className="admin-field">
              <span>Key</span>
              <select value={draft.song.key} onChange={(event) => editSong((song) => void (song.key = event.target.value as SongKey))}>
                {KEYS.map((key) => (
                  <option key={key} value={key}>
                    {key}
                  </option>
                ))}
              </select>
            </label>
            <label className="admin-field">
              <span>Feel</span>
              <select value={draft.song.feel} onChange={(event) => editSong((song) => void (song.feel = event.target.value as SongFeel))}>
                {FEELS.map((feel) => (
                  <option key={feel} value={feel}>
                    {feel}
                  </option>
                ))}
              </select>
            </label>
            <p className="muted">
              Each line: its words, with hyphens between the syllables of a longer word (but-ter-fly), and its notes, one per syllable (E4,
              G4:2 for two beats, r:1 for a rest), filling whole bars. The beat is clapped from the song again when it changes.
            </p>
            {draft.song.lines.map((line, index) => {
              const problem = songProblems.find((found) => found.line === index);
              return (
                <div key={index} className="editor__item">
                  <Text
                    label={`Line ${index + 1} words`}
                    value={line.lyric}
                    onChange={(value) => editSong((song) => void (song.lines[index]!.lyric = value))}
                  />
                  <Text
                    label={`Line ${index + 1} notes`}
                    value={line.notes}
                    onChange={(value) => editSong((song) => void (song.lines[index]!.notes = value))}
                  />
                  {problem && (
                    <p role="alert" className="message message--error">
                      {problem.message}
                    </p>
                  )}
                </div>
              );
            })}
            {songProblems
              .filter((found) => found.line === undefined)
              .map((found) => (
                <p key={found.message} role="alert" className="message message--error">
                  {found.message}
                </p>
              ))}
            <button
              type="button"
              className="button"
              disabled={draft.song.lines.length >= 8}
              onClick={() => editSong((song) => void song.lines.push({ lyric: '', notes: '' }))}
            >
              Add a line
            </button>{' '}
            <button
              type="button"
              className="button"
              disabled={draft.song.lines.length <= 1}
              onClick={() => editSong((song) => void song.lines.pop())}
            >
              Remove the last line
            </button>
          </Section>
          <Section title="Lesson cards">
            {draft.lesson.map((lessonCard, index) => (
              <div key={index} className="editor__item">
                <h2 className="editor__item-title">
                  Card {index + 1}{' '}
                  <button type="button" className="button button--quiet" onClick={() => setPreviewCard(index)}>
                    Preview
                  </button>
                </h2>
                <Text
                  label={`Card ${index + 1} title`}
                  value={lessonCard.title}
                  onChange={(value) => edit((page) => void (page.lesson[index]!.title = value))}
                />
                <Text
                  label={`Card ${index + 1} text`}
                  long
                  value={lessonCard.text}
                  onChange={(value) => edit((page) => void (page.lesson[index]!.text = value))}
                />
                <PicturePicker
                  label="Picture"
                  value={lessonCard.picture}
                  onChange={(value) => edit((page) => void (page.lesson[index]!.picture = value))}
                />
                <label className="admin-field">
                  <span>Or upload an image</span>
                  <input
                    type="file"
                    accept="image/png,image/jpeg,image/webp,image/svg+xml"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file)
                        void upload(file).then(
                          (path) => edit((page) => void (page.lesson[index]!.image = path)),
                          (error: unknown) => drafts.setStatus({ kind: 'error', text: apiMessage(error) }),
                        );
                    }}
                  />
                </label>
                {lessonCard.image && (
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => edit((page) => void delete page.lesson[index]!.image)}
                  >
                    Remove the image
                  </button>
                )}
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={draft.lesson.length <= 1}
                  onClick={() => edit((page) => void page.lesson.splice(index, 1))}
                >
                  Remove card {index + 1}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button"
              onClick={() => edit((page) => void page.lesson.push(structuredClone(defaults.lessonCard)))}
            >
              Add a card
            </button>
          </Section>
          <Section title="Practice questions">
            {draft.practice.map((question, index) => (
              <div key={index} className="editor__item">
                <Text
                  label={`Question ${index + 1}`}
                  value={question.prompt}
                  onChange={(value) => editQuestion(index, (q) => void (q.prompt = value))}
                />
                {question.answers.map((answer, choice) => (
                  <div key={choice} className="editor__answer">
                    <label className="admin-field admin-field--inline">
                      <input
                        type="radio"
                        name={`right-${index}`}
                        checked={question.correct === choice}
                        onChange={() =>
                          editQuestion(index, (q) => {
                            q.correct = choice;
                            // The best answer is the lesson, so it is not also good as well.
                            delete q.answers[choice]!.also_good;
                          })
                        }
                      />
                      <span>Right answer</span>
                    </label>
                    {question.correct !== choice && (
                      <label className="admin-field admin-field--inline">
                        <input
                          type="checkbox"
                          checked={answer.also_good === true}
                          onChange={(event) =>
                            editQuestion(index, (q) => {
                              if (event.target.checked) q.answers[choice]!.also_good = true;
                              else delete q.answers[choice]!.also_good;
                            })
                          }
                        />
                        <span>Also good (praised, counts as right)</span>
                      </label>
                    )}
                    <Text
                      label={`Answer ${choice + 1}`}
                      value={answer.label}
                      onChange={(value) => editQuestion(index, (q) => void (q.answers[choice]!.label = value))}
                    />
                    <PicturePicker
                      label="Picture"
                      value={answer.picture}
                      onChange={(value) => editQuestion(index, (q) => void (q.answers[choice]!.picture = value))}
                    />
                  </div>
                ))}
                <Text
                  label="Kind hint after a wrong answer"
                  value={question.hint}
                  onChange={(value) => editQuestion(index, (q) => void (q.hint = value))}
                />
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={draft.practice.length <= 1}
                  onClick={() => edit((page) => void page.practice.splice(index, 1))}
                >
                  Remove question {index + 1}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button"
              onClick={() => edit((page) => void page.practice.push(structuredClone(defaults.question)))}
            >
              Add a question
            </button>
          </Section>
          <Section title="Beat">
            <p className="muted">
              Clapped from the song: {draft.beat.bpm} beats per minute, {draft.beat.beatsPerBar} beats per bar. Claps must fall on the
              song&rsquo;s syllables.
            </p>
            <Text
              label="Claps (beats in the bar, e.g. 0 1 2 3)"
              value={draft.beat.claps.join(' ')}
              onChange={(value) => edit((page) => void (page.beat.claps = value.split(/\s+/).filter(Boolean).map(Number)))}
            />
            <NumberField label="Bars" value={draft.beat.bars} onChange={(value) => edit((page) => void (page.beat.bars = value))} />
          </Section>
          <Section title="Celebration">
            <Text
              label="Message"
              long
              value={draft.celebration.message}
              onChange={(value) => edit((page) => void (page.celebration.message = value))}
            />
            <PicturePicker
              label="Picture"
              value={draft.celebration.picture}
              onChange={(value) => edit((page) => void (page.celebration.picture = value))}
            />
          </Section>
          {/* The Save bar belongs to the form's column: it sticks to the bottom while the form scrolls, never over the preview. */}
          <DraftBar pageId={pageId} state={drafts} problems={problems} district={!!me?.district} previewable noun="page" />
          <PageHistory state={drafts} district={!!me?.district} />
        </div>
        <aside className="editor__preview" aria-label="Preview, as a child sees it">
          <h2>Preview</h2>
          {card && <LessonCardView card={card} index={Math.min(previewCard, draft.lesson.length - 1)} total={draft.lesson.length} />}
          <QuestionRound key={JSON.stringify(draft.practice)} questions={draft.practice} onDone={() => undefined} silent />
          <section className="song card" aria-label="Song words">
            {draft.song.lines.map((line, index) => (
              <p key={index} className="song__line">
                {plainLyric(line.lyric)}
              </p>
            ))}
          </section>
          <section className="card card--center">
            <PictureArt name={draft.celebration.picture} size={80} />
            <p className="step__instruction">{draft.celebration.message}</p>
          </section>
        </aside>
      </div>
    </main>
  );
};

/** A page of the programme: a day, or the programme's test (its two forms). */
const PageEditorPage = () => {
  const { pageId = '' } = useParams();
  return isScreeningPageId(pageId) ? <TestEditor key={pageId} pageId={pageId} /> : <DayPageEditor key={pageId} />;
};
export default PageEditorPage;
