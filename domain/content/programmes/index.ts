import type { CharacterCode } from '../../constants.js';
import type { ProgrammeContent } from '../build.js';
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
import { VALDEPA } from './valdepa.js';
import { WOTAR } from './wotar.js';

/** Every character's programme, one file each. */
export const PROGRAMMES: Record<CharacterCode, ProgrammeContent> = {
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
