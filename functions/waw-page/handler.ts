import * as z from 'zod';
import { pageIdPattern } from '@domain/content/schema.js';
import { callerWawStudent } from '../lib/caller.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { httpHandler, json } from '../lib/middleware.js';
import { getPage } from '../lib/pages-repository.js';

const querySchema = z.strictObject({ id: pageIdPattern });

/** One page of the programme (a day's song, lesson, questions, beat and celebration, or a programme's screening). */
export const handler = httpHandler(async (event) => {
  const query = querySchema.safeParse(event.queryStringParameters ?? {});
  if (!query.success) throw badRequest('Ask for a page by id, such as ?id=RESPA-day-1 or ?id=RESPA-screening');
  await callerWawStudent(event);
  const page = await getPage(query.data.id);
  if (!page) throw notFound('Page not found');
  return json(200, page);
});
