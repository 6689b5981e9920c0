import * as v from 'valibot';
import { CHARACTER_CODES } from './constants.js';
import type { Settings } from './settings-defaults.js';
import { between } from './validation.js';

export { DEFAULT_SETTINGS, type Settings } from './settings-defaults.js';

/** What the API accepts as a student's settings (settings-defaults.ts has the shape and the defaults). */
export const settingsSchema = v.strictObject({
  soundVolume: between(0, 1),
  musicVolume: between(0, 1),
  readAloud: v.boolean(),
  reducedMotion: v.boolean(),
  lastProgramme: v.optional(v.picklist(CHARACTER_CODES)),
}) satisfies v.GenericSchema<Settings>;

/**
 * Settings as stored or sent, or null when they are not a student's settings. A function, so a browser module that
 * imports this one lazily brings the validation code with it rather than loading it on the sign-in page.
 */
export const parseSettings = (value: unknown): Settings | null => {
  const parsed = v.safeParse(settingsSchema, value);
  return parsed.success ? parsed.output : null;
};
