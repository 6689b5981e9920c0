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
      'Line 3: The username may hold only letters, digits and the signs . _ @ and -. A password needs at least 8 characters. "DRAGON" is not a programme: write codes such as RESPA;INROCK.',
      'Line 4: OK.ONE appears twice',
    ]);
  });

  it('refuses a child the sign-in would refuse (a grade other than WAW), and a missing column, in plain words', () => {
    expect(parseRoster(`${header}\nDEMO,ok.one,secret-pass-1,A,B,c,Grade 2,RESPA\n`)).toEqual({
      ok: false,
      errors: ['Line 2: The grade is "Grade 2", but only grade WAW may play: write WAW.'],
    });
    expect(
      parseRoster('school_identifier,username,password,first_name,last_name,class_id,modules\nDEMO,a.b,secret-pass-1,A,B,c,RESPA\n'),
    ).toEqual({
      ok: false,
      errors: ['Line 2: The file has no grade column.'],
    });
  });

  it('refuses an empty roster and a file that is not CSV', () => {
    expect(parseRoster(`${header}\n`)).toEqual({ ok: false, errors: ['The roster has no students'] });
    expect(parseRoster(`${header}\n"unclosed,quote`).ok).toBe(false);
  });
});
