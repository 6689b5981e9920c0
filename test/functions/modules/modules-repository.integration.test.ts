import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGameDetails } from '@domain/defaults.js';
import { startTestTable } from '../../support/test-table.js';

/** A save's one condition against dynalite: what it lets land, and what it never makes. */
let table: { stop: () => void };
let repository: typeof import('@functions/modules/modules-repository.js');

beforeAll(async () => {
  table = await startTestTable('modules-repository');
  repository = await import('@functions/modules/modules-repository.js');
});
afterAll(() => table?.stop());

const moduleAt = (id: string, version: number) => ({
  id,
  name: 'RESPA',
  day_completed: 0,
  step_completed: 'notstarted' as const,
  game_details: JSON.stringify(defaultGameDetails('RESPA')),
  version,
});

describe('a module save', () => {
  it('lands on the version it read, refuses any other, and never makes a module that is not there', async () => {
    expect(await repository.assignModule('stu-1', moduleAt('mod-1', 0))).toBe(true);
    expect(await repository.saveModule('stu-1', moduleAt('mod-1', 1), 0)).toBe(true);
    expect(await repository.saveModule('stu-1', moduleAt('mod-1', 1), 0)).toBe(false);
    expect(await repository.saveModule('stu-1', moduleAt('mod-1', 3), 2)).toBe(false);
    expect(await repository.saveModule('stu-1', moduleAt('mod-1', 2), 1)).toBe(true);
    expect((await repository.getModuleWithTime('stu-1', 'mod-1'))?.module.version).toBe(2);

    expect(await repository.saveModule('stu-1', moduleAt('mod-gone', 1), 0)).toBe(false);
    expect(await repository.getModuleWithTime('stu-1', 'mod-gone')).toBeUndefined();
  });
});
