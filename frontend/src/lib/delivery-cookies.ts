/** The three CloudFront cookies that open /media; spec section 9: they last 86400 seconds (1 day). */
export const MEDIA_COOKIE_NAMES = ['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature'] as const;
export type MediaCookieName = (typeof MEDIA_COOKIE_NAMES)[number];
export const MEDIA_COOKIE_SECONDS = 86_400;

const attributes = () => `Path=/media; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;

/** Sets the cookies for /media only, for as long as the signed policy in them is valid. */
export const setMediaCookies = (values: Record<MediaCookieName, string>): void => {
  for (const name of MEDIA_COOKIE_NAMES) document.cookie = `${name}=${values[name]}; Max-Age=${MEDIA_COOKIE_SECONDS}; ${attributes()}`;
};

/** Logout ends them at once (spec section 4). */
export const clearMediaCookies = (): void => {
  for (const name of MEDIA_COOKIE_NAMES) document.cookie = `${name}=; Max-Age=0; ${attributes()}`;
};
