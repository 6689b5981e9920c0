import type { CharacterCode } from './constants.js';

/**
 * A student's own settings, kept on the server so they follow the child to another device. The shape and defaults
 * live apart from their schema (settings.ts) so that code which only reads them (the voice on the sign-in page)
 * does not bring the validation library with it.
 */
export interface Settings {
  soundVolume: number;
  musicVolume: number;
  readAloud: boolean;
  reducedMotion: boolean;
  /** the programme the child last played: shop, rewards, stickers and home open on it after the next sign-in */
  lastProgramme?: CharacterCode;
}

export const DEFAULT_SETTINGS: Settings = { soundVolume: 0.8, musicVolume: 0.6, readAloud: true, reducedMotion: false };
