import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PROGRAMME_DAYS } from '@domain/constants';
import { dayPageId, dayPageSchema, type DayPage } from '@domain/content/schema';
import { dayProgress, toPlayable, type PlayableModule } from '@domain/module';
import type { DayProgress } from '@domain/schemas';
import type { GameAction } from '@domain/transitions';
import { findModule, useModulesStore } from '../modules/modules-store';
import { useModules } from '../modules/use-modules';
import { usePage } from './use-page';

export type DayState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'notfound'; character: string }
  | { status: 'locked'; module: PlayableModule; day: number }
  | {
      status: 'ready';
      module: PlayableModule;
      day: number;
      progress: DayProgress;
      page: DayPage;
      play: (action: GameAction) => PlayableModule;
    };

/** The module, day and page a step screen needs, or why it cannot be played yet. */
export const useDay = (): DayState => {
  const { character = '', day: dayParam = '' } = useParams();
  const { status, error, modules } = useModules();
  const play = useModulesStore((state) => state.play);
  const record = findModule(modules, character);
  const module = useMemo(() => (record ? toPlayable(record) : undefined), [record]);
  const day = Number(dayParam);
  const valid = Number.isInteger(day) && day >= 1 && day <= PROGRAMME_DAYS;
  const open = !!module && valid && day <= module.day_completed + 1;
  const page = usePage(open ? dayPageId(module.name, day) : null, dayPageSchema);

  if (!module) {
    if (status === 'error') return { status: 'error', message: `Error loading modules: ${error}` };
    return status === 'ready' ? { status: 'notfound', character } : { status: 'loading' };
  }
  if (!open) return { status: 'locked', module, day };
  if (page.error) return { status: 'error', message: page.error };
  if (!page.page) return { status: 'loading' };
  return {
    status: 'ready',
    module,
    day,
    progress: dayProgress(module.game_details, day),
    page: page.page,
    play: (action) => play(module.id, action),
  };
};
