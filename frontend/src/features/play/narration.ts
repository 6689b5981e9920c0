import { getConfig } from '../../lib/config';
import { onSessionEnd } from '../../lib/session';

/**
 * The natural voice made when the content was made (issue 46): each line's audio file in the media bucket, listed by
 * a manifest per page (and one for the app's own lines) that maps a line's text to its file. The player looks a
 * line up here first; a line not listed (a child's name, a page edited a moment ago) is spoken by the browser.
 */
const NARRATION = '/media/narration/';
/** The manifest of the app's own lines (instructions, praise, prompts), the same for every day. */
export const APP_NARRATION = 'app';
/** The manifest of the counts the day's end says ("Now you have 42 tokens."): read with the day, files played as heard. */
export const COUNTS_NARRATION = 'counts';
export const narrationManifestPath = (group: string): string => `${NARRATION}manifests/${encodeURIComponent(group)}.json`;

const audioOf = new Map<string, string>();
const loaded = new Map<string, Promise<string[]>>();
const reading = new Set<Promise<string[]>>();

const isManifest = (value: unknown): value is Record<string, string> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((path) => typeof path === 'string' && path.startsWith(NARRATION));

/**
 * Reads a group's manifest (through the service worker's media cache when the day was kept) and answers the paths
 * to keep offline: the manifest and every file it names. A group that cannot be read yet (not made, no network) is
 * asked for again next time, and answers no paths.
 */
export const loadNarration = (group: string): Promise<string[]> => {
  // A deployment that makes no narration has no manifest to ask for: every line is the browser's voice.
  if (getConfig().narration !== true) return Promise.resolve([]);
  const known = loaded.get(group);
  if (known) return known;
  const manifest = narrationManifestPath(group);
  const paths = fetch(manifest, { credentials: 'same-origin' })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      if (!isManifest(body)) throw new Error(`no narration for ${group}`);
      for (const [text, path] of Object.entries(body)) audioOf.set(text, path);
      return [manifest, ...new Set(Object.values(body))];
    })
    .catch(() => {
      loaded.delete(group);
      return [];
    });
  loaded.set(group, paths);
  reading.add(paths);
  void paths.then(() => reading.delete(paths));
  return paths;
};

/** Waits for the manifests being read now, `atMost` ms at most: a screen's first words wait for them, not longer. */
export const narrationRead = (atMost: number): Promise<void> | null =>
  reading.size === 0
    ? null
    : Promise.race([Promise.allSettled([...reading]).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, atMost))]);

/** The audio file of a line, if it has one. */
export const narrationFor = (text: string): string | undefined => audioOf.get(text.trim());

/** A sign-out forgets what was read: the next child's session reads its own. */
export const forgetNarration = (): void => {
  audioOf.clear();
  loaded.clear();
};
onSessionEnd(forgetNarration);
