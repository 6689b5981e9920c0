import {
  CLASS_ROWS_STREAM,
  FUNCTIONS,
  NARRATION_QUEUE,
  ROSTER_IMPORT_QUEUE,
  STUDENT_EXPORT_QUEUE,
  STUDENT_REMOVAL_QUEUE,
  type FunctionName,
} from '../../functions/routes.js';
import { maxRecordingBytes } from '../../frontend/src/features/play/recording-quality.js';
import { API_TRACE_SAMPLING } from '../../infra/constructs/api-tracing.js';
import { RECORDING_RETENTION_DAYS } from '../../infra/constructs/recordings.js';
import type { Figure, FigureGroup } from './figures.js';
import { measureUsage, type FlowUsage, type MeasuredUsage } from './usage.js';

/**
 * What one student costs in a school year, at 100, 10,000 and 100,000 students: first measured (usage.ts counts what
 * the product does in a played day and a grown-up's visit: requests, bytes, functions run, read and write units), then
 * priced here. Only the prices and the shape of a year below are written by hand; change the product and re-run
 * `npm run bench -- cost`, and the numbers follow. docs/deploy.md's cost section is this file's output.
 */

/**
 * AWS list prices, us-east-1, US dollars: each service's pricing page on aws.amazon.com (`/api-gateway/pricing/`,
 * `/lambda/pricing/`, `/dynamodb/pricing/on-demand/` after the November 2024 cut, `/cloudfront/pricing/`,
 * `/s3/pricing/`, `/waf/pricing/`, `/cloudwatch/pricing/`, `/xray/pricing/`, `/sqs/pricing/`,
 * `/secrets-manager/pricing/`, `/cognito/pricing/` (Essentials), `/ses/pricing/`), as published in 2025, the last we
 * could check: re-check before quoting. Free tiers are left out (they are the account's, not this product's).
 */
export const PRICES = {
  checked: '2025',
  apiGatewayRestPerMillion: 3.5,
  lambdaRequestsPerMillion: 0.2,
  lambdaArmPerGbSecond: 0.0000133334,
  dynamoWritePerMillionUnits: 0.625,
  dynamoReadPerMillionUnits: 0.125,
  /** table storage plus point-in-time recovery */
  dynamoStoragePerGbMonth: 0.25 + 0.2,
  cloudFrontPerGbOut: 0.085,
  cloudFrontHttpsPerMillion: 1.0,
  s3StandardPerGbMonth: 0.023,
  /** PUT, COPY, POST and LIST are one price */
  s3PutOrListPerThousand: 0.005,
  s3GetPerThousand: 0.0004,
  s3PerGbOut: 0.09,
  wafPerMillionRequests: 0.6,
  cloudWatchLogsPerGbIngested: 0.5,
  xrayRecordedPerMillion: 5.0,
  xrayRetrievedPerMillion: 0.5,
  sqsPerMillionRequests: 0.4,
  /** the user pool's Essentials plan, per monthly active user (teachers and admins: children are not in it) */
  cognitoEssentialsPerMau: 0.015,
  sesPerThousandEmails: 0.1,
  /**
   * one web ACL with five rules (calls from CloudFront only, sign-ins per address and per network, junk sign-in bodies
   * per address, known bad inputs; a sixth when school networks are named) and three secrets (the cookie key,
   * CloudFront's origin header, the sign-in key); the identity pool itself is free
   */
  fixedPerMonth: 5 + 5 * 1 + 3 * 0.4,
} as const;

/** The school sizes the model is shown at: fixed costs dominate a small school. */
export const SCHOOL_SIZES = [100, 10_000, 100_000] as const;
export const GOAL = { students: 10_000, dollars: 0.05 } as const;

/** The shape of a school year and of the grown-ups around the children: the model's assumptions, each stated. */
export const YEAR = {
  /** played days a year (a school year of 180 days, most of them played), the first with the welcome and the test before */
  playedDays: 150,
  /** the test after the last day, priced as what the first day adds to an ordinary one (the welcome and the test before) */
  testsAfter: 1,
  /** a teacher per 25 children, signing in (one e-mailed code) and opening their school and a class each played day */
  studentsPerTeacher: 25,
  teacherVisits: 150,
  /** a school admin per 500 children, 40 visits a year */
  studentsPerSchoolAdmin: 500,
  schoolAdminVisits: 40,
  /** months a year a grown-up is active in the user pool (billed per monthly active user) */
  activeMonths: 10,
  /** billed milliseconds of an invocation: the sign-in's scrypt at its memory, the others warm, one in ten cold */
  signInMilliseconds: 800,
  warmMilliseconds: 40,
  coldShare: 0.1,
  coldStartMilliseconds: 400,
  /** each recorded message at the recorder's largest (8 s at its bitrate, 3% for the container), played back once */
  recordingBytes: maxRecordingBytes() * 1.03,
  /** CloudWatch Logs: API Gateway's access log line, Lambda's START/END/REPORT and our own lines, per API call */
  logBytesPerRequest: 1_000,
  /** the retained log bucket (365 days): a CloudFront standard log line per request, an S3 access log line per S3 request */
  cloudFrontLogLineBytes: 600,
  s3LogLineBytes: 400,
  logBucketMonths: 12,
  /** the student's items: profile, sign-in, identity, settings, modules, sign-in time, recordings quota */
  tableKilobytes: 15,
  /**
   * The API stage's sampling rule (infra/constructs/api-tracing.ts): its reservoir's calls each second, then its share
   * of the rest, over 180 school days of 6 hours; one trace in ten retrieved
   */
  xraySampledShare: API_TRACE_SAMPLING.fixedRate,
  xrayReservoirPerSecond: API_TRACE_SAMPLING.reservoirPerSecond as number,
  schoolSecondsPerYear: 180 * 6 * 3600,
  xrayRetrievedShare: 0.1,
  /**
   * ReceiveMessage calls of one SQS trigger on an idle queue: Lambda keeps five 20-second long polls open, about 15
   * empty receives a minute (CloudWatch's NumberOfEmptyReceives); five triggers: the roster import queue and its
   * dead-letter queue, the removals', the exports' and the narration's queues
   */
  idleReceivesPerMinutePerQueue: 15,
  triggeredQueues: [
    ROSTER_IMPORT_QUEUE.queue,
    ROSTER_IMPORT_QUEUE.deadLetters.queue,
    STUDENT_REMOVAL_QUEUE.queue,
    STUDENT_EXPORT_QUEUE.queue,
    NARRATION_QUEUE.queue,
  ].length,
  /**
   * Shards of the table's stream the district's saves spread over: a stream has a shard for each partition of the
   * table, and a new on-demand table starts with about four. Fewer shards put more saves in each batch.
   */
  streamShards: 4,
} as const;

const perMillion = 1 / 1_000_000;
const GB = 1024 ** 3;

/** What the deployment costs a year with nobody using it. */
export const fixedPerYear = (): number => {
  const idleReceives = YEAR.triggeredQueues * YEAR.idleReceivesPerMinutePerQueue * 60 * 24 * 365;
  return PRICES.fixedPerMonth * 12 + idleReceives * PRICES.sqsPerMillionRequests * perMillion;
};

/**
 * Which saves the model prices (as measured, or as if a save wrote and read the module item only), and which devices:
 * a fresh browser every day (nothing kept: the worst case, and what the e2e's day counts) or school devices that keep
 * the app between children.
 */
export interface Scenario {
  saves: 'measured' | 'module-only';
  devices: 'fresh' | 'kept';
}
export const SCENARIOS: Scenario[] = [
  { saves: 'measured', devices: 'fresh' },
  { saves: 'module-only', devices: 'fresh' },
  { saves: 'measured', devices: 'kept' },
  { saves: 'module-only', devices: 'kept' },
];
const scenarioName = (scenario: Scenario) =>
  `${scenario.saves === 'measured' ? 'saves as measured' : 'saves writing the module item only'}, ${scenario.devices === 'fresh' ? 'a fresh browser each day' : 'devices that keep the app'}`;

/** GB-s of `count` invocations of a function: the sign-in's scrypt, the others warm, one in ten cold. */
const gbSecondsOf = (name: FunctionName, count: number) => {
  const ms = name === 'waw-login' ? YEAR.signInMilliseconds : YEAR.warmMilliseconds + YEAR.coldShare * YEAR.coldStartMilliseconds;
  return (count * (ms / 1000) * FUNCTIONS[name].memoryMb) / 1024;
};

/**
 * A flow's numbers, reduced to what is priced, with the saves' extra units dropped in the module-only scenario. The
 * class rows' function is left to the year (classRowsInvocations): how many saves share one of its invocations
 * depends on how many children save at once.
 */
const flowCounts = (flow: FlowUsage, scenario: Scenario) => {
  const extra = scenario.saves === 'module-only';
  const invoked = Object.entries(flow.invocations) as Array<[FunctionName, number]>;
  const invocations = invoked.reduce((sum, [, count]) => sum + count, 0);
  const gbSeconds = invoked.reduce((sum, [name, count]) => sum + gbSecondsOf(name, count), 0);
  const recordings = flow.api.filter((call) => call === 'POST /v3/waw/recordings').length;
  return {
    api: flow.api.length,
    invocations,
    gbSeconds,
    // Saves writing the module item only have no class rows to write from the stream either.
    streamedSaves: extra ? 0 : flow.saves,
    readUnits: flow.readUnits - (extra ? flow.saveExtraReadUnits : 0),
    writeUnits: flow.writeUnits - (extra ? flow.saveExtraWriteUnits : 0),
    cloudFrontRequests: flow.cloudFront.staticRequests + flow.cloudFront.mediaRequests + flow.cloudFront.apiRequests,
    cloudFrontBytes: flow.cloudFront.staticBytes + flow.cloudFront.mediaBytes + flow.cloudFront.apiBytes,
    recordings,
  };
};
type Counts = ReturnType<typeof flowCounts>;

/** A student's year of each count: the ordinary days, the first day, and the test after priced as the first day's extra. */
const yearOf = (usage: MeasuredUsage, scenario: Scenario): Counts => {
  const ordinary = flowCounts(scenario.devices === 'fresh' ? usage.ordinaryDay : usage.ordinaryDayKept, scenario);
  const first = flowCounts(usage.firstDay, scenario);
  const visit = flowCounts(usage.adminVisit, scenario);
  const visits = YEAR.teacherVisits / YEAR.studentsPerTeacher + YEAR.schoolAdminVisits / YEAR.studentsPerSchoolAdmin;
  const year = {} as Counts;
  for (const key of Object.keys(ordinary) as Array<keyof Counts>) {
    year[key] =
      (YEAR.playedDays - 1) * ordinary[key] + first[key] + YEAR.testsAfter * Math.max(0, first[key] - ordinary[key]) + visits * visit[key];
  }
  return year;
};

export interface CostLine {
  service: string;
  dollars: number;
  /** what the line counts, in words, with the year's figures */
  assumes: string;
}
export interface CostBreakdown {
  lines: CostLine[];
  /** what one student's own use costs */
  variable: number;
  /** their share of what the deployment costs whoever uses it */
  fixedShare: number;
  total: number;
}

const round = (value: number) => Math.round(value).toLocaleString('en');

/**
 * Invocations of the class rows' function for a student's year of saves, among `students`: the mapping gathers a
 * shard's saves for its batching window from the first (CLASS_ROWS_STREAM), so each invocation takes that save and
 * those that arrive in the window after it, a shard's share of the district's saves spread over its school hours.
 */
export const classRowsInvocations = (saves: number, students: number): number => {
  const perShardPerSecond = (saves * students) / YEAR.schoolSecondsPerYear / YEAR.streamShards;
  const perInvocation = Math.min(CLASS_ROWS_STREAM.batchSize, 1 + perShardPerSecond * CLASS_ROWS_STREAM.batchingWindowSeconds);
  return saves / perInvocation;
};

/** X-Ray traces a year for this many API requests: the reservoir's calls each second traced whole, the rule's share of the rest. */
const tracesPerYear = (requests: number): number => {
  const reservoir = Math.min(requests, YEAR.xrayReservoirPerSecond * YEAR.schoolSecondsPerYear);
  return reservoir + YEAR.xraySampledShare * (requests - reservoir);
};

/** The cost of one student for a school year among `students`, priced from the measured usage. */
export const costPerStudentYear = (usage: MeasuredUsage, students: number, scenario: Scenario = SCENARIOS[0]!): CostBreakdown => {
  const y = yearOf(usage, scenario);
  const classRows = classRowsInvocations(y.streamedSaves, students);
  const invocations = y.invocations + classRows;
  const gbSeconds = y.gbSeconds + gbSecondsOf(CLASS_ROWS_STREAM.function, classRows);
  const grownUps = 1 / YEAR.studentsPerTeacher + 1 / YEAR.studentsPerSchoolAdmin;
  const signInEmails = YEAR.teacherVisits / YEAR.studentsPerTeacher + YEAR.schoolAdminVisits / YEAR.studentsPerSchoolAdmin;
  const recordingGb = (y.recordings * YEAR.recordingBytes) / GB;
  // Each upload request lists the child's recordings (the quota: functions/recordings), then S3 takes a PUT; one playback.
  const s3Requests = y.recordings * 3;
  const logBucketGb = (y.cloudFrontRequests * YEAR.cloudFrontLogLineBytes + s3Requests * YEAR.s3LogLineBytes) / GB;
  const lines: CostLine[] = [
    {
      service: 'API Gateway (REST)',
      dollars: y.api * PRICES.apiGatewayRestPerMillion * perMillion,
      assumes: `${round(y.api)} API calls a year, as measured: a played day's calls (sign-in included) × ${YEAR.playedDays} days, and the grown-ups' share`,
    },
    {
      service: 'WAF requests',
      dollars: y.api * PRICES.wafPerMillionRequests * perMillion,
      assumes: 'every API call is inspected once',
    },
    {
      service: 'Lambda (requests and GB-s, arm64)',
      dollars: invocations * PRICES.lambdaRequestsPerMillion * perMillion + gbSeconds * PRICES.lambdaArmPerGbSecond,
      assumes: `${round(invocations)} invocations (an API call or the cookie Invoke each; the class rows' function ${round(classRows)} times for ${round(y.streamedSaves)} saves, a district's saves in school hours spread over ${YEAR.streamShards} shards and gathered ${CLASS_ROWS_STREAM.batchingWindowSeconds} s), ${gbSeconds.toFixed(0)} GB-s at each function's configured memory: sign-in ${YEAR.signInMilliseconds} ms, others ${YEAR.warmMilliseconds} ms, one in ten cold (+${YEAR.coldStartMilliseconds} ms)`,
    },
    {
      service: 'DynamoDB reads and writes (on demand)',
      dollars: y.writeUnits * PRICES.dynamoWritePerMillionUnits * perMillion + y.readUnits * PRICES.dynamoReadPerMillionUnits * perMillion,
      assumes: `${round(y.writeUnits)} write and ${round(y.readUnits)} read units a year, as the local table metered them (ReturnConsumedCapacity)${scenario.saves === 'module-only' ? ', saves writing the module item only' : ''}`,
    },
    {
      service: 'DynamoDB storage and backups',
      dollars: (YEAR.tableKilobytes / 1024 / 1024) * 12 * PRICES.dynamoStoragePerGbMonth,
      assumes: `${YEAR.tableKilobytes} KB of items a child, a whole year, with point-in-time recovery`,
    },
    {
      service: 'CloudFront (requests and bytes out)',
      dollars: (y.cloudFrontBytes / GB) * PRICES.cloudFrontPerGbOut + y.cloudFrontRequests * PRICES.cloudFrontHttpsPerMillion * perMillion,
      assumes: `${round(y.cloudFrontRequests)} requests and ${(y.cloudFrontBytes / 1024 ** 2).toFixed(0)} MB a year, as ${scenario.devices === 'fresh' ? 'a fresh browser' : 'a device that kept the app'} fetched them: the app, the day's media, the API's answers`,
    },
    {
      service: `S3 recordings (${RECORDING_RETENTION_DAYS} days, one playback)`,
      dollars:
        recordingGb * PRICES.s3StandardPerGbMonth * (RECORDING_RETENTION_DAYS / 30) +
        ((y.recordings * 2) / 1000) * PRICES.s3PutOrListPerThousand +
        (y.recordings / 1000) * PRICES.s3GetPerThousand +
        recordingGb * PRICES.s3PerGbOut,
      assumes: `${round(y.recordings)} messages a year of ${(YEAR.recordingBytes / 1024).toFixed(0)} KB (the recorder's largest), each a LIST (the quota) and a PUT, kept ${RECORDING_RETENTION_DAYS} days, played back once`,
    },
    {
      service: 'S3 log bucket (kept a year)',
      dollars: logBucketGb * YEAR.logBucketMonths * PRICES.s3StandardPerGbMonth,
      assumes: `a ${YEAR.cloudFrontLogLineBytes}-byte line per CloudFront request and ${YEAR.s3LogLineBytes} bytes per recordings-bucket request, kept ${YEAR.logBucketMonths} months`,
    },
    {
      service: 'CloudWatch Logs',
      dollars: ((y.api * YEAR.logBytesPerRequest) / GB) * PRICES.cloudWatchLogsPerGbIngested,
      assumes: `${YEAR.logBytesPerRequest} bytes ingested per API call`,
    },
    {
      service: 'X-Ray traces (API stage)',
      dollars:
        (tracesPerYear(y.api * students) *
          (PRICES.xrayRecordedPerMillion + YEAR.xrayRetrievedShare * PRICES.xrayRetrievedPerMillion) *
          perMillion) /
        students,
      assumes: `${YEAR.xraySampledShare * 100}% of the calls traced (the stage's sampling rule${YEAR.xrayReservoirPerSecond ? `, after the first ${YEAR.xrayReservoirPerSecond} each second` : ', no reservoir'}), one in ten retrieved`,
    },
    {
      service: 'Cognito user pool (grown-ups)',
      dollars: grownUps * YEAR.activeMonths * PRICES.cognitoEssentialsPerMau,
      assumes: `a teacher per ${YEAR.studentsPerTeacher} children and an admin per ${YEAR.studentsPerSchoolAdmin}, active ${YEAR.activeMonths} months; children use the free identity pool`,
    },
    {
      service: 'SES (sign-in codes)',
      dollars: (signInEmails / 1000) * PRICES.sesPerThousandEmails,
      assumes: `an e-mailed code per grown-up sign-in: ${YEAR.teacherVisits} a teacher's year, ${YEAR.schoolAdminVisits} an admin's`,
    },
  ];
  const variable = lines.reduce((sum, line) => sum + line.dollars, 0);
  const fixedShare = fixedPerYear() / students;
  return { lines, variable, fixedShare, total: variable + fixedShare };
};

const dollars = (value: number) => `$${value.toFixed(4)}`;

/** The measured usage a played day shows, as the figures print it. */
const dayFigures = (name: string, flow: FlowUsage): Figure => ({
  name,
  value:
    `${flow.api.length} API calls (${flow.saves} saves), ${flow.writeUnits} write / ${flow.readUnits} read units ` +
    `(saves beside the module item: ${flow.saveExtraWriteUnits} / ${flow.saveExtraReadUnits}), ` +
    `${flow.cloudFront.staticRequests + flow.cloudFront.mediaRequests + flow.cloudFront.apiRequests} CloudFront requests, ` +
    `${((flow.cloudFront.staticBytes + flow.cloudFront.mediaBytes + flow.cloudFront.apiBytes) / 1024).toFixed(0)} KB, ` +
    `files: ${Object.entries(flow.filesByType)
      .sort(([, a], [, b]) => b - a)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ')}`,
  goal: 'report it',
  met: null,
});

/** The table docs/deploy.md shows: each line at each school size, for both kinds of save. */
export const markdownTable = (usage: MeasuredUsage, scenario: Scenario): string => {
  const costs = SCHOOL_SIZES.map((students) => costPerStudentYear(usage, students, scenario));
  const head = `| line | ${SCHOOL_SIZES.map((size) => size.toLocaleString('en')).join(' | ')} | what it assumes |`;
  const rule = `| --- | ${SCHOOL_SIZES.map(() => '---:').join(' | ')} | --- |`;
  const rows = costs[0]!.lines.map(
    (line, index) =>
      `| ${line.service} | ${costs.map((cost) => dollars(cost.lines[index]!.dollars)).join(' | ')} | ${costs[1]!.lines[index]!.assumes} |`,
  );
  const fixed = `| the deployment's fixed cost, shared | ${costs.map((cost) => dollars(cost.fixedShare)).join(' | ')} | $${fixedPerYear().toFixed(2)} a year: the WAF's web ACL and rules, three secrets, the SQS triggers' idle polls |`;
  const total = `| **per student per year** | ${costs.map((cost) => `**${dollars(cost.total)}**`).join(' | ')} | |`;
  return [head, rule, ...rows, fixed, total].join('\n');
};

export const costModel: FigureGroup = {
  id: 'cost',
  title: 'Cost per student per school year, from measured usage (scripts/bench/usage.ts, priced by cost-model.ts; docs/deploy.md)',
  measure: async () => {
    const usage = await measureUsage();
    const figures: Figure[] = [
      dayFigures('an ordinary played day (day 2), sign-in included, a fresh browser', usage.ordinaryDay),
      dayFigures('the same on a device that kept the app', usage.ordinaryDayKept),
      dayFigures('the first day (the welcome and the test before)', usage.firstDay),
      dayFigures('a grown-up’s visit (sign-in, /me, school, class)', usage.adminVisit),
      {
        name: 'the module item a save writes',
        value: `${usage.ordinaryDay.moduleWriteUnits.toFixed(1)} write units`,
        goal: 'report it',
        met: null,
      },
      { name: 'the deployment with nobody using it, a year', value: `$${fixedPerYear().toFixed(2)}`, goal: 'report it', met: null },
    ];
    for (const scenario of SCENARIOS) {
      for (const students of SCHOOL_SIZES) {
        const cost = costPerStudentYear(usage, students, scenario);
        // The goal holds for the worst case: every day on a fresh browser, every save as it is.
        const held = students === GOAL.students && scenario === SCENARIOS[0];
        figures.push({
          name: `${students.toLocaleString('en')} students, ${scenarioName(scenario)}`,
          value: `${dollars(cost.total)} (${dollars(cost.variable)} used + ${dollars(cost.fixedShare)} fixed)`,
          goal: held ? `≤ $${GOAL.dollars}` : 'report it',
          met: held ? cost.total <= GOAL.dollars : null,
        });
      }
    }
    if (process.env.WAW_COST_TABLE) {
      for (const scenario of SCENARIOS) console.log(`\n${scenarioName(scenario)}\n\n${markdownTable(usage, scenario)}\n`);
    }
    return figures;
  },
};
