import type { CardSummary, PrintedCard } from '@domain/cards';
import { adminApi } from '../admin/admin-api';

/** Each call names the one school it touches; the server checks the admin may act there. */
export const listCards = (school: string) =>
  adminApi<{ cards: CardSummary[] }>('GET', `/v3/admin/cards?school=${encodeURIComponent(school)}`).then(({ cards }) => cards);

export const printCards = (school: string, studentIds: string[]) =>
  adminApi<{ cards: PrintedCard[]; skipped: Array<{ student_id: string; first_name: string }> }>('POST', '/v3/admin/cards', {
    school_identifier: school,
    student_ids: studentIds,
  });

export const revokeCard = (school: string, studentId: string) =>
  adminApi<{ revoked: boolean }>('POST', '/v3/admin/cards/revoke', { school_identifier: school, student_id: studentId });
