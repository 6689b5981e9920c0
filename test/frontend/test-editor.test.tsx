import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { SCREENING_PAGES, screeningPageSchema, type ScreeningPage } from '@domain/content/index';

const api = vi.hoisted(() => ({ adminApi: vi.fn() }));
vi.mock('../../frontend/src/features/admin/admin-api', async (original) => ({ ...(await original<object>()), adminApi: api.adminApi }));
const { default: PageEditorPage } = await import('../../frontend/src/features/admin/page-editor-page');
const { ONE_FORM } = await import('../../frontend/src/features/admin/test-editor');
const { useMeStore } = await import('../../frontend/src/features/admin/use-admin-me');

// RESPA's test as a page saved with form A only, as every page was before form B.
const { form_b: _shipped, ...TEST } = SCREENING_PAGES.find((page) => page.character === 'RESPA')!;

const open = () =>
  render(
    <MemoryRouter initialEntries={[`/admin/pages/edit/${TEST.id}`]}>
      <Routes>
        <Route path="/admin/pages/edit/:pageId" element={<PageEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );

const saved = () =>
  (api.adminApi.mock.calls.find(([method]) => method === 'PUT')! as [string, string, { version: number; content: ScreeningPage }])[2];

/** The API as the editor calls it: the page, its history, a draft save (revision 1) and a publish. */
const answers =
  (page: { version: number; content: unknown }) => async (method: string, path: string, body?: { version: number; revision: number }) => {
    if (path.startsWith('/v3/admin/page/history')) return { versions: [{ version: page.version, published_by: null, published_at: null }] };
    if (method === 'GET') return { id: TEST.id, draft: null, ...page };
    if (path === '/v3/admin/page/publish') return { version: page.version + 1 };
    return { version: body!.version, revision: body!.revision + 1 };
  };

beforeEach(() => {
  // Only district admins change the programme: the editor offers its buttons to them alone.
  useMeStore.setState({ me: { email: 'd@x.org', name: '', district: true, schools: [], school_roles: {} } });
  api.adminApi.mockReset();
  api.adminApi.mockImplementation(answers({ version: 4, content: TEST }));
});

describe('the test editor', () => {
  it('says a test with one form plays with both tests asking it, and writes a form B matched item by item', async () => {
    open();
    expect(await screen.findByText(ONE_FORM)).toBeInTheDocument();
    const formA = screen.getByRole('group', { name: 'Form A' });
    expect(within(formA).getByLabelText('Item A1')).toHaveValue(TEST.questions[0]!.prompt);
    await userEvent.click(screen.getByRole('button', { name: /Write form B/ }));
    // A copy is not a parallel form: it cannot be saved until each item is a new situation.
    expect(screen.getByRole('alert')).toHaveTextContent('form B asks new situations');
    const formB = screen.getByRole('group', { name: 'Form B' });
    for (const [index, item] of TEST.questions.entries()) {
      // One change per field (typing each letter would redraw the whole editor every key).
      fireEvent.change(within(formB).getByLabelText(`Item B${index + 1}`), {
        target: { value: `New ${item.competency} situation ${index + 1}?` },
      });
    }
    // Changing what item 2 measures changes it in both forms.
    await userEvent.selectOptions(within(formA).getByLabelText('Item 2 measures (CASEL), in both forms'), 'Self-management');
    expect(within(formB).getByText('Item B2 measures Self-management, as item A2.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await screen.findByText('Draft saved. Children still see version 4 until you publish.');
    const body = saved();
    expect(body.version).toBe(4);
    await userEvent.click(screen.getByRole('button', { name: 'Publish the test' }));
    await screen.findByText('Published. Every school’s children see version 5 now.');
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/page/publish', { id: TEST.id, revision: 1 });
    expect(v.safeParse(screeningPageSchema, body.content).success).toBe(true);
    expect(body.content.form_b).toHaveLength(TEST.questions.length);
    expect(body.content.questions[1]!.competency).toBe('self-management');
    expect(body.content.form_b![1]!.competency).toBe('self-management');
    expect(body.content.form_b![0]!.prompt).toBe(`New ${TEST.questions[0]!.competency} situation 1?`);
  });

  it('saves a test with form A alone after form B is removed', async () => {
    api.adminApi.mockImplementation(
      answers({ version: 2, content: { ...TEST, form_b: TEST.questions.map((item, i) => ({ ...item, prompt: `B ${i}?` })) } }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove form B' }));
    expect(screen.getByText(ONE_FORM)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await screen.findByText(/Draft saved/);
    expect(saved().content).not.toHaveProperty('form_b');
  });
});
