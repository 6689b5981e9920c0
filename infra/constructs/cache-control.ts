/**
 * The Cache-Control each part of the site gets from CloudFront (response headers policies in delivery.ts); the
 * local CloudFront sends the same. Nothing here imports the CDK, so the local cloud can share it.
 */
export const CACHE_CONTROL = {
  /** Vite's /assets/* carry a content hash in their names: a new build never reuses a name. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** index.html, config.json and the unhashed files: cached, but asked again each time (a 304 while unchanged). */
  revalidate: 'no-cache',
  /** media behind signed cookies: this browser only, for an hour (the cookies last a day). */
  media: 'private, max-age=3600',
  /** a line's narration: named by its text, voice and engine, so a file never changes (functions/narration) */
  narrationAudio: 'private, max-age=31536000, immutable',
  /** a group's narration manifest: a publish rewrites it, so the browser asks again each time (a 304 while unchanged) */
  narrationManifest: 'private, no-cache',
} as const;

/** Where the narration job's files are served, as CloudFront path patterns' prefixes (keys under media/narration/). */
export const NARRATION_PATH = '/media/narration/';
export const NARRATION_MANIFESTS_PATH = '/media/narration/manifests/';

/** The site's hashed assets, as a CloudFront path pattern and as a path prefix. */
export const HASHED_ASSETS_PATH = '/assets/';

/** The Cache-Control of a path under /media/, as the distribution's behaviours give it (the local CloudFront uses this). */
export const mediaCacheControl = (path: string): string =>
  path.startsWith(NARRATION_MANIFESTS_PATH)
    ? CACHE_CONTROL.narrationManifest
    : path.startsWith(NARRATION_PATH)
      ? CACHE_CONTROL.narrationAudio
      : CACHE_CONTROL.media;
