import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ADMINS, DEMO_STUDENTS } from './demo-data.js';
import { faultPlanFromEnvironment } from './faults.js';
import { DYNAMO_ENDPOINT_FILE, startLocalCloud } from './server.js';
import { style } from './style.js';

/** `npm start`: the whole product on one machine. */
// These machines run Node 20 while Lambda runs 22; the SDK's reminder about that is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${process.env.PORT}`);

// LevelDB lets one process open the data: say so plainly instead of crashing when a second npm start tries.
const dataDir = resolve(root, '.local');
const runningEndpoint = join(dataDir, DYNAMO_ENDPOINT_FILE);
if (existsSync(runningEndpoint)) {
  const endpoint = readFileSync(runningEndpoint, 'utf8').trim();
  const alive = await fetch(endpoint, { method: 'POST', signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (alive) {
    console.error(`Another npm start is already running on this data (.local/). Stop it first (Ctrl+C in its terminal).`);
    process.exit(1);
  }
}

// Quiet by default: the functions log warnings and errors only; VERBOSE=1 adds their INFO logs and a line per request.
const verbose = !!process.env.VERBOSE && process.env.VERBOSE !== '0';
process.env.POWERTOOLS_LOG_LEVEL ??= verbose ? 'INFO' : 'WARN';

// Faults on demand (docs/local-cloud.md): a plan that does not parse stops the start here, saying why.
let faults: ReturnType<typeof faultPlanFromEnvironment>;
try {
  faults = faultPlanFromEnvironment(process.env.WAW_FAULTS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const cloud = await startLocalCloud({
  faults,
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  siteDir: resolve(root, 'frontend/dist'),
  mediaDir: resolve(root, 'media'),
  // Every line of the seeded programme, spoken into the local media bucket in the background (docs/local-cloud.md).
  narration: 'all',
  logRequests: verbose,
  onMail: ({ to, subject, code }) => console.log(`\n${style.bold(style.yellow(`  ✉  ${to}: ${subject}${code ? ` ${code}` : ''}`))}\n`),
}).catch((error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(`Port ${port} is in use. Stop what uses it, or start on another port: PORT=${port + 100} npm start`);
  process.exit(1);
});

const accounts = DEMO_STUDENTS.map(
  (s) =>
    `    ${s.school_identifier.padEnd(5)} ${style.bold(s.username.padEnd(15))} ${s.password.padEnd(15)} grade ${s.grade}, modules ${s.modules.join(', ')}`,
).join('\n');
const admins = DEMO_ADMINS.map(
  (a) =>
    `    ${style.bold(a.email.padEnd(20))} ${a.district ? 'district admin (every school, the content)' : `${a.roles.join(', ')} of ${a.schools.join(', ')}`}`,
).join('\n');
console.log(`
  ${style.bold(style.green(`WAW is ready at ${cloud.url}`))}
  ${cloud.seeded ? 'Seeded the demo school on this first start.' : 'Using the data kept in .local/ (npm run reset wipes it).'}

  Demo students (school ID, username, password):
${accounts}

  Demo admins at ${cloud.url}/admin/login:
${admins}
  Sign-in codes are printed here and listed at ${cloud.url}/_local/mailbox
  ${verbose ? 'VERBOSE: a line per request and the functions\u2019 INFO logs.' : 'Set VERBOSE=1 for a line per request and the functions\u2019 logs.'}

  ${faults ? style.bold(style.yellow(`FAULTS ON (WAW_FAULTS): ${JSON.stringify(faults)}; see ${cloud.url}/_local/faults`)) : ''}
  Press Ctrl+C to stop.
`);

void cloud.narration.then(
  (made) => made && console.log(`  Narration ready: ${made.made} lines spoken by espeak-ng now, ${made.kept} kept from before.`),
);

const stop = () => {
  void cloud.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
