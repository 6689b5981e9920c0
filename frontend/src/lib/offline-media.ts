/**
 * A started day's media (its friend's video and captions, any uploaded picture its page shows), kept on the device
 * by the service worker's media cache, so the day can be finished without the network. The service worker answers
 * /media/* from this cache first (video ranges included) and the network otherwise. A sign-out empties it: the
 * media is behind signed cookies, and on a shared device the next person has not signed in.
 */
export const MEDIA_CACHE = 'waw-media';

const mediaIn = (value: unknown, found: Set<string>): Set<string> => {
  if (typeof value === 'string' && value.startsWith('/media/')) found.add(value);
  else if (Array.isArray(value)) for (const item of value) mediaIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) mediaIn(item, found);
  return found;
};

/** Every /media/ path a page (and its friend) names, with a video's captions beside it. */
export const dayMedia = (page: unknown, video?: string): string[] => {
  const found = mediaIn(page, new Set<string>());
  if (video?.startsWith('/media/')) {
    found.add(video);
    found.add(video.replace(/\.[a-z0-9]+$/i, '.vtt'));
  }
  return [...found];
};

const started = new Set<string>();

/** Fetches what the day will show into the media cache, once a session per day; anything that fails is skipped. */
export const keepDayMedia = async (dayId: string, paths: readonly string[]): Promise<void> => {
  if (started.has(dayId) || typeof caches === 'undefined') return;
  started.add(dayId);
  const cache = await caches.open(MEDIA_CACHE);
  await Promise.all(
    paths.map(async (path) => {
      if (await cache.match(path)) return;
      // Whole files (status 200): the service worker cuts the ranges a video asks for out of them.
      await cache.add(new Request(path, { credentials: 'same-origin' })).catch(() => undefined);
    }),
  );
};

export const forgetOfflineMedia = async (): Promise<void> => {
  started.clear();
  if (typeof caches !== 'undefined') await caches.delete(MEDIA_CACHE).catch(() => false);
};
