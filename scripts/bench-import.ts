import { parseArgs } from 'node:util';
import { batchSeconds, benchImport, workerTimeoutSeconds } from './lib/import-bench.js';

/**
 * npm run bench:import                      imports 1,000 generated students into the running npm start and times it
 * npm run bench:import -- --rows 200 --url http://localhost:3001
 *
 * A measurement, not a test: the students it adds stay (class bench-…); npm run reset wipes them with the rest.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000' }, url: { type: 'string' } } });
const url = values.url ?? `http://localhost:${process.env.PORT ?? 3000}`;
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1 || rows > 5000) throw new Error('--rows must be a whole number from 1 to 5000');

console.log(`Importing ${rows} students into ${url} …`);
let last = -1;
const result = await benchImport({
  url,
  rows,
  onProgress: (done, total) => {
    if (done !== last) console.log(`  ${done} of ${total}`);
    last = done;
  },
});
const per = result.secondsPerRow;
console.log(`
${result.rows} rows in ${result.seconds.toFixed(0)} s here: ${result.added} added, ${result.existing} already there, ${result.failed} failed.
${result.localConcurrency} worker invocations at once (one per core): ${per.toFixed(2)} s of worker time a row.
A batch (2 chunks of 5 rows) takes about ${batchSeconds(per).toFixed(1)} s of the worker's ${workerTimeoutSeconds} s timeout.
In AWS (10 workers at once, one vCPU each): about ${result.awsEstimateSeconds.toFixed(0)} s.`);
