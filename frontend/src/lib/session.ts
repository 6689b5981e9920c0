/** Every key the app keeps in session storage (spec section 9, plus the cached cloud credentials). */
export const SESSION_KEYS = {
  token: 'token',
  identityId: 'identity_id',
  awsSession: 'awsSession',
  cloudFrontToken: 'cloudFrontToken',
  modules: 'modules-storage',
  student: 'student-storage',
} as const;

export const readSession = (key: string): string | null => sessionStorage.getItem(key);
export const writeSession = (key: string, value: string): void => sessionStorage.setItem(key, value);

export const clearSession = (): void => {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
};
