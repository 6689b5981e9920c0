import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiStatusError } from '../../frontend/src/lib/errors';

const api = vi.hoisted(() => ({ adminApi: vi.fn() }));
vi.mock('../../frontend/src/features/admin/admin-api', async (original) => ({ ...(await original<object>()), adminApi: api.adminApi }));
const { useMeStore } = await import('../../frontend/src/features/admin/use-admin-me');
const { SchoolPicker } = await import('../../frontend/src/features/admin/school-picker');

const DISTRICT = { email: 'district@demo.school', name: '', district: true, schools: [], school_roles: {} };
let answers: Record<string, unknown>;

beforeEach(() => {
  vi.resetAllMocks();
  useMeStore.setState({ me: DISTRICT, school: null, chosen: false });
  answers = {
    'GET /v3/admin/schools?q=OAK': { schools: ['OAK', 'OAK HILL'], cursor: 'page-2' },
    'GET /v3/admin/schools?q=OAK&cursor=page-2': { schools: ['OAKLANDS'] },
    'GET /v3/admin/schools?q=ZZZ': { schools: [] },
  };
  api.adminApi.mockImplementation(async (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (key in answers) return answers[key];
    throw new ApiStatusError(400, { message: 'That cursor is not one this search gave out: search again without it' });
  });
});

describe("a district admin's school picker", () => {
  it('searches by the start of an id, pages with More schools, and chooses the school clicked', async () => {
    render(<SchoolPicker />);
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a school' }), 'OAK{Enter}');
    const found = await screen.findByRole('list', { name: 'Schools found' });
    expect(found.textContent).toBe('OAKOAK HILL');
    await userEvent.click(screen.getByRole('button', { name: 'More schools' }));
    await screen.findByRole('button', { name: 'OAKLANDS' });
    expect(screen.queryByRole('button', { name: 'More schools' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OAK HILL' }));
    expect(useMeStore.getState().school).toBe('OAK HILL');
    expect(screen.getByRole('button', { name: 'OAK HILL' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('School OAK HILL')).toBeTruthy();
  });

  it('says when nothing matches, and shows the server’s message when a search fails', async () => {
    render(<SchoolPicker />);
    const box = screen.getByRole('searchbox', { name: 'Find a school' });
    await userEvent.type(box, 'ZZZ{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe("No school's ID starts with ZZZ.");
    await userEvent.clear(box);
    await userEvent.type(box, 'BAD{Enter}');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not one this search gave out/);
  });

  it('keeps a list box for an admin of a few schools', () => {
    useMeStore.setState({ me: { ...DISTRICT, district: false, schools: ['ASH', 'OAK'] }, school: 'ASH' });
    render(<SchoolPicker />);
    expect(screen.getByRole('combobox', { name: 'School' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });
});
