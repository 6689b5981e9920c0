import { useContext, useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PROGRAMME_DAYS } from '@domain/constants';
import { dayPageSchema, type DayPage } from '@domain/content/schema';
import { dayPageId } from '@domain/content/page-ids';
import { GameRuleError, dayProgress, toPlayable, type PlayableModule } from '@domain/module';
import { resumeStep, type DayStep } from '@domain/progress';
import type { DayProgress } from '@domain/schemas';
import type { GameAction } from '@domain/transitions';
import { paths } from '../../app/paths';
import { dayMedia, keepDayMedia } from '../../lib/offline-media';
import { APP_NARRATION, COUNTS_NARRATION, loadNarration } from './narration';
import { SAVE_MESSAGES, findModule, useModulesStore } from '../modules/modules-store';
import { useModules } from '../modules/use-modules';
import { useSettingsStore } from '../settings/settings-store';
import { useInfluencer, type Influencer } from './influencers';
import { DayPreviewContext } from './day-preview';
import { usePage, type PageState } from './use-page';
import { whenIdle } from './when-idle';

export type DayState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'notfound'; character: string }
  /** a day that is not in the programme at all: /modules/RESPA/0, /11, /NaN, /1.5 */
  | { status: 'noday'; module: PlayableModule }
  | { status: 'locked'; module: PlayableModule; day: number }
  /** the day is open but its page is not written yet */
  | { status: 'missing'; module: PlayableModule; day: number }
  /** a step further on than the child has reached: go where they are */
  | { status: 'ahead'; to: string }
  | {
      status: 'ready';
      module: PlayableModule;
      day: number;
      progress: DayProgress;
      page: DayPage;
      /** the friend whose video cheers at the day's celebration, from the session's influencer list */
      influencer: Influencer | null;
      /** plays an action; an action the rules refuse is shown as a refused save, never thrown at the screen */
      play: (action: GameAction, options?: { hold?: boolean }) => PlayableModule | null;
    };

/** The order a day is played in; a step route may show any step up to the one the child has reached. */
const ORDER: readonly DayStep[] = ['emotion', 'sing', 'learn', 'practice', 'followthebeat', 'celebrate', 'post_emotion', 'done'];
export type StepRoute = 'emotion' | 'sing' | 'learn' | 'practice' | 'followthebeat' | 'celebrate';

/** The module, day and page a step screen needs, or why it cannot be played (yet). */
export const useDay = (step?: StepRoute): DayState => {
  const { character = '', day: dayParam = '' } = useParams();
  // An admin's preview plays the page it is given on a module of its own, saving nothing and reading no child's data.
  const preview = useContext(DayPreviewContext);
  const live = useModules({ load: !preview });
  const { status, error, modules } = preview ? { status: 'ready' as const, error: null, modules: [preview.module] } : live;
  const storePlay = useModulesStore((state) => state.play);
  const play = preview ? preview.play : storePlay;
  const selectModule = useModulesStore((state) => state.selectModule);
  const record = findModule(modules, character);
  const module = useMemo(() => (record ? toPlayable(record) : undefined), [record]);
  const day = /^\d{1,2}$/.test(dayParam) ? Number(dayParam) : NaN;
  const valid = Number.isInteger(day) && day >= 1 && day <= PROGRAMME_DAYS;
  const open = !!module && valid && day <= module.day_completed + 1;
  const pageId = open ? dayPageId(module.name, day) : null;
  const read = usePage(preview ? null : pageId, dayPageSchema);
  const page: PageState<DayPage> = preview && pageId ? { id: pageId, page: preview.page } : read;
  // Read with the day's page, not at its celebration: a day finished without the network keeps the video too.
  const influencer = useInfluencer(open && !preview ? day : null);
  const ready = open && !!page.page;
  const name = module?.name;
  const choices = modules.length;
  useEffect(() => {
    if (!ready || !name || preview) return;
    // Playing a programme makes it the one shop, rewards, stickers and home open on, now and after a new sign-in:
    // kept with the settings only when there is a choice to remember (a child with one programme needs no save).
    selectModule(name);
    if (choices > 1) useSettingsStore.getState().rememberProgramme(name);
  }, [ready, name, choices, selectModule, preview]);
  const content = page.page;
  useEffect(() => {
    // The day's narration is read as soon as the day is known, so its first words find it.
    if (!pageId) return;
    for (const group of [pageId, APP_NARRATION, COUNTS_NARRATION]) void loadNarration(group);
  }, [pageId]);
  useEffect(() => {
    // A started day keeps what it will show on the device, so it can be finished if the network goes: once the
    // influencer list has answered too, so the friend's video is kept with the rest, and the day's narration and the
    // app's own lines with it. Once the screen has loaded and the browser is idle: the downloads and the cache's work
    // never hold up the step the child sees. A preview keeps nothing.
    if (!pageId || !content || influencer === undefined || preview) return;
    const shown = dayMedia(content, influencer?.video ?? undefined);
    return whenIdle(
      () =>
        // Of the counts only their manifest: some 240 files, of which a day's end says three.
        void Promise.all([loadNarration(pageId), loadNarration(APP_NARRATION), loadNarration(COUNTS_NARRATION)]).then(
          ([day, app, counts]) => keepDayMedia(pageId, [...shown, ...day, ...app, ...counts.slice(0, 1)]),
        ),
    );
  }, [pageId, content, influencer, preview]);

  if (!module) {
    if (status === 'error') return { status: 'error', message: `Error loading modules: ${error}` };
    return status === 'ready' ? { status: 'notfound', character } : { status: 'loading' };
  }
  if (!valid) return { status: 'noday', module };
  if (!open) return { status: 'locked', module, day };
  if (page.missing) return { status: 'missing', module, day };
  if (page.error) return { status: 'error', message: page.error };
  if (!page.page) return { status: 'loading' };
  const progress = dayProgress(module.game_details, day);
  if (step && ORDER.indexOf(step) > ORDER.indexOf(resumeStep(progress))) return { status: 'ahead', to: paths.day(module.name, day) };
  return {
    status: 'ready',
    module,
    day,
    progress,
    page: page.page,
    influencer: influencer ?? null,
    play: (action, options) => {
      try {
        return play(module.id, action, options);
      } catch (problem) {
        if (!(problem instanceof GameRuleError)) throw problem;
        useModulesStore.setState({ saveState: 'refused', saveMessage: SAVE_MESSAGES.refused });
        return null;
      }
    },
  };
};
