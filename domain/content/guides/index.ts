import type { CharacterCode } from '../../constants.js';
import { COUR } from './cour.js';
import { DEPUTIS } from './deputis.js';
import { ENSUOT } from './ensuot.js';
import { ETMO } from './etmo.js';
import { FAIHO } from './faiho.js';
import { GRATI } from './grati.js';
import { INROCK } from './inrock.js';
import { LASPRO } from './laspro.js';
import { MIMALIMA } from './mimalima.js';
import { NOBO } from './nobo.js';
import { OHWELL } from './ohwell.js';
import { RESPA } from './respa.js';
import { STRETLIT } from './stretlit.js';
import type { DayGuide, GuideDay, ProgrammeGuide } from './types.js';
import { VALDEPA } from './valdepa.js';
import { WOTAR } from './wotar.js';

/** Every programme's guide, one file each, a written entry for each of its ten days. */
export const GUIDES: Record<CharacterCode, ProgrammeGuide> = {
  RESPA,
  INROCK,
  COUR,
  GRATI,
  FAIHO,
  ETMO,
  MIMALIMA,
  OHWELL,
  WOTAR,
  ENSUOT,
  NOBO,
  STRETLIT,
  DEPUTIS,
  VALDEPA,
  LASPRO,
};

/**
 * The written warm-up, follow-up and home idea for a day; undefined for a day outside the ten (the guide then builds
 * them from the day's cards, as it would for a programme added before its guide is written).
 */
export const dayGuideOf = (character: CharacterCode, day: number): DayGuide | undefined =>
  (GUIDES[character] as Partial<Record<number, DayGuide>>)[day];

export type { DayGuide, GuideDay };
