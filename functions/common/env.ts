/** Reads the environment once, at cold start, and fails fast: a missing setting is a deployment bug, not a default. */
export const requireEnv = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') throw new Error(`Missing required environment variable ${name}`);
  return value;
};
