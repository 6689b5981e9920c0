import * as z from 'zod/mini';
import { CHARACTER_CODES } from './constants.js';
import type { Settings } from './settings-defaults.js';
import { between } from './zod.js';

export { DEFAULT_SETTINGS, type Settings } from './settings-defaults.js';

/** What the API accepts as a student's settings (settings-defaults.ts has the shape and the defaults). */
export const settingsSchema = z.strictObject({
  soundVolume: between(0, 1),
  musicVolume: between(0, 1),
  readAloud: z.boolean(),
  reducedMotion: z.boolean(),
  lastProgramme: z.optional(z.enum(CHARACTER_CODES)),
}) satisfies z.ZodMiniType<Settings>;
