import { initialiseModule, toRecord } from '@domain/index.js';
import { FUNCTIONS, ROSTER_IMPORT_QUEUE, STUDENT_EXPORT_QUEUE, STUDENT_REMOVAL_QUEUE } from '../../functions/routes.js';
import { maxRecordingBytes } from '../../frontend/src/features/play/recording-quality.js';
import type { Figure, FigureGroup } from './figures.js';

/**
 * What one student costs in a school year, at 100, 10,000 and 100,000 students, from the product's own flow: what
 * each student uses, plus their share of what the deployment costs with nobody using it (the WAF, the cookie key's
 * secret, the SQS triggers polling empty queues, and X-Ray's one trace a second). The cost model in docs/deploy.md
 * is this file's output; change both together.
 */

/** AWS list prices, us-east-1, in US dollars, as published in 2025 (the last we could check): re-check before quoting. */
export const PRICES = {
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
  s3PutPerThousand: 0.005,
  s3GetPerThousand: 0.0004,
  s3PerGbOut: 0.09,
  wafPerMillionRequests: 0.6,
  cloudWatchLogsPerGbIngested: 0.5,
  /** X-Ray: traces recorded, and traces retrieved or scanned (the free tier left out: it is per account, not ours) */
  xrayRecordedPerMillion: 5.0,
  xrayRetrievedPerMillion: 0.5,
  /** SQS standard queue requests (the free tier left out, as for X-Ray) */
  sqsPerMillionRequests: 0.4,
  /**
   * one web ACL with four rules (calls from CloudFront only, sign-ins per address and per network, known bad inputs;
   * a fifth when school networks are named) and two secrets (the cookie key, CloudFront's origin header); the identity
   * pool itself is free
   */
  fixedPerMonth: 5 + 4 * 1 + 2 * 0.4,
} as const;

/** The school sizes the model is shown at: fixed costs dominate a small school. */
export const SCHOOL_SIZES = [100, 10_000, 100_000] as const;

/** How a student uses the product in a school year: every number an assumption, stated. */
export const ASSUMPTIONS = {
  programmesPerYear: 2,
  daysPerProgramme: 10,
  /** one sign-in per played day, and one media-cookie Lambda Invoke with it */
  signInsPerDay: 1,
  /** an average warm invocation, billed, and the share of invocations that start cold, billed for their init */
  warmMilliseconds: 40,
  coldShare: 0.1,
  coldStartMilliseconds: 400,
  /** the sign-in's scrypt at 1024 MB */
  signInMilliseconds: 800,
  /** read units a request uses (a strongly consistent read of up to 8 KB), and what a sign-in reads and writes */
  readUnitsPerRequest: 2,
  signInReadUnits: 3,
  signInWriteUnits: 2,
  /** the app, loaded each day on a shared device, gzip; and the day's media (a short influencer clip) */
  appMegabytesPerDay: 0.25,
  mediaMegabytesPerDay: 2,
  cloudFrontRequestsPerDay: 30,
  /**
   * one recorded message a day, kept 30 days, played back once: the longest message at the recorder's bitrate
   * (frontend/src/features/play/recording-quality.ts), with 3% for the WebM container
   */
  recordingMegabytes: (maxRecordingBytes() * 1.03) / 1024 ** 2,
  /**
   * CORS preflights a played day sends: none, since the API and the cookie function answer on the site's own
   * origin (test/e2e/played-day.test.ts counts every request the browser sends to the API, preflights included)
   */
  preflightsPerDay: 0,
  /**
   * X-Ray's default sampling on the API stage: the first request each second, then 5% of the rest. Students play
   * in school hours, about 180 days of 6 hours a year; one trace in ten is looked at (retrieved) afterwards.
   */
  xraySampledShare: 0.05,
  xrayReservoirPerSecond: 1,
  schoolSecondsPerYear: 180 * 6 * 3600,
  xrayRetrievedShare: 0.1,
  /**
   * ReceiveMessage calls of one SQS trigger on an idle queue: Lambda keeps five 20-second long polls open, about 15
   * empty receives a minute (measured in CloudWatch's NumberOfEmptyReceives, github.com/getlift/lift/issues/132;
   * AWS: "even if the SQS queue isn't used", Lambda's long polls are billed, repost.aws knowledge-center
   * sqs-high-charges). Four triggers: the roster import queue and its dead-letter queue, the removals' and the exports'
   * queues (their dead-letter queues have none).
   */
  idleReceivesPerMinutePerQueue: 15,
  triggeredQueues: [
    ROSTER_IMPORT_QUEUE.queue,
    ROSTER_IMPORT_QUEUE.deadLetters.queue,
    STUDENT_REMOVAL_QUEUE.queue,
    STUDENT_EXPORT_QUEUE.queue,
  ].length,
  /** API Gateway's access log line, Lambda's START/END/REPORT and our own log lines, per request */
  logBytesPerRequest: 1_000,
  /** the student's items: profile, sign-in, identity, settings and two modules */
  tableKilobytes: 15,
} as const;

/** A module as the product stores it, with today's game_details, in whole KB: what one save writes. */
const moduleWriteUnits = (): number => {
  const record = toRecord(
    initialiseModule({
      id: crypto.randomUUID(),
      name: 'RESPA',
      day_completed: 0,
      step_completed: 'notstarted',
      game_details: null,
      version: 0,
    }),
  );
  return Math.ceil(Buffer.byteLength(JSON.stringify(record)) / 1024);
};

export interface CostBreakdown {
  apiRequestsPerYear: number;
  lines: Array<{ service: string; dollars: number }>;
  /** what one student's own use costs */
  variable: number;
  /** their share of what the deployment costs whoever uses it */
  fixedShare: number;
  total: number;
}

const perMillion = 1 / 1_000_000;

/** X-Ray traces a year for this many API requests: the reservoir's one a second is traced whole, 5% of the rest. */
const tracesPerYear = (requests: number): number => {
  const a = ASSUMPTIONS;
  const reservoir = Math.min(requests, a.xrayReservoirPerSecond * a.schoolSecondsPerYear);
  return reservoir + a.xraySampledShare * (requests - reservoir);
};
const xrayDollars = (traces: number) =>
  traces * (PRICES.xrayRecordedPerMillion + ASSUMPTIONS.xrayRetrievedShare * PRICES.xrayRetrievedPerMillion) * perMillion;

/** What the deployment costs a year with nobody using it. */
export const fixedPerYear = (): number => {
  const a = ASSUMPTIONS;
  const idleReceives = a.triggeredQueues * a.idleReceivesPerMinutePerQueue * 60 * 24 * 365;
  return PRICES.fixedPerMonth * 12 + idleReceives * PRICES.sqsPerMillionRequests * perMillion;
};

/**
 * The cost of one student for a school year among `students`, given the API requests of a played day (day 1 has the
 * welcome and the screening) and the saves (PUT /v3/waw/module) among them.
 */
export const costPerStudentYear = (
  requests: { firstDay: number; otherDays: number; savesPerDay: number },
  students: number,
): CostBreakdown => {
  const a = ASSUMPTIONS;
  const days = a.programmesPerYear * a.daysPerProgramme;
  // Every request the API Gateway and its WAF are billed for, preflights included.
  const apiRequests = a.programmesPerYear * (requests.firstDay + (a.daysPerProgramme - 1) * requests.otherDays) + days * a.preflightsPerDay;
  const signIns = days * a.signInsPerDay;
  const invocations = apiRequests + signIns; // each API request, and the media-cookie Invoke of each sign-in
  const gbSeconds =
    ((invocations - signIns) * (a.warmMilliseconds + a.coldShare * a.coldStartMilliseconds) * FUNCTIONS['waw-module'].memoryMb) /
      1024 /
      1000 +
    (signIns * (a.signInMilliseconds + a.coldShare * a.coldStartMilliseconds) * FUNCTIONS['waw-login'].memoryMb) / 1024 / 1000;
  const writeUnits = days * requests.savesPerDay * moduleWriteUnits() + signIns * a.signInWriteUnits;
  const readUnits = apiRequests * a.readUnitsPerRequest + signIns * a.signInReadUnits;
  const cloudFrontGb = (days * (a.appMegabytesPerDay + a.mediaMegabytesPerDay)) / 1024;
  // The API and the cookie Invoke come through the site's distribution too.
  const cloudFrontRequests = days * a.cloudFrontRequestsPerDay + apiRequests + signIns;
  const recordingsGb = (days * a.recordingMegabytes) / 1024;
  const lines = [
    { service: 'API Gateway (REST)', dollars: apiRequests * PRICES.apiGatewayRestPerMillion * perMillion },
    { service: 'WAF requests', dollars: apiRequests * PRICES.wafPerMillionRequests * perMillion },
    {
      service: 'Lambda (requests and GB-s, arm64)',
      dollars: invocations * PRICES.lambdaRequestsPerMillion * perMillion + gbSeconds * PRICES.lambdaArmPerGbSecond,
    },
    {
      service: 'DynamoDB on demand (reads, writes, storage)',
      dollars:
        writeUnits * PRICES.dynamoWritePerMillionUnits * perMillion +
        readUnits * PRICES.dynamoReadPerMillionUnits * perMillion +
        (a.tableKilobytes / 1024 / 1024) * 12 * PRICES.dynamoStoragePerGbMonth,
    },
    {
      service: 'CloudFront (app, media and API out, requests)',
      dollars: cloudFrontGb * PRICES.cloudFrontPerGbOut + cloudFrontRequests * PRICES.cloudFrontHttpsPerMillion * perMillion,
    },
    {
      service: 'S3 recordings (30 days, one playback)',
      dollars:
        recordingsGb * PRICES.s3StandardPerGbMonth +
        (days * PRICES.s3PutPerThousand) / 1000 +
        (days * PRICES.s3GetPerThousand) / 1000 +
        recordingsGb * PRICES.s3PerGbOut,
    },
    { service: 'CloudWatch Logs', dollars: ((apiRequests * a.logBytesPerRequest) / 1024 ** 3) * PRICES.cloudWatchLogsPerGbIngested },
    // The school's traces shared out: a small school has nearly every request traced, a large one 5% of them.
    { service: 'X-Ray traces (API stage)', dollars: xrayDollars(tracesPerYear(apiRequests * students)) / students },
    { service: 'Cognito identity pool', dollars: 0 },
  ];
  const variable = lines.reduce((sum, line) => sum + line.dollars, 0);
  const fixedShare = fixedPerYear() / students;
  return { apiRequestsPerYear: apiRequests, lines, variable, fixedShare, total: variable + fixedShare };
};

/**
 * Issue 15's count of the flow before it (a save a step, celebrate's three parts each), and the flow now
 * (test/e2e/played-day.test.ts holds day 1 and day 2 to 12 requests; the feeling before a day goes with the song).
 */
const BEFORE = { firstDay: 45, otherDays: 37, savesPerDay: 9 };
const NOW = { firstDay: 12, otherDays: 11, savesPerDay: 6 };

const dollars = (value: number) => `$${value.toFixed(4)}`;

export const costModel: FigureGroup = {
  id: 'cost',
  title: 'Cost per student per school year (scripts/bench/cost-model.ts, as in docs/deploy.md)',
  measure: () => {
    const figures: Figure[] = [
      {
        name: 'the deployment with nobody using it, a year',
        value: `$${fixedPerYear().toFixed(2)}`,
        goal: 'report it',
        met: null,
      },
      {
        name: 'a recorded message at most (8 s at the recorder’s bitrate)',
        value: `${ASSUMPTIONS.recordingMegabytes.toFixed(2)} MB`,
        goal: 'report it',
        met: null,
      },
    ];
    for (const students of SCHOOL_SIZES) {
      for (const [label, requests] of [
        ['before issue 15 (45 requests on day 1, 37 after)', BEFORE],
        ['now (12 requests on day 1, 11 after, no preflight)', NOW],
      ] as const) {
        const cost = costPerStudentYear(requests, students);
        figures.push({
          name: `${students.toLocaleString('en')} students, ${label}`,
          value: `${dollars(cost.total)} (${dollars(cost.variable)} used + ${dollars(cost.fixedShare)} fixed)`,
          goal: 'report it',
          met: null,
        });
      }
    }
    return Promise.resolve(figures);
  },
};
