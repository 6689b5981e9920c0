import * as z from 'zod';
import { CHARACTER_CODES } from './constants.js';

/** A student's own settings, kept on the server so they follow the child to another device. */
export const settingsSchema = z.strictObject({
  soundVolume: z.number().min(0).max(1),
  musicVolume: z.number().min(0).max(1),
  readAloud: z.boolean(),
  reducedMotion: z.boolean(),
  /** the programme the child last played: shop, rewards, stickers and home open on it after the next sign-in */
  lastProgramme: z.enum(CHARACTER_CODES).optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { soundVolume: 0.8, musicVolume: 0.6, readAloud: true, reducedMotion: false };
