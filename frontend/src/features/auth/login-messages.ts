import type { CardLoginBody } from '@domain/cards';
import { STUDENT_GRADE } from '@domain/constants';

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  missing: 'Login failed: Token or Identity ID is missing.',
  notAssigned: `Student not assigned to ${STUDENT_GRADE}. Please contact your support team.`,
  /** A card the server refused (revoked, replaced, another school's): said kindly, to a child who cannot read it. */
  cardRefused: 'This card did not work. Ask your teacher for a new card.',
} as const;

/** Said when no answer came (the network): here, since the sign-in's own code may be what could not load. */
export const OFFLINE_SAID = 'We could not reach WAW. Ask a grown-up to check the internet, then try again.';

/** The spec's school, username and password, or a scanned sign-in card: the same sign-in either way. */
export type LoginInput =
  | {
      school_identifier: string;
      username: string;
      password: string;
    }
  | CardLoginBody;
