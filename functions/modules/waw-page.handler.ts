import * as v from 'valibot';
import { PROGRAMME_DAYS } from '@domain/constants.js';
import { dayPageId, pageIdPattern } from '@domain/content/page-ids.js';
import { callerWawStudent } from '../common/caller.js';
import { badRequest, notFound } from '../common/http-error.js';
import { listInfluencers, type Influencer } from './influencers-repository.js';
import { httpHandler, json } from '../common/middleware.js';
import { getPage, pageExists } from './pages-repository.js';

const querySchema = v.strictObject({ id: pageIdPattern });
const DAY_PAGE = /^([A-Z]+)-day-(\d+)$/;

/**
 * One page of the programme (a day's song, lesson, questions, beat and celebration, or a programme's screening).
 * A day page comes with what its end needs, so playing a day asks for nothing more: `next_day_ready` (the next
 * day's page exists, so the day's last screen may offer it) and `influencer`, the friend whose video cheers the
 * child at the day's celebration (the influencers in turn, day by day), or null when there is none.
 */
export const handler = httpHandler(async (event) => {
  const query = v.safeParse(querySchema, event.queryStringParameters ?? {});
  if (!query.success) throw badRequest('Ask for a page by id, such as ?id=RESPA-day-1 or ?id=RESPA-screening');
  await callerWawStudent(event);
  const { id } = query.output;
  const day = DAY_PAGE.exec(id);
  if (!day) {
    const page = await getPage(id);
    if (!page) throw notFound('Page not found');
    return json(200, page);
  }
  const [character = '', number = ''] = day.slice(1);
  const dayNumber = Number(number);
  const [page, nextDayReady, influencers] = await Promise.all([
    getPage(id),
    dayNumber < PROGRAMME_DAYS ? pageExists(dayPageId(character, dayNumber + 1)) : Promise.resolve(false),
    listInfluencers(),
  ]);
  if (!page) throw notFound('Page not found');
  const influencer: Influencer | null = influencers[(dayNumber - 1) % influencers.length] ?? null;
  return json(200, { ...page, next_day_ready: nextDayReady, influencer });
});
