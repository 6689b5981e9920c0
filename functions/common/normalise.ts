/** School identifiers and usernames are matched without regard to case or stray spaces. */
export const normaliseSchool = (school: string): string => school.trim().toUpperCase();
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();
