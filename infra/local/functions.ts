import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { FunctionName } from '../../functions/routes.js';

/** The same handler modules the CDK app bundles, loaded on first call (after the environment is set). */
type AnyHandler = (event: unknown, context: Context) => Promise<unknown>;

const loaders: Record<FunctionName, () => Promise<{ handler: unknown }>> = {
  'waw-login': () => import('../../functions/waw-login/handler.js'),
  'waw-student': () => import('../../functions/waw-student/handler.js'),
  'student-influencers': () => import('../../functions/student-influencers/handler.js'),
  'waw-modules': () => import('../../functions/waw-modules/handler.js'),
  'waw-module': () => import('../../functions/waw-module/handler.js'),
  'waw-page': () => import('../../functions/waw-page/handler.js'),
  'waw-recordings': () => import('../../functions/waw-recordings/handler.js'),
  'waw-settings': () => import('../../functions/waw-settings/handler.js'),
  'admin-content': () => import('../../functions/admin-content/handler.js'),
  'admin-students': () => import('../../functions/admin-students/handler.js'),
  'admin-passkeys': () => import('../../functions/admin-passkeys/handler.js'),
  'admin-users': () => import('../../functions/admin-users/handler.js'),
  'admin-cards': () => import('../../functions/admin-cards/handler.js'),
  'waw-get-signed-cookie-values': () => import('../../functions/waw-get-signed-cookie-values/handler.js'),
};

const lambdaContext = (name: FunctionName): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: name,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
  memoryLimitInMB: '512',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${name}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

// Loaded once, as Lambda does: an import() per call would ask the module loader (tsx's hooks thread) every time.
const loaded = new Map<FunctionName, Promise<{ handler: unknown }>>();

export const invokeFunction = async (name: FunctionName, event: unknown): Promise<unknown> => {
  if (!loaded.has(name)) loaded.set(name, loaders[name]());
  const { handler } = await loaded.get(name)!;
  return (handler as AnyHandler)(event, lambdaContext(name));
};
