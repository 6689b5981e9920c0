import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index.js';
import { seedPage } from './pages-repository.js';

/** Writes the pages the programme ships with that the table lacks or holds in an older shipped form; edits stay. */
export const seedContent = async (): Promise<number> => {
  let added = 0;
  for (const page of [...DAY_PAGES, ...SCREENING_PAGES]) if (await seedPage(page.id, page)) added += 1;
  return added;
};
