import { callerStudent } from '../common/caller.js';
import { listInfluencers } from './influencers-repository.js';
import { httpHandler, json } from '../common/middleware.js';

export const handler = httpHandler(async (event) => {
  await callerStudent(event);
  return json(200, { influencers: await listInfluencers() });
});
