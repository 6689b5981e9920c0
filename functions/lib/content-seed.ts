import { DAY_PAGES, SCREENING_PAGE } from '@domain/content/index.js';
import { addPageIfAbsent } from './pages-repository.js';

/** Writes the pages the programme ships with that the table does not have yet; edited pages are left alone. */
export const seedContent = async (): Promise<number> => {
  let added = 0;
  for (const page of [...DAY_PAGES, SCREENING_PAGE]) if (await addPageIfAbsent(page.id, page)) added += 1;
  return added;
};
