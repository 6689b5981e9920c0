import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index';
import { postTestForm } from '@domain/test-forms';
import { initialiseModule, toPlayable, toRecord, type ModuleRecord, type PlayableModule } from '@domain/module';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { ApiStatusError } from '../../frontend/src/lib/errors';
import { installFakeSpeech } from './fake-speech';
import { renderAt } from './render';

const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn(), apiPost: vi.fn(), apiDelete: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({ ...mocks, postLogin: vi.fn() }));

const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
const { useSettingsStore } = await import('../../frontend/src/features/settings/settings-store');
const { stopSpeaking } = await import('../../frontend/src/features/play/speech');
const { forgetPages } = await import('../../frontend/src/features/play/use-page');

const RESPA_DAY_1 = DAY_PAGES.find((page) => page.id === 'RESPA-day-1')!;
const blank = (id: string, name: string): PlayableModule => {
  const module = initialiseModule({ id, name, day_completed: 0, step_completed: 'notstarted', game_details: null, version: 1 });
  return { ...module, game_details: { ...module.game_details, onboarded: true, pre_test_score: 3 } };
};
const playDay = (n: number): GameAction[] => [
  { type: 'preEmotion', day: n, emotion: 'happy' },
  { type: 'sing', day: n, video: 'x' },
  { type: 'learn', day: n },
  { type: 'practice', day: n, correct_answers: 3, wrong_answers: 0 },
  { type: 'followthebeat', day: n },
  { type: 'celebrate', day: n, part: 'sing' },
  { type: 'celebrate', day: n, part: 'recorded_message' },
  { type: 'celebrate', day: n, part: 'influencer_video' },
  { type: 'postEmotion', day: n, emotion: 'calm' },
];
const after = (module: PlayableModule, actions: GameAction[]) => toRecord(actions.reduce(applyGameAction, module));

const serve = ({
  modules,
  settings = DEFAULT_SETTINGS,
  pages = DAY_PAGES,
}: {
  modules: ModuleRecord[];
  settings?: Settings;
  pages?: typeof DAY_PAGES;
}) =>
  mocks.apiGet.mockImplementation(async (path: string, query?: { id: string }) => {
    if (path === '/v3/waw/modules') return { modules };
    if (path === '/v3/waw/student') return { first_name: 'Maya', grade: 'WAW' };
    if (path === '/v3/waw/settings') return settings;
    if (path === '/v3/waw/page') {
      const content = [...pages, ...SCREENING_PAGES].find((page) => page.id === query?.id);
      if (!content) throw new ApiStatusError(404, { message: 'Page not found' });
      // As the server answers: a day page says whether the next day is written.
      const day = /-day-(\d+)$/.exec(content.id);
      return day
        ? { content, next_day_ready: pages.some((page) => page.id === content.id.replace(/\d+$/, String(Number(day[1]) + 1))) }
        : { content };
    }
    return { influencers: [] };
  });

let voice: ReturnType<typeof installFakeSpeech>;
beforeEach(() => {
  vi.resetAllMocks();
  voice = installFakeSpeech({ auto: true });
  mocks.apiPut.mockImplementation(async (_path: string, body: ModuleRecord) => ({ ...body, version: body.version + 1 }));
  useModulesStore.getState().reset();
  useSettingsStore.getState().reset();
  forgetPages();
  useAuthStore.setState({ isAuthenticated: true });
});
afterEach(() => {
  stopSpeaking();
  voice.uninstall();
});

describe('typed addresses and refused saves: a friendly screen with the child’s character and a way on', () => {
  it.each(['NaN', '0', '11', '1.5', 'abc'])('day %s is not in the programme: no number, no status, the way to the days', async (day) => {
    serve({ modules: [toRecord(blank('m1', 'RESPA'))] });
    renderAt(`/modules/RESPA/${day}/sing`);
    expect(await screen.findByRole('heading', { name: 'That day is not here' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Respa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My days/ })).toHaveAttribute('href', '/modules/RESPA');
    expect(document.body).not.toHaveTextContent(/NaN|locked|Finish day/);
    await waitFor(() => expect(voice.texts()).toEqual(['That day is not here', 'Respa has 10 days. Let’s go and pick one!']));
  });

  it('a locked day names the day to play, and takes the child there', async () => {
    serve({ modules: [after(blank('m1', 'RESPA'), playDay(1))] });
    renderAt('/modules/RESPA/5');
    expect(await screen.findByRole('heading', { name: 'Day 5 is still locked' })).toBeInTheDocument();
    expect(screen.getByText('Let’s play day 2 first!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Play day 2/ })).toHaveAttribute('href', '/modules/RESPA/2');
  });

  it('a step further on than the child has reached goes back to the step they are at, and plays nothing', async () => {
    serve({ modules: [after(blank('m1', 'RESPA'), [{ type: 'preEmotion', day: 1, emotion: 'happy' }])] });
    const { router } = renderAt('/modules/RESPA/1/celebrate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/modules/RESPA/1/sing'));
    expect(mocks.apiPut).not.toHaveBeenCalled();
  });

  it('a day whose page is not written yet: "More adventures are coming soon!"', async () => {
    serve({ modules: [after(blank('m1', 'RESPA'), playDay(1))], pages: DAY_PAGES.filter((page) => page.id !== 'RESPA-day-2') });
    renderAt('/modules/RESPA/2');
    expect(await screen.findByRole('heading', { name: 'More adventures are coming soon!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My days/ })).toHaveAttribute('href', '/modules/RESPA');
  });

  it('a save the server refuses is said aloud in a dialog whose button goes back to where the day really is', async () => {
    serve({ modules: [toRecord(blank('m1', 'RESPA'))] });
    mocks.apiPut.mockRejectedValue(new ApiStatusError(400, { message: 'Finish emotion before sing' }));
    const { router } = renderAt('/modules/RESPA/1/emotion');
    await userEvent.click(await screen.findByRole('button', { name: 'Happy' }));
    // The feeling waits to go with the song's save; the network coming back sends it now.
    window.dispatchEvent(new Event('online'));
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(within(dialog).getByText('Oops! That step could not be saved. Let’s do it once more.')).toBeInTheDocument();
    await waitFor(() => expect(voice.texts()).toContain('Oops! That step could not be saved. Let’s do it once more.'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Let’s go!/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modules/RESPA/1/emotion'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the 404 page’s "Go to the start" keeps a signed-in child signed in: it leads home', async () => {
    serve({ modules: [] });
    renderAt('/no/such/place');
    expect(await screen.findByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/home');
    useAuthStore.setState({ isAuthenticated: false });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/'));
  });
});

describe('everything a child must understand is heard', () => {
  const practising = () =>
    after(blank('m1', 'RESPA'), [
      { type: 'preEmotion', day: 1, emotion: 'happy' },
      { type: 'sing', day: 1, video: 'x' },
      { type: 'learn', day: 1 },
    ]);

  it('says the instruction, then the question, then each answer as it lights up; a tap says the answer and the result', async () => {
    serve({ modules: [practising()] });
    renderAt('/modules/RESPA/1/practice');
    const [first, second] = RESPA_DAY_1.practice;
    await waitFor(() =>
      expect(voice.texts()).toEqual([
        'Tap the right picture. You can always try again!',
        first!.prompt,
        ...first!.answers.map((answer) => answer.label),
      ]),
    );
    const wrong = first!.answers[(first!.correct + 1) % first!.answers.length]!.label;
    await userEvent.click(screen.getByRole('button', { name: wrong }));
    expect(voice.texts().slice(-2)).toEqual([wrong, `Nice try! ${first!.hint}`]);
    const right = first!.answers[first!.correct]!.label;
    await userEvent.click(screen.getByRole('button', { name: right }));
    // The answers are said one after another, each as it lights up: wait for the whole turn.
    await waitFor(() =>
      expect(voice.texts().slice(-2 - second!.answers.length)).toEqual([
        'Yes! Great job!',
        second!.prompt,
        ...second!.answers.map((answer) => answer.label),
      ]),
    );
  });

  it('praises the practice and says the day’s big idea again', async () => {
    serve({ modules: [practising()] });
    renderAt('/modules/RESPA/1/practice');
    for (const question of RESPA_DAY_1.practice) {
      await userEvent.click(await screen.findByRole('button', { name: question.answers[question.correct]!.label }));
      await screen.findByText('Yes! Great job!');
    }
    expect(await screen.findByRole('heading', { name: 'Great thinking!' })).toBeInTheDocument();
    const said = ['Great thinking!', 'You found every answer.', `Remember: ${RESPA_DAY_1.lesson[0]!.text}`, 'Tap next.'];
    await waitFor(() => expect(voice.texts().slice(-said.length)).toEqual(said));
  });

  it('with "Read to me" off nothing starts by itself, and the speaker still speaks', async () => {
    serve({ modules: [toRecord(blank('m1', 'RESPA'))], settings: { ...DEFAULT_SETTINGS, readAloud: false } });
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, readAloud: false }, loaded: true, settled: true });
    renderAt('/modules/RESPA/1/emotion');
    await screen.findByRole('button', { name: 'Happy' });
    // The screen has arrived once it puts focus on a face: by then its words and its faces' names would have started.
    await waitFor(() => expect(document.activeElement).toHaveClass('emotion'));
    expect(voice.texts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(voice.texts()).toEqual(['How do you feel right now? Tap a face.']);
  });
});

describe('keyboard and switch users: focus moves to the next meaningful control, never to the page', () => {
  it('through practice: the first answer, the next answer after a miss, the next question, then Next', async () => {
    serve({
      modules: [
        after(blank('m1', 'RESPA'), [
          { type: 'preEmotion', day: 1, emotion: 'happy' },
          { type: 'sing', day: 1, video: 'x' },
          { type: 'learn', day: 1 },
        ]),
      ],
    });
    renderAt('/modules/RESPA/1/practice');
    const [first, second] = RESPA_DAY_1.practice;
    await waitFor(() => expect(document.activeElement).toHaveTextContent(first!.answers[0]!.label));
    const user = userEvent.setup();
    const wrongIndex = (first!.correct + 1) % first!.answers.length;
    // Tab to the wrong answer and choose it: it is disabled, focus goes on to an answer still open.
    while (document.activeElement?.textContent !== first!.answers[wrongIndex]!.label) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toHaveClass('answer');
    expect(document.activeElement).not.toBeDisabled();
    while (document.activeElement?.textContent !== first!.answers[first!.correct]!.label) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent(second!.answers[0]!.label));
    for (const question of RESPA_DAY_1.practice.slice(1)) {
      await waitFor(() => expect(document.activeElement).toHaveClass('answer'));
      while (document.activeElement?.textContent !== question.answers[question.correct]!.label) await user.tab();
      await user.keyboard('{Enter}');
    }
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/Next/));
  });

  it('the learn cards: focus stays on Next card, then on I learned it!', async () => {
    serve({
      modules: [
        after(blank('m1', 'RESPA'), [
          { type: 'preEmotion', day: 1, emotion: 'happy' },
          { type: 'sing', day: 1, video: 'x' },
        ]),
      ],
    });
    renderAt('/modules/RESPA/1/learn');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/Next card/));
    const user = userEvent.setup();
    for (let card = 1; card < RESPA_DAY_1.lesson.length; card += 1) {
      await user.keyboard('{Enter}');
      await waitFor(() => expect(voice.texts()).toContain(RESPA_DAY_1.lesson[card]!.text));
    }
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/I learned it!/));
  });
});

describe('easy ways around', () => {
  const two = () => [after(blank('m1', 'RESPA'), playDay(1)), after(blank('m2', 'INROCK'), [...playDay(1), ...playDay(2)])];

  it('home shows the character of the programme in progress and one big Play Day N', async () => {
    serve({ modules: two(), settings: { ...DEFAULT_SETTINGS, lastProgramme: 'INROCK' } });
    renderAt('/home');
    const play = await screen.findByRole('link', { name: /Play Day 3/ });
    expect(play).toHaveAttribute('href', '/modules/INROCK/3');
    expect(within(screen.getByRole('main')).getAllByRole('img', { name: 'Inrock' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: 'Respa' })).toBeNull();
  });

  it('shop, rewards and stickers open on the programme last played, even after a new sign-in', async () => {
    serve({ modules: two(), settings: { ...DEFAULT_SETTINGS, lastProgramme: 'INROCK' } });
    renderAt('/shop');
    expect(await screen.findByRole('status', { name: 'You have 30 tokens' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Inrock/, pressed: true })).toBeInTheDocument();
  });

  it('playing a day remembers its programme with the child’s settings', async () => {
    serve({ modules: two(), settings: { ...DEFAULT_SETTINGS, lastProgramme: 'INROCK' } });
    renderAt('/modules/RESPA/2/emotion');
    await screen.findByRole('button', { name: 'Happy' });
    await waitFor(() => expect(mocks.apiPut).toHaveBeenCalledWith('/v3/waw/settings', { ...DEFAULT_SETTINGS, lastProgramme: 'RESPA' }), {
      timeout: 2_000,
    });
  });

  it('a child with one programme has no choice to remember: playing it saves no settings', async () => {
    serve({ modules: [toRecord(blank('m1', 'RESPA'))] });
    renderAt('/modules/RESPA/1/emotion');
    await userEvent.click(await screen.findByRole('button', { name: 'Happy' }));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(mocks.apiPut).toHaveBeenCalledWith('/v3/waw/module', expect.anything(), { minimal: true }));
    expect(useSettingsStore.getState().settings.lastProgramme).toBe(DEFAULT_SETTINGS.lastProgramme);
    expect(mocks.apiPut.mock.calls.filter(([path]) => path === '/v3/waw/settings')).toEqual([]);
  });

  const pressGrownUpSum = async (right: boolean) => {
    const [, a, b] = /what is (\d) \+ (\d)\?/.exec(screen.getByRole('dialog').textContent ?? '')!;
    const sum = Number(a) + Number(b);
    const answer = right ? sum : sum === 9 ? 8 : sum + 1;
    for (const digit of String(answer)) await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: digit }));
    return { a, b };
  };

  it('logging out asks a grown-up first: a wrong sum keeps the child signed in, the right one signs out', async () => {
    serve({ modules: two() });
    const { router } = renderAt('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog');
    const [, a, b] = /what is (\d) \+ (\d)\?/.exec(dialog.textContent ?? '')!;
    await waitFor(() => expect(voice.texts()).toContain(`Ask a grown-up: what is ${a} plus ${b}?`));
    await pressGrownUpSum(false);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    await pressGrownUpSum(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('a log out first sends the feeling that was waiting for the song, then signs out', async () => {
    serve({ modules: [toRecord(blank('m1', 'RESPA'))] });
    const { router } = renderAt('/modules/RESPA/1/emotion');
    await userEvent.click(await screen.findByRole('button', { name: 'Calm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modules/RESPA/1/sing'));
    expect(mocks.apiPut).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await pressGrownUpSum(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.apiPut).toHaveBeenCalledTimes(1);
    const [path, sent] = mocks.apiPut.mock.calls[0] as [string, ModuleRecord];
    expect(path).toBe('/v3/waw/module');
    expect(toPlayable(sent).game_details.progress.day_1?.pre_emotion).toBe('calm');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('the days of a programme and each step have a way back', async () => {
    serve({ modules: two() });
    renderAt('/modules/RESPA');
    expect(await screen.findByRole('link', { name: 'Back to my programmes' })).toHaveAttribute('href', '/modules');
  });
});

describe('the end of a day', () => {
  it('counts the tokens up and says them', async () => {
    serve({ modules: [after(blank('m1', 'RESPA'), playDay(1))] });
    renderAt('/modules/RESPA/1');
    expect(await screen.findByRole('heading', { name: 'Day 1 done!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(voice.texts()).toEqual([
        'Day 1 done!',
        'You earned 15 tokens today.',
        'Now you have 15 tokens.',
        'Tap the big button to play day 2.',
      ]),
    );
    // Fifteen ticks of 90 ms, each a timer a loaded machine may run late: the count arriving is what is checked.
    await waitFor(() => expect(screen.getByText('+15')).toBeInTheDocument(), { timeout: 15_000 });
    expect(document.activeElement).toHaveAccessibleName(/Day 2/);
  });
});

describe('never a dead end: a day is offered only when its page exists (issue 11)', () => {
  const withoutDay2 = DAY_PAGES.filter((page) => page.id !== 'RESPA-day-2');
  const dayOneDone = () => after(blank('m1', 'RESPA'), playDay(1));

  it('shows the next day whose page is missing as coming soon on the days page, not as a day to play', async () => {
    serve({ modules: [dayOneDone()], pages: withoutDay2 });
    renderAt('/modules/RESPA');
    expect(await screen.findByLabelText('Day 2, coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Day 2/ })).toBeNull();
  });

  it('offers "Play again" at home instead of a day not written yet, and says more is coming', async () => {
    serve({ modules: [dayOneDone()], pages: withoutDay2 });
    renderAt('/home');
    // The big button waits to know whether day 2 is written, then plays again (the tiles have a "Play again" too).
    await waitFor(() => expect(document.querySelector('.play-day')).toHaveTextContent('Play again'));
    expect(document.querySelector('.play-day')).toHaveAttribute('href', '/review');
    expect(screen.queryByRole('link', { name: /Play Day 2/ })).toBeNull();
    await waitFor(() => expect(voice.texts()).toContain('More adventures are coming soon! Tap the big button to play again.'));
  });

  it('ends day 1 with "coming soon" rather than a Day 2 button when day 2 has no page', async () => {
    serve({ modules: [dayOneDone()], pages: withoutDay2 });
    renderAt('/modules/RESPA/1');
    expect(await screen.findByRole('heading', { name: 'Day 1 done!' })).toBeInTheDocument();
    expect(await screen.findByText('More adventures are coming soon!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Day 2/ })).toBeNull();
    // Day 1's own page said so: the end of the day asks nothing more.
    expect(mocks.apiGet).not.toHaveBeenCalledWith('/v3/waw/page', { id: 'RESPA-day-2' });
  });

  it('ends day 1 with a Day 2 button when day 1’s page says day 2 is written, without asking for day 2', async () => {
    serve({ modules: [dayOneDone()] });
    renderAt('/modules/RESPA/1');
    expect(await screen.findByRole('link', { name: /Day 2/ })).toHaveAttribute('href', '/modules/RESPA/2');
    expect(mocks.apiGet.mock.calls.filter(([path]) => path === '/v3/waw/page')).toEqual([['/v3/waw/page', { id: 'RESPA-day-1' }]]);
  });

  it('asks the test again after day 10 as the post-test, then says the programme is finished', async () => {
    const tenDays = after(blank('m1', 'RESPA'), Array.from({ length: 10 }, (_, i) => playDay(i + 1)).flat());
    serve({ modules: [tenDays] });
    renderAt('/modules/RESPA/10');
    await userEvent.click(await screen.findByRole('link', { name: 'A few last questions' }));
    const quiz = SCREENING_PAGES.find((page) => page.character === 'RESPA')!;
    expect(await screen.findByRole('heading', { name: quiz.title })).toBeInTheDocument();
    // A child who took the test before forms were stored took form A; after day 10 they get the other one.
    const items = postTestForm(undefined, quiz.form_b !== undefined) === 'b' ? quiz.form_b! : quiz.questions;
    for (const question of items) {
      await screen.findByText(question.prompt);
      await userEvent.click(screen.getByRole('button', { name: question.answers[question.correct]!.label }));
    }
    // The score and its tokens come at the end, paid as the test before day 1.
    await screen.findByText(`${items.length} / ${items.length}`);
    expect(screen.getByText(`+${2 * items.length} tokens`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Done' }));
    await screen.findByText('You finished the whole programme. Amazing!');
    const saved = mocks.apiPut.mock.calls.at(-1)![1] as ModuleRecord;
    expect(JSON.parse(saved.game_details as string).post_test_score).toBe(items.length);
  });
});
