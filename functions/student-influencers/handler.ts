import { callerStudent } from '../lib/caller.js';
import { listInfluencers } from '../lib/influencers-repository.js';
import { httpHandler, json } from '../lib/middleware.js';

export const handler = httpHandler(async (event) => {
  await callerStudent(event);
  return json(200, { influencers: await listInfluencers() });
});
