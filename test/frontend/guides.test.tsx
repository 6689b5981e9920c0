import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_PAGES, SCREENING_PAGES, type DayPage } from '@domain/content/index';
import { ApiStatusError } from '../../frontend/src/lib/errors';

const api = vi.hoisted(() => ({ adminApi: vi.fn() }));
vi.mock('../../frontend/src/features/admin/admin-api', async (original) => ({ ...(await original<object>()), adminApi: api.adminApi }));
const { default: GuidePage } = await import('../../frontend/src/features/guides/guide-page');
const { default: HomeNotePage } = await import('../../frontend/src/features/guides/home-note-page');
const { useMeStore } = await import('../../frontend/src/features/admin/use-admin-me');
const { dayGuideView } = await import('../../frontend/src/features/guides/day-guide');

/** The table as an admin left it: the shipped pages, with some edits and some days missing. */
let table: Map<string, unknown>;
const edit = (id: string, change: (page: DayPage) => DayPage) => table.set(id, change(table.get(id) as DayPage));

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/guides/:character" element={<GuidePage />} />
        <Route path="/admin/guides/:character/home/:day" element={<HomeNotePage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  table = new Map([...DAY_PAGES, ...SCREENING_PAGES].map((page) => [page.id, structuredClone(page)]));
  useMeStore.setState({
    me: { email: 'admin@demo.school', name: '', district: false, schools: ['DEMO'], school_roles: { DEMO: ['admin'] } },
    school: 'DEMO',
  });
  api.adminApi.mockReset();
  api.adminApi.mockImplementation(async (method: string, path: string) => {
    if (path === '/v3/admin/school?school=DEMO') return { school: 'DEMO', children: 3, classes: [{ class_id: '2B' }, { class_id: '1A' }] };
    const id = new URLSearchParams(path.split('?')[1]).get('id') ?? '';
    if (method === 'GET' && path.startsWith('/v3/admin/page?')) {
      if (table.has(id)) return { version: 1, content: table.get(id) };
      throw new ApiStatusError(404, { message: 'Page not found' });
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
});

describe('the teacher guide', () => {
  it('is written from the pages as they are now: an edited title, card and feelings word show up', async () => {
    edit('RESPA-day-3', (page) => ({
      ...page,
      title: 'Words that warm',
      lesson: [
        { title: 'Proud words', text: 'Saying "I am proud of you" makes a friend feel proud too.', picture: 'heart' },
        ...page.lesson,
      ],
    }));
    open('/admin/guides/RESPA');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher guide: Respect with Respa' })).toBeInTheDocument();
    const day = screen.getByRole('region', { name: 'Day 3: Words that warm' });
    expect(day).toHaveTextContent('Relationship skills');
    expect(day).toHaveTextContent(/Proud words · /);
    expect(within(day).getByText('Feelings words').nextElementSibling).toHaveTextContent('proud');
    expect(within(day).getByText('Two-minute warm-up').nextElementSibling).toHaveTextContent('one kind word');
    expect(within(day).getByRole('link', { name: 'Home note for day 3' })).toHaveAttribute('href', '/admin/guides/RESPA/home/3');
    expect(screen.getAllByRole('region', { name: /^Day \d+:/ })).toHaveLength(10);
  });

  it('shows the shared calm-down routine and what the test measures, from the test page itself', async () => {
    open('/admin/guides/inrock');
    const routine = await screen.findByRole('region', { name: 'Calm-down routine: “Stop, breathe, name it”' });
    expect(
      within(routine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stop. Freeze like a statue.', 'Breathe. Smell the flower, blow out the candle, three times.', 'Name it. Say “I feel …”']);
    const questions = (table.get('INROCK-screening') as { questions: unknown[] }).questions.length;
    const test = screen.getByRole('region', { name: 'What the test measures' });
    expect(test).toHaveTextContent(`the same ${questions} questions on inner strength`);
    expect(test).toHaveTextContent('it cannot measure how they behave in class or at home');
  });

  it('builds a day’s activities from its own cards when none is written, never an empty box', () => {
    const page = structuredClone(table.get('COUR-day-2') as DayPage);
    page.lesson = [{ title: 'Wobbly knees', text: 'Knees can shake when we are scared.', picture: 'heart' }, ...page.lesson.slice(1)];
    const view = dayGuideView(page, undefined);
    expect(view.fromCards).toBe(true);
    expect(view.warmUp).toBe('Read the card “Wobbly knees” aloud: Knees can shake when we are scared. Ask the class for one example.');
    expect(view.followUp).toBe(`Later today, notice a moment that fits “${page.lesson[1]!.title}” and name it together.`);
    expect(view.atHome).toBe('Ask your child about “Wobbly knees”: Knees can shake when we are scared.');
    expect(view.feelings).toContain('scared');
  });

  it('says which days are not written yet and links to writing them', async () => {
    table.delete('COUR-day-10');
    open('/admin/guides/COUR');
    const missing = await screen.findByRole('region', { name: 'Day 10: not written yet' });
    expect(within(missing).getByRole('link', { name: 'Write day 10' })).toHaveAttribute('href', '/admin/pages/edit/COUR-day-10');
  });

  it('says so when the address names no programme', async () => {
    open('/admin/guides/NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no programme called “NOPE”.');
    expect(api.adminApi).not.toHaveBeenCalled();
  });

  it('switches programme from the keyboard', async () => {
    open('/admin/guides/RESPA');
    await screen.findByRole('heading', { level: 1, name: /Respa/ });
    await userEvent.selectOptions(screen.getByLabelText('Programme'), 'INROCK');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher guide: Inner strength with Inrock' })).toBeInTheDocument();
  });
});

describe('the home note', () => {
  it('tells a parent the day, its feelings word and one thing to try, with the class and no child or score', async () => {
    edit('INROCK-day-3', (page) => ({ ...page, title: 'Feelings have names' }));
    open('/admin/guides/INROCK/home/3?class=2B');
    const note = await screen.findByRole('article', { name: 'A note from school' });
    expect(note).toHaveTextContent('Class 2B · Inner strength with Inrock, day 3');
    expect(note).toHaveTextContent('the children played “Feelings have names” with Inrock');
    expect(within(note).getByRole('heading', { name: /^Today’s feelings word: / })).toBeInTheDocument();
    expect(within(note).getByRole('region', { name: 'Try it together at home' })).toHaveTextContent(
      'At dinner, each person names one feeling they had today and when it came.',
    );
    expect(note).not.toHaveTextContent(/CASEL|competenc|score|Self-awareness/i);
    expect(screen.getByRole('button', { name: 'Print the note' })).toBeEnabled();
  });

  it('offers the school’s classes and changes day and class from the keyboard', async () => {
    open('/admin/guides/RESPA/home/1');
    await screen.findByRole('article', { name: 'A note from school' });
    const classes = [...document.querySelectorAll('#home-note-classes option')].map((option) => option.getAttribute('value'));
    expect(classes).toEqual(['1A', '2B']);
    await userEvent.type(screen.getByLabelText('Class (printed on the note)'), '1A');
    await userEvent.selectOptions(screen.getByLabelText('Day'), '6');
    const note = await screen.findByRole('article', { name: 'A note from school' });
    expect(note).toHaveTextContent('Class 1A · Respect with Respa, day 6');
  });

  it('asks about feelings with the check-in’s words when the day’s page names no feelings word', async () => {
    edit('INROCK-day-10', (page) => ({
      ...page,
      lesson: page.lesson.map((card, i) => ({ ...card, title: `Card ${i + 1}`, text: 'You can do it.' })),
      practice: page.practice.map((question) => ({
        ...question,
        prompt: 'What can you do?',
        hint: 'Try.',
        answers: question.answers.map((answer, i) => ({ ...answer, label: `Answer ${i + 1}` })),
      })),
      song: { ...page.song, lines: [{ lyric: 'Strong', notes: 'C4:4' }] },
      celebration: { ...page.celebration, message: 'Well done!' },
    }));
    open('/admin/guides/INROCK/home/10');
    const feelings = await screen.findByRole('region', { name: 'Talk about feelings' });
    expect(feelings).toHaveTextContent(
      'Ask: “How did you feel today?” Each day the children pick a word like happy, calm, nervous and sad.',
    );
  });

  it('says a missing day has no note instead of printing an empty one', async () => {
    table.delete('RESPA-day-4');
    open('/admin/guides/RESPA/home/4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Day 4 of Respa is not written yet, so it has no note for home.');
    expect(screen.getByRole('button', { name: 'Print the note' })).toBeDisabled();
  });
});
