import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiGateway } from '../../infra/local/api-gateway.js';
import { CredentialAuthority } from '../../infra/local/credentials.js';
import { startLambdaService, type InvokeOutcome, type LambdaService } from '../../infra/local/functions.js';
import { readBody, writeAnswer } from '../../infra/local/http.js';

/** The local Lambda: warm environments reused, each held to its function's timeout and memory as Lambda holds it. */
let dir: string;
let lambdas: LambdaService;
const ENTRY = 'test/local/fixtures/probe-handler.ts';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'waw-lambda-'));
  lambdas = await startLambdaService({
    bundleDir: dir,
    maxEnvironmentsPerFunction: 3,
    functions: {
      probe: { entry: ENTRY, limits: { timeoutSeconds: 5, memoryMb: 256 } },
      quick: { entry: ENTRY, limits: { timeoutSeconds: 1, memoryMb: 256 } },
      small: { entry: ENTRY, limits: { timeoutSeconds: 10, memoryMb: 160 } },
    },
  });
});
afterAll(async () => {
  await lambdas?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Probe = { pid: number; invocations: number; remainingMs: number; memoryLimitInMB: string; functionName: string };
const payload = (outcome: InvokeOutcome): Probe => {
  if (!outcome.ok) throw new Error(`${outcome.error.errorType}: ${outcome.error.errorMessage}`);
  return outcome.payload as Probe;
};

describe('the local Lambda service', () => {
  it('runs a function in its own process and reuses the warm environment, with its limits in the context', async () => {
    const first = payload(await lambdas.invoke('probe', {}));
    const second = payload(await lambdas.invoke('probe', {}));
    expect(first.pid).not.toBe(process.pid);
    expect(second).toMatchObject({ pid: first.pid, invocations: first.invocations + 1, memoryLimitInMB: '256', functionName: 'probe' });
    // Remaining time is told in this machine's wall time: more than the timeout's 5 s only when cores are scarce.
    expect(second.remainingMs).toBeGreaterThan(4000);
    expect(lambdas.environments('probe')).toBe(1);
  });

  it.each([
    ['5 MB of letters', 5 * 1024 * 1024, 'a', true],
    ['6 MB of letters', 6 * 1024 * 1024, 'a', false],
    // JSON writes each control character as \u00XX: six bytes of the answer for one of the body.
    ['0.9 MB of control characters', 0.9 * 1024 * 1024, '\u0001', true],
    ['1.1 MB of control characters', 1.1 * 1024 * 1024, '\u0001', false],
  ])('answers an API answer of %s only within Lambda’s 6 MB, counted as JSON', async (_label, length, char, within) => {
    const outcome = await lambdas.invoke('probe', { answer: { length: Math.floor(length), char } });
    if (within) expect(outcome.ok).toBe(true);
    else expect(outcome).toMatchObject({ ok: false, error: { errorType: 'Function.ResponseSizeTooLarge' } });
  });

  it('starts an environment for each call running at once, up to its cap, and queues the rest', async () => {
    const results = (await Promise.all(Array.from({ length: 5 }, () => lambdas.invoke('probe', { waitMs: 300 })))).map(payload);
    expect(new Set(results.map((r) => r.pid)).size).toBe(3);
    expect(lambdas.environments('probe')).toBe(3);
  });

  it('fails a call that passes the timeout with Lambda’s error, and replaces the environment', async () => {
    const before = payload(await lambdas.invoke('quick', {}));
    const outcome = await lambdas.invoke('quick', { waitMs: 3000 });
    expect(outcome).toMatchObject({
      ok: false,
      error: {
        errorType: 'Sandbox.Timedout',
        errorMessage: expect.stringMatching(/^RequestId: [0-9a-f-]+ Error: Task timed out after 1\.00 seconds$/),
      },
    });
    const after = payload(await lambdas.invoke('quick', {}));
    expect(after.pid).not.toBe(before.pid);
    expect(after.invocations).toBe(1);
  });

  it('leaves out of a call’s timeout the time it waited for a core, which a Lambda has to itself', async () => {
    const { pid } = payload(await lambdas.invoke('quick', {}));
    // The environment and two processes that never stop working share one core: it gets a third of it.
    const onOneCore = (target: number) => expect(spawnSync('taskset', ['-a', '-p', '-c', '0', String(target)]).status).toBe(0);
    onOneCore(pid);
    const hogs = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
    try {
      for (const hog of hogs) onOneCore(hog.pid!);
      const started = performance.now();
      // 600 ms of work on a third of a core is about 1.8 s of wall time; the function's timeout is 1 s.
      const outcome = await lambdas.invoke('quick', { spinMs: 600 });
      expect(performance.now() - started).toBeGreaterThan(1000);
      // The function's own view of its remaining time (which middy's early timeout reads) agrees.
      expect(payload(outcome)).toMatchObject({ pid, remainingMs: expect.any(Number) as number });
      expect(payload(outcome).remainingMs).toBeGreaterThan(100);
    } finally {
      for (const hog of hogs) hog.kill('SIGKILL');
    }
    // Waiting for something else than a core is still counted.
    expect(await lambdas.invoke('quick', { waitMs: 1500 })).toMatchObject({ ok: false, error: { errorType: 'Sandbox.Timedout' } });
  });

  it('kills an environment whose memory, heap or not, passes the function’s memory size', async () => {
    expect(payload(await lambdas.invoke('small', { holdMb: 16, waitMs: 200 })).memoryLimitInMB).toBe('160');
    const outcome = await lambdas.invoke('small', { holdMb: 200, waitMs: 1000 });
    expect(outcome).toMatchObject({ ok: false, error: { errorType: 'Runtime.OutOfMemory' } });
  });

  it('answers a thrown error as a function error and keeps the environment; a crash loses it', async () => {
    const pid = payload(await lambdas.invoke('probe', {})).pid;
    expect(await lambdas.invoke('probe', { fail: 'boom' })).toMatchObject({
      ok: false,
      error: { errorType: 'Error', errorMessage: 'boom' },
    });
    expect(await lambdas.invoke('probe', { exit: 3 })).toMatchObject({
      ok: false,
      error: { errorType: 'Runtime.ExitError', errorMessage: expect.stringContaining('exit status 3') },
    });
    expect(pid).toBeGreaterThan(0);
  });

  it('fails a call sent to an environment that died while idle with Lambda’s error, and starts a new one', async () => {
    const { pid } = payload(await lambdas.invoke('probe', {}));
    // Killed between two calls, and the next call takes it from the pool before its exit is told (this thread is kept
    // busy meanwhile, so neither its exit nor its channel's closing is heard until the call has been sent).
    process.kill(pid, 'SIGKILL');
    for (const until = Date.now() + 200; Date.now() < until;);
    expect(await lambdas.invoke('probe', {})).toMatchObject({ ok: false, error: { errorType: 'Runtime.ExitError' } });
    const after = payload(await lambdas.invoke('probe', {}));
    expect(after.pid).not.toBe(pid);
  });

  it('names the source file in a failure’s stack, but not when it runs a function as deployed (minified, no source maps)', async () => {
    const failed = await lambdas.invoke('probe', { fail: 'boom' });
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error.trace.join('\n')).toContain('probe-handler.ts');
    const deployedDir = mkdtempSync(join(tmpdir(), 'waw-lambda-deployed-'));
    const deployed = await startLambdaService({
      bundleDir: deployedDir,
      asDeployed: true,
      functions: { probe: { entry: ENTRY, limits: { timeoutSeconds: 5, memoryMb: 256 } } },
    });
    try {
      const outcome = await deployed.invoke('probe', { fail: 'boom' });
      expect(outcome).toMatchObject({ ok: false, error: { errorType: 'Error', errorMessage: 'boom' } });
      const trace = outcome.ok ? '' : outcome.error.trace.join('\n');
      expect(trace).toContain('probe.mjs');
      expect(trace).not.toContain('probe-handler.ts');
    } finally {
      await deployed.stop();
      rmSync(deployedDir, { recursive: true, force: true });
    }
  });
});

describe('API Gateway in front of the local Lambda', () => {
  let server: Server;
  let url: string;
  let next: () => Promise<InvokeOutcome>;
  let queuedMs = 0;

  beforeAll(async () => {
    const fake: LambdaService = {
      // Waits `queuedMs` for an environment, as the local Lambda may, before the call starts running.
      invoke: async (_name, _event, onStart) => {
        await new Promise((resolve) => setTimeout(resolve, queuedMs));
        const startedAt = performance.now();
        onStart?.(() => performance.now() - startedAt);
        return next();
      },
      environments: () => 0,
      limits: () => ({ timeoutSeconds: 1, memoryMb: 128 }),
      stop: async () => {},
    };
    const api = createApiGateway(
      { region: 'us-east-1', identityPoolId: 'pool', basePath: '/api', verifyAdminToken: () => Promise.reject(new Error('no')) },
      new CredentialAuthority('secret'),
      fake,
      0.3,
    );
    server = createServer((request, response) => {
      void (async () => {
        const call = {
          method: request.method ?? 'GET',
          rawHeaders: request.rawHeaders,
          headers: request.headers,
          httpVersion: request.httpVersion,
          remoteAddress: undefined,
          body: await readBody(request),
        };
        writeAnswer(response, await api(call, new URL(request.url ?? '/', 'http://x'), request.url ?? '/'));
      })();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/waw/login`;
  });
  afterAll(() => {
    server?.close();
  });

  const call = async () => {
    const response = await fetch(url, { method: 'POST', body: '{}' });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers 502 when the function fails, times out or runs out of memory', async () => {
    for (const errorType of ['Error', 'Sandbox.Timedout', 'Runtime.OutOfMemory']) {
      next = async () => ({ ok: false, error: { errorType, errorMessage: 'x', trace: [] } });
      expect(await call()).toEqual({ status: 502, body: { message: 'Internal server error' } });
    }
  });

  it('answers 502 for a response that is not a proxy result', async () => {
    next = async () => ({ ok: true, payload: { hello: 'world' } });
    expect((await call()).status).toBe(502);
  });

  it('starts the integration timeout when the function runs, not while the call waits for an environment', async () => {
    next = async () => ({ ok: true, payload: { statusCode: 200, body: '{}' } });
    queuedMs = 600;
    try {
      expect((await call()).status).toBe(200);
    } finally {
      queuedMs = 0;
    }
  });

  it('answers 504 when the function has not answered within the integration timeout', async () => {
    next = () => new Promise(() => undefined);
    expect(await call()).toEqual({ status: 504, body: { message: 'Endpoint request timed out' } });
  });
});
