import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import * as v from 'valibot';
import { PROGRAMME_DAY_NUMBERS, dayKey } from '@domain/constants.js';
import { toPlayable } from '@domain/module.js';
import { isDayStarted, resumeStep } from '@domain/progress.js';
import { requireSchool, type AdminCaller } from '../admins/admin.js';
import { classesOf, seesClass } from '../admins/class-scope.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { toCsv, type CsvCell } from './csv.js';
import { badRequest, notFound } from '../common/http-error.js';
import { json } from '../common/middleware.js';
import { wrongTriesOf } from '../sign-in/login-attempts-repository.js';
import { listModules } from '../modules/modules-repository.js';
import { searchChildren } from './search-index.js';
import { keys, normaliseSchool, tableName } from '../common/table.js';
import { trimmed } from '@domain/validation.js';
import { countVideos } from './videos.js';
import { requireClass } from './scope.js';
import { readClass, schoolClasses } from './summaries.js';
import { postTestTaken, preTestTaken } from '@domain/test-forms.js';

type Route = (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<APIGatewayProxyResult>;

const classQuery = v.strictObject({ school: v.optional(trimmed(64)), class: trimmed(64) });
const schoolQuery = v.strictObject({ school: v.optional(trimmed(64)) });
const studentQuery = v.strictObject({ school: v.optional(trimmed(64)), id: trimmed(64) });
const searchQuery = v.strictObject({ school: v.optional(trimmed(64)), q: trimmed(64) });

/** The query, checked, with the school it names (default: the caller's first), which must be one of the caller's. */
const parseQuery = <S extends v.GenericSchema<Record<string, string | undefined>, { school?: string }>>(
  event: APIGatewayProxyEvent,
  caller: AdminCaller,
  schema: S,
  usage: string,
): v.InferOutput<S> & { school: string } => {
  const parsed = v.safeParse(schema, event.queryStringParameters ?? {});
  if (!parsed.success) throw badRequest(usage);
  const school = normaliseSchool(parsed.output.school ?? caller.schools[0] ?? '');
  if (!school) throw badRequest('Choose a school, such as ?school=DEMO');
  requireSchool(caller, school);
  return { ...parsed.output, school };
};

const classOfCaller = async (caller: AdminCaller, school: string, classId: string) => {
  await requireClass(caller, school, classId);
  const found = await readClass(school, classId);
  if (!found) throw notFound('Class not found');
  return found;
};

/** A child's whole page: every module day by day, tokens, tests, recordings and whether a sign-in card works. */
const childPage = async (caller: AdminCaller, school: string, id: string) => {
  const { Item: profile } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(id) }));
  if (!profile || profile.school_identifier !== school || !seesClass(await classesOf(caller, school), String(profile.class_id))) {
    throw notFound('Student not found');
  }
  const [modules, card, videos] = await Promise.all([
    listModules(id),
    dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.currentCard(id), ProjectionExpression: 'card_id' })),
    countVideos(id),
  ]);
  return {
    id,
    first_name: String(profile.first_name),
    last_name: String(profile.last_name),
    username: String(profile.username),
    class_id: String(profile.class_id),
    modules: modules.map((module) => {
      const details = toPlayable(module).game_details;
      return {
        id: module.id,
        name: module.name,
        // the version a day reset names, so a reset never lands on a copy the admin has not seen
        version: module.version,
        days: PROGRAMME_DAY_NUMBERS.map((day) => {
          const progress = details.progress[dayKey(day)]!;
          return {
            day,
            done: module.day_completed >= day,
            step: resumeStep(progress),
            before: progress.pre_emotion,
            after: progress.post_emotion,
          };
        }),
        tokens: details.inventory.earned,
        test: {
          pre: preTestTaken(details) || isDayStarted(details.progress.day_1!) ? details.pre_test_score : null,
          post: postTestTaken(details) ? details.post_test_score : null,
        },
      };
    }),
    videos,
    card: card.Item !== undefined,
  };
};

const gainOf = (pre: number | null, post: number | null) => (pre !== null && post !== null ? post - pre : null);

export const viewRoutes: Record<string, Route> = {
  'GET /v3/admin/school': async (event, caller) => {
    const { school } = parseQuery(event, caller, schoolQuery, 'Ask for a school: ?school=DEMO');
    const visible = await classesOf(caller, school);
    const classes = (await schoolClasses(school)).filter((summary) => seesClass(visible, summary.class_id));
    return json(200, { school, children: classes.reduce((sum, summary) => sum + summary.children, 0), classes });
  },
  'GET /v3/admin/class': async (event, caller) => {
    const query = parseQuery(event, caller, classQuery, 'Ask for a class of a school: ?school=DEMO&class=demo-class-1');
    const { name, summary, gain, children } = await classOfCaller(caller, query.school, query.class);
    // Wrong passwords since each child's last sign-in, so a teacher sees who may be guessed at or has forgotten.
    const tries = await Promise.all(children.map((child) => wrongTriesOf(query.school, child.username)));
    return json(200, {
      school: query.school,
      class_id: query.class,
      name,
      summary,
      gain,
      children: children.map((child, i) => ({ ...child, wrong_tries: tries[i]!.wrong_tries })),
    });
  },
  'GET /v3/admin/student': async (event, caller) => {
    const query = parseQuery(event, caller, studentQuery, 'Ask for a student of a school: ?school=DEMO&id=…');
    return json(200, await childPage(caller, query.school, query.id));
  },
  'GET /v3/admin/search': async (event, caller) => {
    const query = parseQuery(event, caller, searchQuery, 'Search a school for a name: ?school=DEMO&q=ma (1 to 64 characters)');
    const visible = await classesOf(caller, query.school);
    const students = await searchChildren(query.school, query.q, (child) => seesClass(visible, child.class_id));
    return json(200, { school: query.school, students });
  },
  'GET /v3/admin/class/export': async (event, caller) => {
    const query = parseQuery(event, caller, classQuery, 'Ask for a class of a school: ?school=DEMO&class=demo-class-1');
    const { children } = await classOfCaller(caller, query.school, query.class);
    const header: CsvCell[] = [
      'first_name',
      'last_name',
      'username',
      'programme',
      'days_done',
      ...PROGRAMME_DAY_NUMBERS.flatMap((day) => [`day_${day}_before`, `day_${day}_after`]),
      'test_before',
      'test_after',
      'gain',
    ];
    const rows = children.map((child): CsvCell[] => [
      child.first_name,
      child.last_name,
      child.username,
      child.programme,
      child.days.filter((day) => day.done).length,
      ...child.days.flatMap((day) => [day.before, day.after]),
      child.test.pre,
      child.test.post,
      gainOf(child.test.pre, child.test.post),
    ]);
    // The file name carries only the ids' safe characters, so the header cannot be split or quoted open.
    const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${safe(query.school)}-${safe(query.class)}.csv"`,
        'cache-control': 'no-store',
      },
      body: toCsv([header, ...rows]),
    };
  },
};
