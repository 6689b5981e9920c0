import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGameDetails } from '@domain/defaults.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { fitsAndPasses, launch, screenshot, signInAdmin, startCloud } from './harness.js';

/**
 * Issue 42: the class page reads its class in one request and holds fewer than the 2,500 elements the admin pages
 * hold themselves to, at 30, 150 and 1,000 children, on the smallest phone and a laptop; the keyboard alone reaches
 * every child of a class of 150 and of 1,000, page after page, and finds one by name.
 */
const SIZES = [30, 150, 1000] as const;
const ELEMENTS_BUDGET = 2500;
const classOf = (size: number) => `pages-${size}`;
/** The laptop the admin area is drawn for, beside the smallest phone (harness's `small`). */
const LAPTOP = { width: 1280, height: 800 };

let cloud: LocalCloud;
let stop: () => Promise<void>;
/** each class's children's ids, in the class's order by name */
const ids = new Map<number, string[]>();

/**
 * Children written straight into the table as the roster import leaves them, each with a module `n % 11` days in,
 * worried before each day they played: the check-in list has nearly every child to name, its worst case.
 */
const seed = async (size: number, school = 'DEMO', classId = classOf(size)) => {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
  const { keys, schoolIndexKeys, tableName } = await import('../../functions/common/table.js');
  const { ADMIN_INDEX } = await import('../../functions/summaries/admin-index.js');
  const { addChildToClass, recordModule } = await import('../../functions/summaries/class-summary.js');
  const children = Array.from({ length: size }, (_, n) => ({
    id: `${classId}-${n}`,
    class_id: classId,
    first_name: `Child${n}`,
    last_name: `Family${String(n).padStart(4, '0')}`,
    username: `${classId}.${n}`,
  }));
  if (school === 'DEMO')
    ids.set(
      size,
      children.map((child) => child.id),
    );
  const one = async (child: (typeof children)[number], n: number) => {
    const days = n % 11;
    const details = defaultGameDetails('RESPA');
    for (let day = 1; day <= days; day += 1) {
      const key = `day_${day}` as const;
      details.progress[key] = { ...details.progress[key]!, pre_emotion: 'nervous', post_emotion: 'calm' };
    }
    details.pre_test_score = 4;
    const module = {
      id: `${child.id}-m`,
      name: 'RESPA',
      day_completed: days,
      step_completed: 'notstarted' as const,
      game_details: JSON.stringify(details),
      version: days + 1,
    };
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.profile(child.id),
          ...schoolIndexKeys(school, classId, child.id),
          ...child,
          grade: 'WAW',
          school_identifier: school,
          admin_index: ADMIN_INDEX,
        },
      }),
    );
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.module(child.id, module.id), ...module } }));
    // Saved in the last few days, as a class that plays now: a check-in names the worry, not a long absence.
    const place = { school, class_id: classId };
    await addChildToClass(place, child, []);
    await recordModule(place, child, module, Date.now() - (n % 4) * 24 * 60 * 60_000);
  };
  for (let i = 0; i < children.length; i += 16) await Promise.all(children.slice(i, i + 16).map((child, j) => one(child, i + j)));
};

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  for (const size of SIZES) await seed(size);
}, 600_000);
afterAll(async () => {
  await stop?.();
});

/** Opens a class page and counts the class reads its browser made while there. */
const openClass = async (page: Page, size: number) => {
  const reads: string[] = [];
  const count = (request: { url: () => string }) => {
    if (request.url().includes('/v3/admin/class?')) reads.push(request.url());
  };
  page.on('request', count);
  const answer = page.waitForResponse((response) => response.url().includes('/v3/admin/class?'));
  await page.goto(`${cloud.url}/admin/classes/DEMO/${classOf(size)}`);
  const list = page.getByRole('list', { name: `Children of class ${classOf(size)}` });
  await list.waitFor();
  await page.waitForFunction(() => !document.querySelector('.spinner-wrap'));
  const bytes = (await (await answer).body()).length;
  return { list, reads, bytes, done: () => page.off('request', count) };
};

const elementsOn = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

describe.each([
  ['small', null],
  ['laptop', LAPTOP],
] as const)('the class page at %s size', (viewport, size) => {
  it('reads a class of 30, 150 and 1,000 in one request, within 2,500 elements, and fits the screen', async () => {
    const { page, close } = await launch({ viewport: 'small' });
    try {
      if (size) await page.setViewportSize(size);
      await signInAdmin(page, cloud, 'admin@demo.school');
      for (const children of SIZES) {
        const { list, reads, bytes, done } = await openClass(page, children);
        const elements = await elementsOn(page);
        console.log(
          `${viewport}: the class page of ${children} children has ${elements} elements; its read ${(bytes / 1024).toFixed(0)} KB`,
        );
        expect(elements, `the class page of ${children}`).toBeLessThan(ELEMENTS_BUDGET);
        expect(await list.getByRole('listitem').count()).toBe(Math.min(children, 30));
        if (children > 30) {
          await expect
            .poll(() =>
              page
                .getByRole('status')
                .filter({ hasText: /^Showing/ })
                .last()
                .textContent(),
            )
            .toBe(`Showing 1–30 of ${children.toLocaleString('en')} children`);
          // A page turned and a search typed are the one read's rows: no further request.
          await page.getByRole('navigation', { name: 'Pages of children', exact: true }).getByRole('button', { name: 'Next' }).click();
          await list.getByRole('link', { name: 'Child30 Family0030' }).waitFor();
          expect(await elementsOn(page)).toBeLessThan(ELEMENTS_BUDGET);
        }
        await fitsAndPasses(page, `the class page of ${children}`);
        // From the top, so the page's fixed bar is drawn where it stands.
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await screenshot(page, `${viewport}-class-page-${children}`);
        expect(reads).toHaveLength(1);
        done();
      }
    } finally {
      await close();
    }
  }, 600_000);
});

/** Where the focus is: a link's address, or the text of what has it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      href: element instanceof HTMLAnchorElement ? element.getAttribute('href') : null,
      text: element?.textContent ?? '',
      end: element?.getAttribute('aria-disabled') === 'true',
    };
  });

describe('the class page by keyboard alone', () => {
  it('reaches every child of a class of 150 and of 1,000, page after page, and finds one by name', async () => {
    const { page, close } = await launch({ viewport: 'small' });
    try {
      await signInAdmin(page, cloud, 'admin@demo.school');
      for (const children of [150, 1000]) {
        const { reads, done } = await openClass(page, children);
        const search = page.getByRole('searchbox', { name: 'Find a child in this class' });
        await search.focus();
        const reached = new Set<string>();
        let pages = 1;
        for (let tab = 0; tab < 2 * children + 200; tab += 1) {
          await page.keyboard.press('Tab');
          const now = await focused(page);
          if (now.href) reached.add(now.href.slice(now.href.lastIndexOf('/') + 1));
          if (now.text !== 'Next') continue;
          if (now.end) break;
          await page.keyboard.press('Enter');
          pages += 1;
          // The focus moved to what the new page shows: the next Tab is its first child.
          expect((await focused(page)).text).toMatch(/^Showing \d[\d,]*–/);
        }
        expect(pages).toBe(Math.ceil(children / 30));
        expect([...reached].sort()).toEqual([...ids.get(children)!].sort());

        // A teacher looks one child up: types the name, Tab past the order, Enter.
        await search.focus();
        await page.keyboard.type('family0123');
        await page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1 child matching “family0123”' }).waitFor();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe('Child123 Family0123');
        expect(reads).toHaveLength(1);
        done();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { level: 1, name: 'Child123 Family0123' }).waitFor();
      }
    } finally {
      await close();
    }
  }, 600_000);
});

describe('the school page at 1,000 children', () => {
  const SCHOOL = 'PAGESCHOOL';
  const CLASSES = Array.from({ length: 40 }, (_, n) => `room-${String(n + 1).padStart(2, '0')}`);

  it('reads a school of 40 classes of 25 in one request, within 2,500 elements, and the keyboard reaches every class', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { keys, tableName } = await import('../../functions/common/table.js');
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.school(SCHOOL), id: SCHOOL } }));
    for (const classId of CLASSES) await seed(25, SCHOOL, classId);
    const { createUserStore, ensureAdmin } = await import('../../infra/local/user-store.js');
    const { adminGroups } = await import('../../functions/admins/admin-roles.js');
    const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB })));
    await ensureAdmin(store, 'pages@admin.school', adminGroups({ schools: [SCHOOL], roles: ['admin'], district: false }));

    for (const [viewport, size] of [
      ['small', null],
      ['laptop', LAPTOP],
    ] as const) {
      const { page, close } = await launch({ viewport: 'small' });
      try {
        if (size) await page.setViewportSize(size);
        const reads: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/v3/admin/school?')) reads.push(request.url());
        });
        await signInAdmin(page, cloud, 'pages@admin.school');
        const classes = page.getByRole('list', { name: 'Classes' });
        await classes.waitFor();
        await page.waitForFunction(() => !document.querySelector('.spinner-wrap'));
        const elements = await elementsOn(page);
        console.log(`${viewport}: the school page of 1,000 children in 40 classes has ${elements} elements`);
        expect(elements).toBeLessThan(ELEMENTS_BUDGET);
        await fitsAndPasses(page, 'the school page of 1,000');
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await screenshot(page, `${viewport}-school-page-1000`);
        if (viewport === 'small') {
          // Every class by keyboard alone: from the child search at the top, Tab through the cards, Enter on Next.
          await page.getByRole('searchbox', { name: 'Find a child (name or username)' }).focus();
          const reached = new Set<string>();
          for (let tab = 0; tab < 200; tab += 1) {
            await page.keyboard.press('Tab');
            const now = await focused(page);
            if (now.href?.startsWith(`/admin/classes/${SCHOOL}/`)) reached.add(now.href.slice(now.href.lastIndexOf('/') + 1));
            if (now.text !== 'Next') continue;
            if (now.end) break;
            await page.keyboard.press('Enter');
            expect((await focused(page)).text).toMatch(/^Showing \d+–\d+ of 40 classes$/);
            expect(await elementsOn(page)).toBeLessThan(ELEMENTS_BUDGET);
          }
          expect([...reached].sort()).toEqual(CLASSES);
        }
        expect(reads).toHaveLength(1);
      } finally {
        await close();
      }
    }
  }, 600_000);
});
