import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from '@functions/summaries/csv.js';

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];

describe('the class export CSV', () => {
  it('never lets a text cell start with a formula character, and adds nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = neutraliseCell(text);
        expect(DANGEROUS.includes(cell.charAt(0))).toBe(false);
        expect(cell).toBe(DANGEROUS.includes(text.charAt(0)) ? `'${text}` : text);
      }),
    );
  });

  it('reads back as the same rows in any RFC 4180 parser, quotes, commas and line breaks included', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('=1+1', '@SUM(A1)', '-2+3', '+cmd', '\tx', '\rx', 'a"b', 'a,b', 'a\r\nb'),
      fc.integer(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        const square = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? null));
        const read: string[][] = parse(toCsv(square));
        expect(read).toEqual(
          square.map((row) =>
            row.map((value) => (value === null ? '' : typeof value === 'number' ? String(value) : neutraliseCell(value))),
          ),
        );
      }),
    );
  });

  it('writes numbers it worked out as they are, a negative gain included', () => {
    expect(toCsv([['-2+3', -2, 4.5, null]])).toBe(`"'-2+3","-2","4.5",""\r\n`);
  });
});
