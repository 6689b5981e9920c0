import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { rosterRowProblems, rosterRowSchema, type RosterRow } from '@domain/roster-row.js';
import { normaliseSchool, normaliseUsername } from '../common/normalise.js';

export type RosterParse = { ok: true; rows: RosterRow[] } | { ok: false; errors: string[] };

/** Reads a whole roster and reports every bad row at once, so nothing is written from a half-right file. */
export const parseRoster = (csv: string): RosterParse => {
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (error) {
    return { ok: false, errors: [`The file is not valid CSV: ${(error as Error).message}`] };
  }
  const rows: RosterRow[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const line = index + 2; // the header is line 1
    const result = v.safeParse(rosterRowSchema, record);
    if (!result.success) {
      errors.push(`Line ${line}: ${rosterRowProblems(result.issues)}`);
      return;
    }
    const key = `${normaliseSchool(result.output.school_identifier)}#${normaliseUsername(result.output.username)}`;
    if (seen.has(key)) errors.push(`Line ${line}: ${result.output.username} appears twice`);
    seen.add(key);
    rows.push(result.output);
  });
  if (records.length === 0) errors.push('The roster has no students');
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
};
