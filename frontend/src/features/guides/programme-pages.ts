import { useEffect, useState } from 'react';
import { PROGRAMME_DAY_NUMBERS, type CharacterCode } from '@domain/constants';
import { dayPageId, screeningPageId } from '@domain/content/page-ids';
import type { DayPage, ScreeningPage } from '@domain/content/schema';
import { ApiStatusError } from '../../lib/errors';
import { adminApi, apiMessage } from '../admin/admin-api';

/** A programme's pages as the admin API holds them now; a day not written yet is `null`. */
export interface ProgrammePages {
  days: Array<DayPage | null>;
  screening: ScreeningPage | null;
}

/** The page, or null when the table does not hold it: any other failure is the caller's to show. */
const pageOrNull = <T>(id: string): Promise<T | null> =>
  adminApi<{ content: T }>('GET', `/v3/admin/page?id=${encodeURIComponent(id)}`).then(
    ({ content }) => content,
    (error: unknown) => {
      if (error instanceof ApiStatusError && error.status === 404) return null;
      throw error;
    },
  );

/** Reads the programme's ten days and its test through the editor's own route, so an admin's last save shows. */
export const useProgrammePages = (character: CharacterCode | undefined) => {
  const [state, setState] = useState<{ pages: ProgrammePages | null; error: string | null; for?: CharacterCode }>({
    pages: null,
    error: null,
  });
  useEffect(() => {
    if (!character) return;
    let current = true;
    Promise.all([
      Promise.all(PROGRAMME_DAY_NUMBERS.map((day) => pageOrNull<DayPage>(dayPageId(character, day)))),
      pageOrNull<ScreeningPage>(screeningPageId(character)),
    ]).then(
      ([days, screening]) => current && setState({ pages: { days, screening }, error: null, for: character }),
      (error: unknown) => current && setState({ pages: null, error: apiMessage(error), for: character }),
    );
    return () => {
      current = false;
    };
  }, [character]);
  // Switching programme never shows the last one's pages under the new name.
  return state.for === character ? state : { pages: null, error: null };
};
