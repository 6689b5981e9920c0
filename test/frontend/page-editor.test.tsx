import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { beatFromSong } from '@domain/content/beat-from-song';
import { COMPONENT_DEFAULTS, DAY_PAGES, dayPageSchema, type DayPage } from '@domain/content/index';
import { ApiStatusError } from '../../frontend/src/lib/errors';

const api = vi.hoisted(() => ({ adminApi: vi.fn() }));
vi.mock('../../frontend/src/features/admin/admin-api', async (original) => ({ ...(await original<object>()), adminApi: api.adminApi }));
const { default: PageEditorPage } = await import('../../frontend/src/features/admin/page-editor-page');
const { useMeStore } = await import('../../frontend/src/features/admin/use-admin-me');
type DraftBody = { version: number; revision: number; content: DayPage };
/** The API for a page published at version 3 with no draft: its history, a draft save and a publish. */
const shippedAt3 = (shipped: DayPage) => async (method: string, path: string, body?: DraftBody) => {
  if (path === '/v3/admin/components') return { version: 0, defaults: COMPONENT_DEFAULTS };
  if (path.startsWith('/v3/admin/page/history')) return { versions: [{ version: 3, published_by: null, published_at: null }] };
  if (method === 'GET') return { id: shipped.id, version: 3, content: shipped, draft: null };
  if (path === '/v3/admin/page/publish') return { version: 4 };
  return { id: body!.content.id, version: body!.version, revision: body!.revision + 1, content: body!.content };
};
const DISTRICT = { email: 'd@x.org', name: '', district: true, schools: [], school_roles: {} };

const open = (pageId: string) =>
  render(
    <MemoryRouter initialEntries={[`/admin/pages/edit/${pageId}`]}>
      <Routes>
        <Route path="/admin/pages/edit/:pageId" element={<PageEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  // Only district admins change the programme: the editor offers Save to them alone.
  useMeStore.setState({ me: DISTRICT });
  api.adminApi.mockReset();
  api.adminApi.mockImplementation(async (method: string, path: string, body?: DraftBody) => {
    if (path === '/v3/admin/components') return { version: 0, defaults: COMPONENT_DEFAULTS };
    if (method === 'GET') throw new ApiStatusError(404, { message: 'Page not found' });
    if (path === '/v3/admin/page/publish') return { version: 1 };
    return { id: body!.content.id, version: 0, revision: body!.revision + 1, content: body!.content };
  });
});

describe('the page editor, for a day the programme does not have yet', () => {
  it('starts the page from the components’ defaults and creates it, valid, as version 0', async () => {
    open('COUR-day-4');
    await userEvent.click(await screen.findByRole('button', { name: 'Create day 4 of COUR' }));
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Brave new day');
    await userEvent.selectOptions(screen.getByLabelText(/competency/), 'Responsible decision-making');
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    await screen.findByText('Draft saved. Children see it once you publish it.');
    const [, path, body] = api.adminApi.mock.calls.find(([method]) => method === 'PUT')! as [
      string,
      string,
      { id: string; version: number; content: DayPage },
    ];
    expect(path).toBe('/v3/admin/page');
    expect(body).toMatchObject({
      id: 'COUR-day-4',
      version: 0,
      revision: 0,
      content: { title: 'Brave new day', competency: 'responsible-decision-making' },
    });
    expect(v.safeParse(dayPageSchema, body.content).success).toBe(true);
    // The draft is played whole before it goes live; published, it is version 1.
    expect(screen.getByRole('link', { name: 'Preview as a child' })).toHaveAttribute('href', '/admin/pages/preview/COUR-day-4');
    await userEvent.click(screen.getByRole('button', { name: 'Publish the page' }));
    await screen.findByText('Published. Every school’s children see version 1 now.');
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/page/publish', { id: 'COUR-day-4', revision: 1 });
  });

  it('offers nothing to create for an id that is not a day of a programme', async () => {
    open('NOBODY-day-4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Page not found');
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });
});

describe('the page editor, for an admin who is not a district admin', () => {
  it('shows the page and its preview but offers no Save, and says who may change it', async () => {
    useMeStore.setState({ me: { ...DISTRICT, district: false, schools: ['DEMO'], school_roles: { DEMO: ['admin'] } } });
    open('COUR-day-4');
    await userEvent.click(await screen.findByRole('button', { name: 'Create day 4 of COUR' }));
    await screen.findByText('Only district admins change the programme: what you see here is a preview.');
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });
});

describe('the page editor’s song', () => {
  it('edits the song line by line, says what does not fit by the line, and claps the beat from the song again', async () => {
    const shipped = DAY_PAGES.find((page) => page.id === 'COUR-day-1')!;
    api.adminApi.mockImplementation(shippedAt3(shipped));
    open('COUR-day-1');
    const notes = await screen.findByLabelText('Line 1 notes');
    expect(screen.getByLabelText('Line 1 words')).toHaveValue(shipped.song.lines[0]!.lyric);

    await userEvent.clear(notes);
    await userEvent.type(notes, 'C4:4');
    const syllables = shipped.song.lines[0]!.lyric.split(/[\s-]+/).filter(Boolean).length;
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(`1 notes for ${syllables} syllables`);
    expect(screen.getByRole('button', { name: /^Save/ })).toBeDisabled();

    // One whole note per syllable: the line fits again, and the beat claps its downbeats.
    await userEvent.clear(notes);
    await userEvent.type(notes, Array.from({ length: syllables }, () => 'C4:4').join(' '));
    await userEvent.selectOptions(screen.getByLabelText('Key'), 'F');
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    await screen.findByText(/Draft saved/);
    const [, , body] = api.adminApi.mock.calls.find(([method]) => method === 'PUT')! as [string, string, { content: DayPage }];
    expect(body.content.song).toMatchObject({
      key: 'F',
      lines: [{ notes: expect.stringMatching(/^C4:4/) as unknown }, ...shipped.song.lines.slice(1)],
    });
    expect(body.content.beat).toEqual(beatFromSong({ ...body.content.song, day: 1 }));
    expect(v.safeParse(dayPageSchema, body.content).success).toBe(true);
  });
});

describe('the page editor’s questions', () => {
  it('marks an answer also good, saves it as such, and clears it when that answer becomes the right one', async () => {
    const shipped = DAY_PAGES.find((page) => page.id === 'NOBO-day-1')!;
    api.adminApi.mockImplementation(shippedAt3(shipped));
    open('NOBO-day-1');
    const question = shipped.practice[1]!;
    const other = (question.correct + 1) % question.answers.length;
    // The right answer has no box: it is the lesson, not also good.
    const boxes = await screen.findAllByRole('checkbox', { name: 'Also good (praised, counts as right)' });
    expect(boxes).toHaveLength(shipped.practice.reduce((sum, q) => sum + q.answers.length - 1, 0));
    const answerOf = (index: number) =>
      screen.getByLabelText(`Answer ${index + 1}`, { selector: `[value="${question.answers[index]!.label}"]` });
    const box = answerOf(other).closest('.editor__answer')!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    await screen.findByText(/Draft saved/);
    const saved = (api.adminApi.mock.calls.find(([method]) => method === 'PUT')![2] as { content: DayPage }).content;
    expect(saved.practice[1]!.answers[other]).toEqual({ ...question.answers[other], also_good: true });
    expect(v.safeParse(dayPageSchema, saved).success).toBe(true);

    // Made the right answer, it is no longer also good: the page stays valid.
    await userEvent.click(answerOf(other).closest('.editor__answer')!.querySelector<HTMLInputElement>('input[type="radio"]')!);
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    await screen.findByText(/Draft saved/);
    const again = (api.adminApi.mock.calls.filter(([method]) => method === 'PUT')[1]![2] as { content: DayPage }).content;
    expect(again.practice[1]!.correct).toBe(other);
    expect(again.practice[1]!.answers[other]!.also_good).toBeUndefined();
    expect(v.safeParse(dayPageSchema, again).success).toBe(true);
  });
});

describe('the page editor’s history', () => {
  it('lists the published versions and restores an earlier one as the draft, to be previewed and published', async () => {
    const shipped = DAY_PAGES.find((page) => page.id === 'COUR-day-2')!;
    const older = { ...shipped, title: 'The title of before' };
    api.adminApi.mockImplementation(async (method: string, path: string, body?: DraftBody) => {
      if (path === '/v3/admin/page/restore') return { id: shipped.id, version: 3, revision: 1, content: older };
      if (path.startsWith('/v3/admin/page/history'))
        return {
          versions: [
            { version: 3, published_by: 'd@x.org', published_at: '2026-11-20T10:00:00.000Z' },
            { version: 2, published_by: 'e@x.org', published_at: '2026-11-10T10:00:00.000Z' },
            { version: 1, published_by: null, published_at: null },
          ],
        };
      return shippedAt3(shipped)(method, path, body);
    });
    open('COUR-day-2');
    const history = await screen.findByRole('region', { name: 'Published versions' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(within(history).getByText(/Version 3 \(children see this one\): d@x\.org/)).toBeInTheDocument();
    expect(within(history).getByText(/Version 1: the programme, shipped with the programme/)).toBeInTheDocument();
    // The live version has nothing to restore.
    expect(within(history).queryByRole('button', { name: 'Restore version 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish the page' })).toBeDisabled();

    await userEvent.click(within(history).getByRole('button', { name: 'Restore version 2' }));
    await screen.findByText('Version 2 is the draft now: preview it, then publish it to bring it back.');
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/page/restore', { id: shipped.id, version: 2, revision: 0 });
    expect(screen.getByLabelText('Title')).toHaveValue('The title of before');
    expect(screen.getByRole('link', { name: 'Preview as a child' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish the page' })).toBeEnabled();
  });

  it('tells the later of two admins publishing, and shows the page as it now is', async () => {
    const shipped = DAY_PAGES.find((page) => page.id === 'COUR-day-2')!;
    const message =
      'Someone else published this page after your draft began. Reload to see what children see now, then make your change again.';
    api.adminApi.mockImplementation(async (method: string, path: string, body?: DraftBody) => {
      if (path === '/v3/admin/page/publish')
        throw new ApiStatusError(409, {
          message,
          page: { id: shipped.id, version: 4, content: { ...shipped, title: 'Theirs' }, draft: null },
        });
      return shippedAt3(shipped)(method, path, body);
    });
    open('COUR-day-2');
    await userEvent.type(await screen.findByLabelText('Title'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish the page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Title')).toHaveValue('Theirs');
  });
});
