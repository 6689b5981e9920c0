import { resolve } from 'node:path';
import { DEMO_STUDENTS } from './demo-data.js';
import { startLocalCloud } from './server.js';

/** `npm start`: the whole product on one machine. */
// These machines run Node 20 while Lambda runs 22; the SDK's reminder about that is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${process.env.PORT}`);

const cloud = await startLocalCloud({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: resolve(root, '.local'),
  siteDir: resolve(root, 'frontend/dist'),
  mediaDir: resolve(root, 'media'),
});

console.log(`
WAW is running at ${cloud.url}
${cloud.seeded ? 'Seeded the demo school on this first start.' : 'Using the data kept in .local/ (npm run reset wipes it).'}

Demo accounts (school ID DEMO):
${DEMO_STUDENTS.map((s) => `  ${s.username.padEnd(15)} ${s.password.padEnd(15)} grade ${s.grade}, modules ${s.modules.join(', ')}`).join('\n')}

Press Ctrl+C to stop.`);

const stop = () => {
  cloud.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
