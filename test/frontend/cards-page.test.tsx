import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCodeText } from '@domain/cards';

const api = vi.hoisted(() => ({ adminApi: vi.fn() }));
vi.mock('../../frontend/src/features/admin/admin-api', async (original) => ({ ...(await original<object>()), adminApi: api.adminApi }));
const { default: CardsPage } = await import('../../frontend/src/features/cards/cards-page');
const { useMeStore } = await import('../../frontend/src/features/admin/use-admin-me');

const student = (id: string, first_name: string, class_id: string, modules: string[]) => ({
  id,
  first_name,
  last_name: 'K',
  class_id,
  username: first_name.toLowerCase(),
  school_identifier: 'DEMO',
  grade: 'WAW',
  modules: modules.map((name) => ({ name })),
});
const ROSTER = [student('s1', 'Maya', 'c1', ['INROCK', 'RESPA']), student('s2', 'Leo', 'c1', ['INROCK']), student('s3', 'Nia', 'c2', [])];
const codeFor = (id: string) => cardCodeText({ school: 'DEMO', cardId: id.padEnd(16, 'x'), secret: 'b'.repeat(24) });

beforeEach(() => {
  // The school admin of DEMO, as GET /v3/admin/me says after sign-in.
  useMeStore.setState({
    me: { email: 'admin@demo.school', name: '', district: false, schools: ['DEMO'], school_roles: { DEMO: ['admin'] } },
    school: 'DEMO',
  });
  api.adminApi.mockReset();
  api.adminApi.mockImplementation(async (method: string, path: string, body?: { student_ids?: string[] }) => {
    if (path === '/v3/admin/students?school=DEMO&limit=100') return { school: 'DEMO', students: ROSTER };
    if (path === '/v3/admin/cards?school=DEMO') return { cards: [{ student_id: 's2', issued_at: '2026-05-04T10:00:00.000Z' }] };
    if (method === 'POST' && path === '/v3/admin/cards') {
      const ids = body?.student_ids ?? [];
      return {
        cards: ids.map((id) => ({
          student_id: id,
          first_name: ROSTER.find((s) => s.id === id)!.first_name,
          class_id: 'c1',
          issued_at: '',
          code: codeFor(id),
        })),
        skipped: [],
      };
    }
    if (path === '/v3/admin/cards/revoke') return { revoked: true };
    throw new Error(`unexpected ${method} ${path}`);
  });
});

describe('the sign-in cards page', () => {
  it("shows who has a card, and prints a class's cards only after saying their old cards stop working", async () => {
    render(<CardsPage />);
    const classOne = await screen.findByRole('region', { name: 'Class DEMO · c1' });
    expect(within(classOne).getByRole('row', { name: /Leo K/ })).toHaveTextContent(/Printed/);
    expect(within(classOne).getByRole('row', { name: /Maya K/ })).toHaveTextContent('No card');

    await userEvent.click(within(classOne).getByLabelText('Choose the whole class'));
    await userEvent.click(screen.getByRole('button', { name: 'Print cards for 2 children' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent("Each child's old card stops working as soon as you confirm.");
    expect(api.adminApi).not.toHaveBeenCalledWith('POST', '/v3/admin/cards', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make 2 new cards' }));

    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: ['s1', 's2'] });
    const maya = await screen.findByRole('article', { name: 'Sign-in card for Maya' });
    expect(within(maya).getByRole('img', { name: 'Sign-in code for Maya' })).toBeInTheDocument();
    // Maya plays INROCK and RESPA: her card always shows the first in the programme's order.
    expect(within(maya).getByRole('img', { name: 'Respa' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 new cards are ready below: print the sheet now.');
    expect(screen.getByRole('button', { name: 'Print the sheet' })).toBeInTheDocument();
  });

  it('stops a lost card after asking, and takes it off the sheet', async () => {
    render(<CardsPage />);
    await userEvent.click(await screen.findByRole('button', { name: "Stop Leo's card" }));
    expect(screen.getByRole('dialog')).toHaveTextContent('It stops working at once: nobody can sign in with it.');
    await userEvent.click(screen.getByRole('button', { name: 'Stop the card' }));
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/cards/revoke', { school_identifier: 'DEMO', student_id: 's2' });
    expect(await screen.findByRole('status')).toHaveTextContent("Leo's card is stopped: nobody can sign in with it now.");
  });
});
