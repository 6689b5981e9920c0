import type { APIGatewayProxyEvent } from 'aws-lambda';
import { cardCodeText, printCardsBodySchema, revokeCardBodySchema, type PrintedCard } from '@domain/cards.js';
import { parseBody } from '../common/body.js';
import { issueCard, listCards, revokeCard } from './cards-repository.js';
import { badRequest, notFound } from '../common/http-error.js';
import { logger } from '../common/logger.js';
import { httpHandler, json } from '../common/middleware.js';
import { normaliseSchool } from '../common/table.js';
import { seesClass } from '../admins/class-scope.js';
import { requireCardAdmin, requireCardReader, type CardAdmin } from './authorise.js';
import { getStudents, type CardStudent } from './students.js';
import * as clock from '../common/clock.js';

/** Cards are issued a few at a time: quick for a class, and gentle on the table's capacity. */
const CONCURRENCY = 5;

const inBatches = async <T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(start, start + CONCURRENCY).map(work))));
  }
  return results;
};

/**
 * Every named student, when all are this school's and of classes the admin may see; a student of any other school
 * or, for a teacher, of another class is as unknown as a missing one.
 */
const studentsOf = async (admin: CardAdmin, ids: readonly string[]): Promise<CardStudent[]> => {
  const found = await getStudents(ids);
  return ids.map((id) => {
    const student = found.get(id);
    if (!student || student.school_identifier !== admin.school || !seesClass(admin.classes, student.class_id)) {
      throw notFound('Student not found');
    }
    return student;
  });
};

const routes: Record<string, (event: APIGatewayProxyEvent) => Promise<ReturnType<typeof json>>> = {
  'GET /v3/admin/cards': async (event) => {
    const school = event.queryStringParameters?.school?.trim();
    if (!school) throw badRequest('Say which school: ?school=…');
    const admin = await requireCardReader(event, normaliseSchool(school));
    return json(200, { cards: await listCards(admin.school) });
  },

  'POST /v3/admin/cards': async (event) => {
    const body = parseBody(event, printCardsBodySchema);
    const admin = await requireCardAdmin(event, normaliseSchool(body.school_identifier));
    // Every student is checked before any card is made: a wrong name changes nothing.
    const students = await studentsOf(admin, body.student_ids);
    const now = new Date(clock.now());
    const cards: PrintedCard[] = [];
    const skipped: Array<{ student_id: string; first_name: string }> = [];
    await inBatches(students, async (student) => {
      // A child being removed gets no card: it would outlive the removal (functions/common/enrolment.ts).
      const card = student.removing ? 'conflict' : await issueCard(admin.school, student.id, admin.email, now);
      if (card === 'conflict') skipped.push({ student_id: student.id, first_name: student.first_name });
      else
        cards.push({
          student_id: student.id,
          first_name: student.first_name,
          class_id: student.class_id,
          issued_at: card.issued_at,
          code: cardCodeText(card),
        });
    });
    logger.info('Sign-in cards printed', { school: admin.school, printed: cards.length, skipped: skipped.length });
    const order = new Map(body.student_ids.map((id, index) => [id, index]));
    cards.sort((a, b) => order.get(a.student_id)! - order.get(b.student_id)!);
    return json(200, { cards, skipped });
  },

  'POST /v3/admin/cards/revoke': async (event) => {
    const body = parseBody(event, revokeCardBodySchema);
    const admin = await requireCardAdmin(event, normaliseSchool(body.school_identifier));
    const [student] = await studentsOf(admin, [body.student_id]);
    const revoked = await revokeCard(student!.id);
    logger.info('Sign-in card revoked', { school: admin.school, revoked });
    return json(200, { revoked });
  },
};

/** Sign-in cards for admins: who has one, printing new ones (each replaces the old), revoking one. */
export const handler = httpHandler(async (event) => {
  const route = routes[`${event.httpMethod} ${event.resource}`];
  if (!route) throw badRequest('No such admin call');
  return route(event);
});
