import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { dayPageSchema } from '@domain/content/schema';
import { initialiseModule, toPlayable, toRecord, type ModuleRecord, type PlayableModule } from '@domain/module';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { lineSpan, notesIn, planSong } from '../../frontend/src/features/play/song-sound';
import { SESSION_KEYS } from '../../frontend/src/lib/session';
import { renderAt } from './render';
import { testTaken } from '../domain/arbitraries';
import { firstFormFor } from '@domain/test-forms';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index';

const RESPA_PAGES = DAY_PAGES.filter((page) => page.character === 'RESPA');
// RESPA's test with form A only (a page saved before form B): every child gets it, whatever their id.
const { form_b: _shipped, ...SCREENING_PAGE } = SCREENING_PAGES.find((page) => page.character === 'RESPA')!;

const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn(), apiPost: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({
  apiGet: mocks.apiGet,
  apiPut: mocks.apiPut,
  apiPost: mocks.apiPost,
  postLogin: vi.fn(),
}));

const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
const { usePage, forgetPages } = await import('../../frontend/src/features/play/use-page');
const { useStudentStore } = await import('../../frontend/src/features/auth/student-store');

const day1 = RESPA_PAGES[0]!;
const base = initialiseModule({ id: 'm1', name: 'RESPA', day_completed: 0, step_completed: 'notstarted', game_details: null, version: 1 });
const withActions = (actions: GameAction[], start: PlayableModule = { ...base, game_details: { ...base.game_details, onboarded: true } }) =>
  toRecord(actions.reduce(applyGameAction, start));
const played = () => toPlayable(useModulesStore.getState().modules[0]!).game_details;

const serve = (module: ModuleRecord, screening: object = SCREENING_PAGE) => {
  mocks.apiGet.mockImplementation(async (path: string, query?: { id: string }) => {
    if (path === '/v3/waw/page')
      return { content: query?.id === 'RESPA-screening' ? screening : RESPA_PAGES.find((p) => p.id === query?.id) };
    if (path === '/v3/waw/modules') return { modules: [module] };
    if (path === '/v3/waw/student') return { first_name: 'Maya', grade: 'WAW' };
    return { influencers: [{ id: 'sunny-sam', name: 'Sunny Sam', video: '/media/influencers/sunny-sam.mp4' }] };
  });
};

beforeEach(() => {
  vi.resetAllMocks();
  mocks.apiPut.mockImplementation(async (_path: string, body: ModuleRecord) => ({ ...body, version: body.version + 1 }));
  useModulesStore.getState().reset();
  useAuthStore.setState({ isAuthenticated: true });
});

describe('the day hub', () => {
  it('sends a first-timer to the welcome, then the screening before day 1', async () => {
    serve(toRecord(base));
    const first = renderAt('/modules/RESPA/1');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/welcome'));
    first.unmount();
    useModulesStore.getState().reset();
    serve(withActions([]));
    const second = renderAt('/modules/RESPA/1');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/modules/RESPA/1/screening'));
  });

  it('resumes at the first step the day has not finished', async () => {
    serve(
      withActions([
        { type: 'preEmotion', day: 1, emotion: 'happy' },
        { type: 'sing', day: 1, video: 'x' },
      ]),
    );
    const { router } = renderAt('/modules/RESPA/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/modules/RESPA/1/learn'));
  });

  it('keeps a day locked until the one before is celebrated', async () => {
    serve(withActions([]));
    renderAt('/modules/RESPA/3/sing');
    expect(await screen.findByRole('heading', { name: 'Day 3 is still locked' })).toBeInTheDocument();
  });
});

describe('the steps', () => {
  it('keeps the feeling before the day as pre_emotion, moves on to sing, and sends it with the next save', async () => {
    serve(withActions([{ type: 'preTest', result: testTaken(3) }]));
    const { router } = renderAt('/modules/RESPA/1/emotion');
    await userEvent.click(await screen.findByRole('button', { name: 'Calm' }));
    expect(played().progress.day_1?.pre_emotion).toBe('calm');
    expect(router.state.location.pathname).toBe('/modules/RESPA/1/sing');
    // Not a request of its own: it goes with the song's save, or when the network comes back, or before a log out.
    expect(mocks.apiPut).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(mocks.apiPut).toHaveBeenCalledTimes(1));
    const sent = mocks.apiPut.mock.calls[0]![1] as ModuleRecord;
    expect(toPlayable(sent).game_details.progress.day_1?.pre_emotion).toBe('calm');
  });

  it('sends what waits once, however many times the network comes back at once', async () => {
    serve(withActions([{ type: 'preTest', result: testTaken(3) }]));
    let answer: () => void = () => undefined;
    mocks.apiPut.mockImplementation(
      (_path: string, body: ModuleRecord) =>
        new Promise((done) => {
          answer = () => done({ ...body, version: body.version + 1 });
        }),
    );
    renderAt('/modules/RESPA/1/emotion');
    await userEvent.click(await screen.findByRole('button', { name: 'Calm' }));
    const { sendPending } = useModulesStore.getState();
    // A flaky connection: three online events and a log out's send, all while the first save is on its way.
    for (let i = 0; i < 3; i += 1) window.dispatchEvent(new Event('online'));
    const sent = sendPending();
    await waitFor(() => expect(mocks.apiPut).toHaveBeenCalledTimes(1));
    answer();
    await sent;
    expect(mocks.apiPut).toHaveBeenCalledTimes(1);
    expect(useModulesStore.getState().pending).toEqual({ [useModulesStore.getState().modules[0]!.id]: [] });
  });

  it('steps through the lesson cards and marks learn done at the last', async () => {
    serve(
      withActions([
        { type: 'preEmotion', day: 1, emotion: 'happy' },
        { type: 'sing', day: 1, video: 'x' },
      ]),
    );
    const { router } = renderAt('/modules/RESPA/1/learn');
    expect(await screen.findByRole('heading', { name: day1.lesson[0]!.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next card/ }));
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('heading', { name: day1.lesson[0]!.title })).toBeInTheDocument();
    for (let i = 1; i < day1.lesson.length; i += 1) await userEvent.click(screen.getByRole('button', { name: /Next card/ }));
    await userEvent.click(screen.getByRole('button', { name: /I learned it!/ }));
    expect(played().progress.day_1?.learn.completed).toBe(true);
    expect(router.state.location.pathname).toBe('/modules/RESPA/1/practice');
    // It waits to go with practice's save: one request fewer a day.
    expect(useModulesStore.getState().pending.m1).toEqual([{ type: 'learn', day: 1 }]);
    expect(mocks.apiPut).not.toHaveBeenCalled();
    for (const question of day1.practice) {
      await userEvent.click(await screen.findByRole('button', { name: question.answers[question.correct]!.label }));
      await screen.findByText('Yes! Great job!');
    }
    await waitFor(() => expect(mocks.apiPut).toHaveBeenCalledOnce());
    const saved = JSON.parse((mocks.apiPut.mock.calls[0]![1] as { game_details: string }).game_details) as ReturnType<typeof played>;
    expect(saved.progress.day_1).toMatchObject({ learn: { completed: true }, practice: { completed: true } });
  });

  it('reviews a finished day’s lesson without changing anything', async () => {
    const finished = withActions([
      { type: 'preEmotion', day: 1, emotion: 'happy' },
      { type: 'sing', day: 1, video: 'x' },
      { type: 'learn', day: 1 },
      { type: 'practice', day: 1, correct_answers: 3, wrong_answers: 0 },
      { type: 'followthebeat', day: 1 },
      { type: 'celebrate', day: 1, part: 'sing' },
      { type: 'celebrate', day: 1, part: 'recorded_message' },
      { type: 'celebrate', day: 1, part: 'influencer_video' },
    ]);
    serve(finished);
    const { router } = renderAt('/review/learn/RESPA/1');
    for (let i = 1; i < day1.lesson.length; i += 1) await userEvent.click(await screen.findByRole('button', { name: /Next card/ }));
    await userEvent.click(screen.getByRole('button', { name: /Done/ }));
    expect(router.state.location.pathname).toBe('/review');
    expect(useModulesStore.getState().pending.m1 ?? []).toEqual([]);
    expect(mocks.apiPut).not.toHaveBeenCalled();
  });

  it('praises an answer that is also good, never with "Nice try!", and counts it right', async () => {
    serve(
      withActions([
        { type: 'preEmotion', day: 1, emotion: 'happy' },
        { type: 'sing', day: 1, video: 'x' },
        { type: 'learn', day: 1 },
      ]),
    );
    // Day 1 as an admin may save it: the first question's next answer is also good.
    const [first, ...rest] = day1.practice;
    const good = (first!.correct + 1) % first!.answers.length;
    const page = {
      ...day1,
      practice: [{ ...first!, answers: first!.answers.map((a, i) => (i === good ? { ...a, also_good: true } : a)) }, ...rest],
    };
    expect(v.parse(dayPageSchema, page)).toEqual(page);
    // Pages are kept once fetched: this test's day 1 must be fetched again.
    forgetPages();
    const served = mocks.apiGet.getMockImplementation()!;
    mocks.apiGet.mockImplementation(async (path: string, query?: { id: string }) =>
      path === '/v3/waw/page' && query?.id === day1.id ? { content: page } : served(path, query),
    );
    renderAt('/modules/RESPA/1/practice');
    await screen.findByText(first!.prompt);
    const choice = screen.getByRole('button', { name: first!.answers[good]!.label });
    await userEvent.click(choice);
    expect(screen.getByRole('status')).toHaveTextContent('That can help too!');
    expect(screen.getByRole('status')).not.toHaveTextContent(/Nice try/);
    expect(choice).toHaveClass('answer--right');
    // On to the next question with no second try: it was a right answer.
    for (const question of rest) {
      await userEvent.click(await screen.findByRole('button', { name: question.answers[question.correct]!.label }));
      await screen.findByText('Yes! Great job!');
    }
    expect(await screen.findByText('You found every answer.')).toBeInTheDocument();
    expect(played().progress.day_1?.practice).toEqual({ correct_answers: day1.practice.length, wrong_answers: 0, completed: true });
    forgetPages();
  });

  it('gives a kind hint after a wrong answer and counts right and wrong answers', async () => {
    serve(
      withActions([
        { type: 'preEmotion', day: 1, emotion: 'happy' },
        { type: 'sing', day: 1, video: 'x' },
        { type: 'learn', day: 1 },
      ]),
    );
    renderAt('/modules/RESPA/1/practice');
    const [first] = day1.practice;
    await screen.findByText(first!.prompt);
    await userEvent.click(screen.getByRole('button', { name: first!.answers[(first!.correct + 1) % first!.answers.length]!.label }));
    expect(screen.getByRole('status')).toHaveTextContent(`Nice try! ${first!.hint}`);
    for (const question of day1.practice) {
      await userEvent.click(await screen.findByRole('button', { name: question.answers[question.correct]!.label }));
      await screen.findByText('Yes! Great job!');
    }
    expect(await screen.findByRole('heading', { name: 'Great thinking!' })).toBeInTheDocument();
    // The hint it needed is praised as effort, never counted at the child.
    expect(screen.getByText('You kept trying and found every answer.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/first try|\d+ of \d+ /);
    expect(played().progress.day_1?.practice).toEqual({ correct_answers: day1.practice.length - 1, wrong_answers: 1, completed: true });
  });

  it('asks each test item once with no hint and no right or wrong, then gives thanks and its tokens, no score, at the end', async () => {
    serve(withActions([]));
    const { router } = renderAt('/modules/RESPA/1/screening');
    const [first, ...rest] = SCREENING_PAGE.questions;
    const wrong = first!.answers.findIndex((_, index) => index !== first!.correct);
    await userEvent.click(await screen.findByRole('button', { name: first!.answers[wrong]!.label }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    for (const [index, question] of rest.entries()) {
      await screen.findByRole('region', { name: `Question ${index + 2} of ${SCREENING_PAGE.questions.length}` });
      expect(screen.queryByText(first!.hint, { exact: false })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: question.answers[question.correct]!.label }));
      expect(screen.getByRole('status')).toHaveTextContent(/^Thank you!$/);
      expect(document.querySelector('.answer--right, .answer--missed')).toBeNull();
    }
    expect(screen.queryByText(/Nice try|Great job/)).toBeNull();
    const items = SCREENING_PAGE.questions.length;
    // Before day 1 there are "no wrong answers": no score, only thanks and the tokens.
    await screen.findByRole('region', { name: 'Quiz done' });
    expect(screen.getByText(`+${2 * (items - 1)} tokens`)).toBeInTheDocument();
    expect(screen.queryByText(`${items - 1} / ${items}`)).toBeNull();
    expect(played()).toMatchObject({
      pre_test_score: items - 1,
      pre_test: { form: 'a', items: SCREENING_PAGE.questions.map((q, i) => ({ competency: q.competency, right: i > 0 })) },
      inventory: { earned: 2 * (items - 1), balance: 2 * (items - 1) },
    });
    await userEvent.click(screen.getByRole('link', { name: 'Start day 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modules/RESPA/1/emotion'));
  });

  it('gives a child whose id says B first form B before day 1, and never the test again once taken', async () => {
    const formB = SCREENING_PAGE.questions.map((q, i) => ({ ...q, prompt: `Form B item ${i + 1}: what could you do?` }));
    const bFirst = Array.from({ length: 50 }, (_, i) => `student-${i}`).find((id) => firstFormFor(id) === 'b')!;
    useStudentStore.setState({ student: { id: bFirst, class_id: 'c', first_name: 'Maya', last_name: 'L', grade: 'WAW' } });
    forgetPages();
    serve(withActions([]), { ...SCREENING_PAGE, form_b: formB });
    const { unmount } = renderAt('/modules/RESPA/1/screening');
    for (const question of formB) {
      await screen.findByText(question.prompt);
      await userEvent.click(screen.getByRole('button', { name: question.answers[0]!.label }));
    }
    await screen.findByRole('link', { name: 'Start day 1' });
    expect(played().pre_test?.form).toBe('b');
    unmount();
    const again = renderAt('/modules/RESPA/1/screening');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/modules/RESPA/1/emotion'));
    useStudentStore.setState({ student: null });
  });
});

describe('by keyboard alone', () => {
  it('starts with focus on the first feeling, reaches every one with Tab and picks one with Enter', async () => {
    serve(withActions([{ type: 'preTest', result: testTaken(1) }]));
    const { router } = renderAt('/modules/RESPA/1/emotion');
    await screen.findByRole('button', { name: 'Bored' });
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Bored'));
    const user = userEvent.setup();
    const reached: string[] = [document.activeElement?.textContent ?? ''];
    for (let i = 0; i < 20 && !reached.includes('Sad'); i += 1) {
      await user.tab();
      reached.push(document.activeElement?.textContent ?? '');
    }
    for (const feeling of ['Bored', 'Calm', 'Confident', 'Happy', 'Inspired', 'Mad', 'Nervous', 'Sad']) expect(reached).toContain(feeling);
    await user.keyboard('{Enter}');
    expect(played().progress.day_1?.pre_emotion).toBe('sad');
    expect(router.state.location.pathname).toBe('/modules/RESPA/1/sing');
  });
});

describe('a reload in the middle of a day', () => {
  it('shows the page the session kept in the step’s first render, with no spinner before it and no request', () => {
    sessionStorage.setItem(SESSION_KEYS.pages, JSON.stringify({ [day1.id]: { content: day1 } }));
    const { result } = renderHook(() => usePage(day1.id, dayPageSchema));
    expect(result.current.page?.id).toBe(day1.id);
    expect(mocks.apiGet).not.toHaveBeenCalled();
  });
});

describe('timing of songs', () => {
  it('plays a written score line after line, its lead-in and rests kept, each line a span of whole bars', () => {
    const plan = planSong({
      id: 's',
      title: 'S',
      bpm: 120,
      metre: 4,
      key: 'C',
      feel: 'bounce',
      lines: [
        { lyric: 'so brave', notes: 'r:3 G4 C5:2 r:2' },
        { lyric: 'but-ter-fly', notes: 'E4 D4 C4:2' },
      ],
    });
    expect(plan.notes.map((note) => [note.line, note.syllable, note.start * plan.secondsPerBeat])).toEqual([
      [0, 0, 1.5],
      [0, 1, 2],
      [1, 0, 4],
      [1, 1, 4.5],
      [1, 2, 5],
    ]);
    expect(lineSpan(plan, 1)).toEqual({ from: 8, to: 12 });
    expect(notesIn(plan, lineSpan(plan, 0)).map((note) => note.midi)).toEqual([67, 72]);
    expect(plan.bars.map((bar) => bar.chord.degree)).toEqual(['I', 'I', 'I']);
  });
});
