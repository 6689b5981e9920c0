import * as z from 'zod';
import { CHARACTER_CODES } from './constants.js';
import type { Settings } from './settings-defaults.js';

export { DEFAULT_SETTINGS, type Settings } from './settings-defaults.js';

/** What the API accepts as a student's settings (settings-defaults.ts has the shape and the defaults). */
export const settingsSchema = z.strictObject({
  soundVolume: z.number().min(0).max(1),
  musicVolume: z.number().min(0).max(1),
  readAloud: z.boolean(),
  reducedMotion: z.boolean(),
  lastProgramme: z.enum(CHARACTER_CODES).optional(),
}) satisfies z.ZodType<Settings>;
