import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { COMPONENT_DEFAULTS, dayPageSchema, type DayPage } from '@domain/content/index';
import { ApiStatusError } from '../../frontend/src/lib/errors';

const api = vi.hoisted(() => ({ adminApi: vi.fn() }));
vi.mock('../../frontend/src/features/admin/admin-api', async (original) => ({ ...(await original<object>()), adminApi: api.adminApi }));
const { default: PageEditorPage } = await import('../../frontend/src/features/admin/page-editor-page');

const open = (pageId: string) =>
  render(
    <MemoryRouter initialEntries={[`/admin/pages/edit/${pageId}`]}>
      <Routes>
        <Route path="/admin/pages/edit/:pageId" element={<PageEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  api.adminApi.mockReset();
  api.adminApi.mockImplementation(async (method: string, path: string, body?: { version: number; content: DayPage }) => {
    if (path === '/v3/admin/components') return { version: 0, defaults: COMPONENT_DEFAULTS };
    if (method === 'GET') throw new ApiStatusError(404, { message: 'Page not found' });
    return { id: body!.content.id, version: 1, content: body!.content };
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
    await screen.findByText(/Saved\. Children see this version now \(version 1\)/);
    const [, path, body] = api.adminApi.mock.calls.find(([method]) => method === 'PUT')! as [
      string,
      string,
      { id: string; version: number; content: DayPage },
    ];
    expect(path).toBe('/v3/admin/page');
    expect(body).toMatchObject({
      id: 'COUR-day-4',
      version: 0,
      content: { title: 'Brave new day', competency: 'responsible-decision-making' },
    });
    expect(v.safeParse(dayPageSchema, body.content).success).toBe(true);
  });

  it('offers nothing to create for an id that is not a day of a programme', async () => {
    open('NOBODY-day-4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Page not found');
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });
});
