/**
 * The device tokens this device was given, one per school and username (local storage, so they outlive a sign-out
 * and a closed tab). A token lets this device's sign-in through when someone else's wrong passwords have spent the
 * username's tries; it still needs the right password (docs/student-app.md, Signing in).
 */
const STORAGE_KEY = 'waw-device-tokens';

const whose = (school: string, username: string) => `${school.trim().toUpperCase()}\n${username.trim().toLowerCase()}`;

const readAll = (): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};

export const deviceTokenFor = (school: string, username: string): string | undefined => readAll()[whose(school, username)];

export const keepDeviceToken = (school: string, username: string, token: string): void => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [whose(school, username)]: token }));
  } catch {
    // Storage full or refused (a private window): the sign-in works without it.
  }
};
