import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { DAY_PAGES, SCREENING_PAGES } from '../../domain/content/index.js';
import { seedContent } from '../../functions/modules/content-seed.js';
import { programmeGroups } from '../../functions/narration/narration-job.js';
import { queueNarration } from '../../functions/narration/narration-queue.js';

/**
 * Seeds the shipped programme when the stack is created and whenever its content hash changes: pages the table lacks
 * are written and unedited shipped pages updated, an admin's edit never (the rule of seedContent). Deleting the stack
 * leaves the pages: they live in the retained table, with the schools' edits among them. Each time it seeds, it also
 * queues the whole programme's narration; the job makes only the lines whose files are missing.
 */
export const handler = async (event: CloudFormationCustomResourceEvent) => {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const written = await seedContent();
  // Then the programme's narration, as a job: a message per group, each made from what the table now holds (an
  // admin's published edit included), only its missing lines spoken.
  await queueNarration(programmeGroups([...DAY_PAGES, ...SCREENING_PAGES].map((page) => page.id)));
  return { PhysicalResourceId: 'waw-content-seed', Data: { PagesWritten: String(written) } };
};
