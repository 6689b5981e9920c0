import { createContext } from 'react';
import type { DayPage } from '@domain/content/schema';
import type { ModuleRecord, PlayableModule } from '@domain/module';
import type { GameAction } from '@domain/transitions';

/**
 * An admin's preview of a day page: the child's own step screens play `page` (a draft, or a published version) on a
 * module that lives only in the preview. Nothing is read from or saved for any child.
 */
export interface DayPreview {
  page: DayPage;
  module: ModuleRecord;
  /** plays an action on the preview's module, as the modules store's play does for a child (throws GameRuleError) */
  play: (moduleId: string, action: GameAction, options?: { hold?: boolean }) => PlayableModule;
}

export const DayPreviewContext = createContext<DayPreview | null>(null);
