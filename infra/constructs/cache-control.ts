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
} as const;

/** The site's hashed assets, as a CloudFront path pattern and as a path prefix. */
export const HASHED_ASSETS_PATH = '/assets/';
