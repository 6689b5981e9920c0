import { describe, expect, it } from 'vitest';
import { parseRoster } from '@functions/rosters/roster-parse.js';

const header = 'school_identifier,username,password,first_name,last_name,class_id,grade,modules';

describe('parseRoster', () => {
  it('reads students with their modules', () => {
    const result = parseRoster(`${header}\nDEMO,ana.b,secret-pass-1,Ana,B,class-3,WAW,RESPA;inrock\n`);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          school_identifier: 'DEMO',
          username: 'ana.b',
          password: 'secret-pass-1',
          first_name: 'Ana',
          last_name: 'B',
          class_id: 'class-3',
          grade: 'WAW',
          modules: ['RESPA', 'INROCK'],
        },
      ],
    });
  });

  it('reports every bad row by line and accepts none of the file', () => {
    const result = parseRoster(
      `${header}\nDEMO,ok.one,secret-pass-1,A,B,c,WAW,RESPA\nDEMO,bad one,short,A,B,c,WAW,DRAGON\nDEMO,OK.ONE,secret-pass-1,A,B,c,WAW,RESPA\n`,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'Line 3: username: username may hold letters, digits and . _ @ - only; password: password needs at least 8 characters; modules.0: modules must be character codes such as RESPA;INROCK',
      'Line 4: OK.ONE appears twice',
    ]);
  });

  it('refuses an empty roster and a file that is not CSV', () => {
    expect(parseRoster(`${header}\n`)).toEqual({ ok: false, errors: ['The roster has no students'] });
    expect(parseRoster(`${header}\n"unclosed,quote`).ok).toBe(false);
  });
});
