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
const { GUIDES } = await import('@domain/content/guides/index');

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
    expect(within(day).getByRole('link', { name: 'Spanish note for day 3' })).toHaveAttribute('href', '/admin/guides/RESPA/home/3?lang=es');
    expect(screen.getAllByRole('region', { name: /^Day \d+:/ })).toHaveLength(10);
  });

  it('gives each day its objective, key words, time, materials, two prompts and its questions with their answers', async () => {
    // An admin's edit to a question shows at once: the guide renders the questions from the page, not a copy.
    edit('MIMALIMA-day-2', (page) => ({
      ...page,
      practice: page.practice.map((question, i) => (i === 3 ? { ...question, prompt: 'Omar is mad at the shop. What helps?' } : question)),
    }));
    open('/admin/guides/MIMALIMA');
    const day = await screen.findByRole('region', { name: 'Day 2: Stop, breathe, name it' });
    const written = GUIDES.MIMALIMA[2];
    const fact = (name: string) => within(day).getByText(name).nextElementSibling;
    expect(day).toHaveTextContent(`Objective: by the end of the day, a child can ${written.objective}`);
    expect(fact('Key words')).toHaveTextContent(written.words.join(' · '));
    expect(fact('Time')).toHaveTextContent(`About ${written.minutes} minutes around the game`);
    expect(fact('Materials')).toHaveTextContent(written.materials);
    expect(
      within(fact('Talk about it') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...written.prompts]);
    const questions = within(fact('The day’s questions') as HTMLElement);
    const page = table.get('MIMALIMA-day-2') as DayPage;
    expect(questions.getByText('Omar is mad at the shop. What helps?')).toBeInTheDocument();
    // Nia's question: the best answer, the one also good, and the one less helpful, each named as such.
    const nia = questions.getByText(page.practice[1]!.prompt).closest('li')!;
    expect(nia).toHaveTextContent('Best: Breathe slowly three times');
    expect(nia).toHaveTextContent('Also good: Get a drink of water');
    expect(nia).toHaveTextContent('Less helpful: Clap three times, fast');
    expect(within(day).getAllByText(/^Best:/)).toHaveLength(page.practice.length);
  });

  it('says once, in calm words, what to do when a child tells of harm or a worry at home', async () => {
    open('/admin/guides/RESPA');
    const note = await screen.findByRole('region', { name: 'If a child tells you something worrying' });
    expect(note).toHaveTextContent('Listen, and stay calm.');
    expect(note).toHaveTextContent('Do not promise to keep it a secret.');
    expect(note).toHaveTextContent('Tell your school’s designated safeguarding lead the same day');
    expect(screen.getAllByRole('region', { name: 'If a child tells you something worrying' })).toHaveLength(1);
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
    expect(test).toHaveTextContent(`one of two parallel sets of ${questions} questions on inner strength`);
    expect(test).toHaveTextContent('the test before day 1 ends with thanks and its tokens, the test after day 10 with the child’s score');
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
    // Every other part too, and a home note titled in plain words rather than by the card.
    expect(view.objective).toBe('say in their own words what “Wobbly knees” means, and give one example.');
    expect(view.prompts).toEqual(['What does “Wobbly knees” mean to you?', `When could you use “${page.lesson[1]!.title}” this week?`]);
    expect(view.words).toEqual(page.lesson.slice(0, 3).map((card) => card.title));
    expect([view.homeTitle, view.homeTitleEs]).toEqual(['What we talked about today', 'De qué hablamos hoy']);
    expect(view.questions.map((question) => question.prompt)).toEqual(page.practice.map((question) => question.prompt));
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

  it('is titled in a parent’s plain words, in English and in Spanish, not by the game’s name for the day', async () => {
    open('/admin/guides/MIMALIMA/home/2?lang=both');
    const english = await screen.findByRole('article', { name: 'A note from school' });
    expect(within(english).getByRole('heading', { level: 2, name: 'Today: Taking a breath when you feel upset' })).toBeInTheDocument();
    // The game's name still follows in the text, so a parent knows what the child will call it.
    expect(english).toHaveTextContent('the children played “Stop, breathe, name it” with Mimalima');
    const spanish = screen.getByRole('article', { name: 'Una nota de la escuela' });
    expect(within(spanish).getByRole('heading', { level: 2, name: `Hoy: ${GUIDES.MIMALIMA[2].homeTitleEs}` })).toBeInTheDocument();
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

  it('asks about the feeling a card of the day is named for, before one the cards only mention', async () => {
    // RESPA day 3 has a card called "Upset"; its first card says "happy" in passing.
    open('/admin/guides/RESPA/home/3');
    const note = await screen.findByRole('article', { name: 'A note from school' });
    expect(within(note).getByRole('heading', { name: 'Today’s feelings word: upset' })).toBeInTheDocument();
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

  it('prints in Spanish when the school chooses it: the whole note, marked lang="es", and its copy too', async () => {
    open('/admin/guides/INROCK/home/3?class=2B');
    await screen.findByRole('article', { name: 'A note from school' });
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish (Español)' }));
    const note = await screen.findByRole('article', { name: 'Una nota de la escuela' });
    expect(note).toHaveAttribute('lang', 'es');
    // The class chosen before stays on the note.
    expect(note).toHaveTextContent('Clase 2B · Fuerza interior con Inrock, día 3');
    expect(within(note).getByRole('region', { name: 'Para hacer juntos en casa' })).toHaveTextContent(GUIDES.INROCK[3].atHomeEs);
    // The game's own English words stay English for a screen reader, inside the Spanish note.
    const title = (table.get('INROCK-day-3') as DayPage).title;
    expect(within(note).getByText(`“${title}”`)).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('article', { name: 'A note from school' })).toBeNull();
    // The second note printed on the sheet is the Spanish one as well.
    const copies = document.querySelectorAll('.print-only article');
    expect([...copies].map((copy) => copy.getAttribute('lang'))).toEqual(['es']);
    expect(copies[0]).toHaveTextContent(GUIDES.INROCK[3].atHomeEs);
  });

  it('asks about the day’s feelings word in Spanish, keeping the English word the child learnt', async () => {
    edit('COUR-day-2', (page) => ({
      ...page,
      lesson: [{ title: 'Wobbly knees', text: 'I feel nervous.', picture: 'heart' }, ...page.lesson],
    }));
    open('/admin/guides/COUR/home/2?lang=es');
    const note = await screen.findByRole('article', { name: 'Una nota de la escuela' });
    expect(within(note).getByRole('heading', { name: 'La palabra de hoy sobre los sentimientos: nervous (nervios)' })).toBeInTheDocument();
    expect(note).toHaveTextContent('Pregunte: “¿Cuándo sentiste nervios?”');
    expect(note).toHaveTextContent('Hablamos de “Wobbly knees”, ');
  });

  it('prints English and Spanish on one family’s sheet when the school chooses both', async () => {
    open('/admin/guides/RESPA/home/7?lang=both&class=1A');
    const english = await screen.findByRole('article', { name: 'A note from school' });
    const spanish = screen.getByRole('article', { name: 'Una nota de la escuela' });
    expect(screen.getByRole('radio', { name: 'English and Spanish on one sheet' })).toBeChecked();
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent(GUIDES.RESPA[7].atHome);
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveTextContent(GUIDES.RESPA[7].atHomeEs);
    expect(spanish).toHaveTextContent('Clase 1A · Respeto con Respa, día 7');
    // One sheet per family, not two notes to cut apart.
    expect(document.querySelector('.print-only')).toBeNull();
    expect(screen.getByText(/one sheet for each family/)).toBeInTheDocument();
  });

  it('gives a Spanish home idea even to a day whose guide is not written yet', () => {
    const page = structuredClone(table.get('COUR-day-2') as DayPage);
    page.lesson = [{ title: 'Wobbly knees', text: 'Knees can shake when we are scared.', picture: 'heart' }, ...page.lesson.slice(1)];
    expect(dayGuideView(page, undefined).atHomeEs).toBe(
      'Pídale a su hijo o hija que le cuente qué aprendió con la tarjeta “Wobbly knees” del juego.',
    );
  });

  it('says a missing day has no note instead of printing an empty one', async () => {
    table.delete('RESPA-day-4');
    open('/admin/guides/RESPA/home/4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Day 4 of Respa is not written yet, so it has no note for home.');
    expect(screen.getByRole('button', { name: 'Print the note' })).toBeDisabled();
  });
});
