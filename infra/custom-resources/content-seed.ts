import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { seedContent } from '../../functions/modules/content-seed.js';

/**
 * Seeds the shipped programme when the stack is created and whenever its content hash changes: pages the table lacks
 * are written and unedited shipped pages updated, an admin's edit never (the rule of seedContent). Deleting the stack
 * leaves the pages: they live in the retained table, with the schools' edits among them.
 */
export const handler = async (event: CloudFormationCustomResourceEvent) => {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const written = await seedContent();
  return { PhysicalResourceId: 'waw-content-seed', Data: { PagesWritten: String(written) } };
};
