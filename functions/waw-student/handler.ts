import { callerStudent } from '../lib/caller.js';
import { httpHandler, json } from '../lib/middleware.js';

/** The caller's own record; any grade is returned, so the app can tell a student they are not assigned to WAW. */
export const handler = httpHandler(async (event) => json(200, await callerStudent(event)));
