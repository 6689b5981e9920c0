import type { CharacterCode } from '../../constants.js';
import type { SongScore } from '../score.js';
import { COUR_SONGS } from './cour.js';
import { DEPUTIS_SONGS } from './deputis.js';
import { ENSUOT_SONGS } from './ensuot.js';
import { ETMO_SONGS } from './etmo.js';
import { FAIHO_SONGS } from './faiho.js';
import { GRATI_SONGS } from './grati.js';
import { INROCK_SONGS } from './inrock.js';
import { LASPRO_SONGS } from './laspro.js';
import { MIMALIMA_SONGS } from './mimalima.js';
import { NOBO_SONGS } from './nobo.js';
import { OHWELL_SONGS } from './ohwell.js';
import { RESPA_SONGS } from './respa.js';
import { STRETLIT_SONGS } from './stretlit.js';
import { VALDEPA_SONGS } from './valdepa.js';
import { WOTAR_SONGS } from './wotar.js';

/** Every character's ten songs, written by hand for the day's words (one file each, days in order). */
export const SONG_SCORES: Record<CharacterCode, readonly SongScore[]> = {
  RESPA: RESPA_SONGS,
  INROCK: INROCK_SONGS,
  COUR: COUR_SONGS,
  GRATI: GRATI_SONGS,
  FAIHO: FAIHO_SONGS,
  ETMO: ETMO_SONGS,
  MIMALIMA: MIMALIMA_SONGS,
  OHWELL: OHWELL_SONGS,
  WOTAR: WOTAR_SONGS,
  ENSUOT: ENSUOT_SONGS,
  NOBO: NOBO_SONGS,
  STRETLIT: STRETLIT_SONGS,
  DEPUTIS: DEPUTIS_SONGS,
  VALDEPA: VALDEPA_SONGS,
  LASPRO: LASPRO_SONGS,
};
