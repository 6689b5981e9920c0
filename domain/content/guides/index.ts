import type { CharacterCode } from '../../constants.js';
import { INROCK } from './inrock.js';
import { RESPA } from './respa.js';
import type { DayGuide, GuideDay } from './types.js';

/** Every programme's guide, one file each; a programme not written yet falls back to its day's own cards. */
export const GUIDES: Partial<Record<CharacterCode, Readonly<Record<GuideDay, DayGuide>>>> = {
  RESPA,
  INROCK,
};

/** The written warm-up, follow-up and home idea for a day, when there is one. */
export const dayGuideOf = (character: CharacterCode, day: number): DayGuide | undefined => GUIDES[character]?.[day as GuideDay];
