import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTable } from '../../support/test-table.js';

let table: Awaited<ReturnType<typeof startTestTable>>;
let search: typeof import('@functions/summaries/search-index.js');

beforeAll(async () => {
  table = await startTestTable('teacher-search');
  search = await import('@functions/summaries/search-index.js');
  // 30 Sams in class a, whose ids sort first, then 3 in class b: more of a than one search answers.
  const sams = [
    ...Array.from({ length: 30 }, (_, n) => ({ id: `a-${String(n).padStart(2, '0')}`, class_id: 'a' })),
    ...Array.from({ length: 3 }, (_, n) => ({ id: `b-${n}`, class_id: 'b' })),
  ];
  for (const sam of sams) {
    await search.indexChild('S', { ...sam, first_name: 'Sam', last_name: `Kid ${sam.id}`, username: `sam.${sam.id}` });
  }
});
afterAll(() => table?.stop());

describe("a teacher's search", () => {
  it('reads on past the children of other classes to find their own, however many others match first', async () => {
    const found = await search.searchChildren('S', 'sam', (child) => child.class_id === 'b');
    expect(found.map((child) => child.id)).toEqual(['b-0', 'b-1', 'b-2']);
  });

  it('still answers at most 20, of any class, to a school admin', async () => {
    const found = await search.searchChildren('S', 'sam');
    expect(found).toHaveLength(search.SEARCH_RESULTS);
    expect(found.every((child) => child.class_id === 'a')).toBe(true);
  });
});
