import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { FunctionLimits } from '../../functions/routes.js';
import { now } from '../../functions/common/clock.js';
import { activeClock } from './active-clock.js';
import { clockOffset, type ClockedInvocations } from './clock.js';
import type { ClockMessage, InvokeMessage, LambdaError, RuntimeMessage } from './lambda-runtime.js';

/**
 * The local Lambda service. Each function is bundled from the code the CDK app bundles and runs in execution
 * environments like Lambda's: a child process per environment, its init done once and then reused warm for one
 * invocation at a time, killed when an invocation passes the function's timeout or its memory, with Lambda's error
 * for each.
 * An invocation's timeout is counted on its active clock (active-clock.ts): the time it waited for a core, which a
 * Lambda has to itself, is left out. The product's clock (clock.ts), which tests move forward, does not pass the end
 * of a running invocation's timeout, and every environment is told when it moves.
 */

export type InvokeOutcome = { ok: true; payload: unknown } | { ok: false; error: LambdaError };

/**
 * What a fault plan (faults.ts) does to one invocation once its handler has run and made its writes: the runtime
 * dies before answering, the invocation is cut at its timeout, or its answer is lost on the way to the caller.
 */
export type InvocationFault = 'crash' | 'timeout' | 'lostAnswer';
/** The error of an invocation whose answer was lost: API Gateway answers its caller as it does when none comes. */
export const ANSWER_LOST = 'Local.AnswerLost';

export interface LocalFunction {
  /** the handler file, from the repository root */
  entry: string;
  limits: FunctionLimits;
  /** what this function's environments get on top of the shared environment: its own role's credentials */
  environment?: Record<string, string>;
}

export interface LambdaServiceOptions {
  functions: Record<string, LocalFunction>;
  /** where the bundles go; emptied first */
  bundleDir: string;
  /**
   * Bundles as the CDK app does (LAMBDA_BUNDLING: minified, no source maps) and runs without `--enable-source-maps`,
   * as a deployed function runs: for benches of the functions' own speed. By default the bundles keep source maps
   * and the runtime reads them, so a stack names the file and line a developer reads.
   */
  asDeployed?: boolean;
  /**
   * Lambda would start as many environments as calls arrive, each with CPU of its own; here they share a few cores,
   * and more at once than the cores can run only adds processes and memory. So each function gets at most this many
   * (twice the cores by default) and further calls wait for one to be free: a wait Lambda would not have, so neither
   * the function's timeout nor API Gateway's starts before the call runs.
   */
  maxEnvironmentsPerFunction?: number;
  /** the fault, if any, the plan puts on the next invocation of a function (faults.ts) */
  faultFor?: (name: string) => InvocationFault | null;
}

/** Told when an invocation starts running (after any wait for an environment), with its clock in ms. */
export type OnInvocationStart = (activeMs: () => number) => void;

export interface LambdaService {
  /** `onStart` lets a caller with a timeout of its own (API Gateway's 29 s) count on the invocation's clock */
  invoke: (name: string, event: unknown, onStart?: OnInvocationStart) => Promise<InvokeOutcome>;
  /** live environments of a function, for tests of reuse */
  environments: (name: string) => number;
  limits: (name: string) => FunctionLimits;
  stop: () => Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');
const INIT_TIMEOUT_MS = 10_000;
const MEMORY_POLL_MS = 50;
/** how often a running invocation's clock is read against its timeout */
const CLOCK_POLL_MS = 20;

const failure = (errorType: string, errorMessage: string): InvokeOutcome => ({ ok: false, error: { errorType, errorMessage, trace: [] } });

/** The resident memory of a process, as Lambda measures a sandbox: all of it, not just the JavaScript heap. */
const residentBytes = (pid: number): number | null => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
};

class Environment {
  readonly ready: Promise<LambdaError | null>;
  private readonly child: ChildProcess;
  dead = false;

  constructor(
    readonly name: string,
    file: string,
    runtime: string,
    private readonly limits: FunctionLimits,
    environment: Record<string, string> = {},
    sourceMaps = true,
  ) {
    this.child = fork(runtime, [], {
      // A heap no bigger than its memory, as Lambda's; the bundle's source maps read unless it runs as deployed.
      execArgv: [...(sourceMaps ? ['--enable-source-maps'] : []), `--max-old-space-size=${limits.memoryMb}`],
      env: {
        ...process.env,
        ...environment,
        AWS_LAMBDA_FUNCTION_NAME: name,
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(limits.memoryMb),
        AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
        LOCAL_LAMBDA_HANDLER_FILE: file,
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.once('exit', () => {
      this.dead = true;
    });
    this.ready = new Promise((done) => {
      // Init's 10 seconds are counted like an invocation's, on its active clock: not the time it waited for a core.
      const initClock = activeClock(this.child.pid);
      const timer = setInterval(() => {
        if (initClock() < INIT_TIMEOUT_MS) return;
        clearInterval(timer);
        this.kill();
        done({
          errorType: 'Sandbox.Timedout',
          errorMessage: `Init of ${name} timed out after ${INIT_TIMEOUT_MS / 1000} seconds`,
          trace: [],
        });
      }, CLOCK_POLL_MS);
      this.child.once('message', (message: RuntimeMessage) => {
        clearInterval(timer);
        done(message.type === 'init-error' ? message.error : null);
      });
      this.child.once('exit', (code) => {
        clearInterval(timer);
        done({ errorType: 'Runtime.ExitError', errorMessage: `Runtime exited during init with status ${code ?? 'unknown'}`, trace: [] });
      });
    });
  }

  /** Whether the runtime can take an invocation: not exited, nor its channel closed before its exit is told. */
  get alive(): boolean {
    return !this.dead && this.child.connected;
  }

  kill(): void {
    this.dead = true;
    this.child.kill('SIGKILL');
  }

  tellClock(offsetMs: number): void {
    if (this.dead || !this.child.connected) return;
    const message: ClockMessage = { type: 'clock', offsetMs };
    // A runtime that dies meanwhile has no clock to keep.
    this.child.send(message, () => undefined);
  }

  run(event: unknown, onStart?: OnInvocationStart, fault: InvocationFault | null = null): Promise<InvokeOutcome> {
    const requestId = randomUUID();
    const timeoutMs = this.limits.timeoutSeconds * 1000;
    const memoryBytes = this.limits.memoryMb * 1024 * 1024;
    const prefix = `RequestId: ${requestId} Error:`;
    return new Promise((done) => {
      const finish = (outcome: InvokeOutcome) => {
        clearInterval(timer);
        clearInterval(watch);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        done(outcome);
      };
      const onMessage = (message: RuntimeMessage) => {
        if (message.type !== 'result' || message.requestId !== requestId) return;
        if (fault === 'crash' || fault === 'timeout') {
          // The handler's writes are made; its environment dies before the answer leaves, as Lambda kills it.
          this.kill();
          return finish(
            fault === 'crash'
              ? failure('Runtime.ExitError', `${prefix} Runtime exited with error: signal: killed`)
              : failure('Sandbox.Timedout', `${prefix} Task timed out after ${this.limits.timeoutSeconds.toFixed(2)} seconds`),
          );
        }
        if (fault === 'lostAnswer') return finish(failure(ANSWER_LOST, `${prefix} The answer of the invocation was lost on its way back`));
        finish(message.ok ? { ok: true, payload: message.payload } : { ok: false, error: message.error });
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        this.dead = true;
        finish(
          failure('Runtime.ExitError', `${prefix} Runtime exited with error: ${signal ? `signal: ${signal}` : `exit status ${code}`}`),
        );
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      const message: InvokeMessage = { type: 'invoke', requestId, event, timeoutMs, clockOffsetMs: clockOffset() };
      // The runtime may have died since it was last idle, before its exit is told (its channel closes first): the
      // invocation fails as Lambda's does when its environment is gone, and the pool starts a new one.
      this.child.send(message, (error) => {
        if (!error) return;
        this.kill();
        finish(failure('Runtime.ExitError', `${prefix} Runtime exited with error: ${error.message}`));
      });
      // The clock starts once the invocation is on its way, and looks at the runtime's scheduler only when it is first
      // polled (CLOCK_POLL_MS): a look (about 0.1 ms) made here would sit on the call's path whenever the runtime it
      // just woke shares this process's core. What that misses of a wait for a core is the first poll's at most.
      const clock = activeClock(this.child.pid);
      onStart?.(clock);
      const timer = setInterval(() => {
        if (clock() < timeoutMs) return;
        this.kill();
        finish(failure('Sandbox.Timedout', `${prefix} Task timed out after ${this.limits.timeoutSeconds.toFixed(2)} seconds`));
      }, CLOCK_POLL_MS);
      const watch = setInterval(() => {
        const rss = this.child.pid === undefined ? null : residentBytes(this.child.pid);
        if (rss === null || rss <= memoryBytes) return;
        this.kill();
        finish(failure('Runtime.OutOfMemory', `${prefix} Runtime exited with error: signal: killed`));
      }, MEMORY_POLL_MS);
    });
  }
}

/** Bundles every function and the runtime, then serves invocations. */
export const startLambdaService = async (options: LambdaServiceOptions): Promise<LambdaService & ClockedInvocations> => {
  const bundleDir = resolve(options.bundleDir);
  rmSync(bundleDir, { recursive: true, force: true });
  // The packages' builds the CDK app bundles (LAMBDA_BUNDLING's mainFields: the SDK's dist-es, not its CommonJS), so
  // local calls run the code a deployed function runs. Unlike a deployed bundle these keep source maps (unless asked to
  // run as deployed), for stacks a developer can read, share chunks between functions, to build quickly, and target
  // the Node these machines run.
  await build({
    entryPoints: {
      'lambda-runtime': join(ROOT, 'infra/local/lambda-runtime.ts'),
      ...Object.fromEntries(Object.entries(options.functions).map(([name, fn]) => [name, join(ROOT, fn.entry)])),
    },
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    mainFields: ['module', 'main'],
    sourcemap: !options.asDeployed,
    minify: options.asDeployed === true,
    logLevel: 'warning',
    tsconfig: join(ROOT, 'tsconfig.json'),
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
  });
  const runtime = join(bundleDir, 'lambda-runtime.mjs');
  const maxEnvironments = options.maxEnvironmentsPerFunction ?? Math.max(2, availableParallelism() * 2);
  const pools = new Map<string, { idle: Environment[]; live: Set<Environment>; waiting: Array<() => void> }>();
  let stopped = false;
  /** running invocations: when their timeout ends on the product's clock */
  const running = new Set<{ until: number }>();
  const ended: Array<() => void> = [];

  const poolOf = (name: string) => {
    let pool = pools.get(name);
    if (!pool) pools.set(name, (pool = { idle: [], live: new Set(), waiting: [] }));
    return pool;
  };
  const settingsOf = (name: string): LocalFunction => {
    const fn = options.functions[name];
    if (!fn) throw new Error(`No local function ${name}`);
    return fn;
  };

  /** A warm environment if one is free, a new one while there is room, else the next one to come free. */
  const acquire = async (name: string): Promise<Environment | LambdaError> => {
    const pool = poolOf(name);
    for (;;) {
      const warm = pool.idle.pop();
      if (warm?.alive) return warm;
      if (warm) {
        // Died while idle (killed, or exited on its own): it takes no room in the pool.
        pool.live.delete(warm);
        continue;
      }
      if (pool.live.size < maxEnvironments) {
        const environment = new Environment(
          name,
          join(bundleDir, `${name}.mjs`),
          runtime,
          settingsOf(name).limits,
          settingsOf(name).environment,
          !options.asDeployed,
        );
        pool.live.add(environment);
        const initError = await environment.ready;
        if (!initError) return environment;
        environment.kill();
        release(environment);
        return initError;
      }
      await new Promise<void>((wake) => pool.waiting.push(wake));
    }
  };
  const release = (environment: Environment) => {
    const pool = poolOf(environment.name);
    if (environment.dead || stopped) pool.live.delete(environment);
    else pool.idle.push(environment);
    pool.waiting.shift()?.();
  };

  return {
    invoke: async (name, event, onStart) => {
      const environment = await acquire(name);
      if (!(environment instanceof Environment)) return { ok: false, error: environment };
      const invocation = { until: now() + settingsOf(name).limits.timeoutSeconds * 1000 };
      running.add(invocation);
      try {
        return await environment.run(event, onStart, options.faultFor?.(name) ?? null);
      } finally {
        running.delete(invocation);
        for (const wake of ended.splice(0)) wake();
        release(environment);
      }
    },
    runningUntil: () => Math.min(Infinity, ...[...running].map((invocation) => invocation.until)),
    anyEnds: () => new Promise<void>((wake) => ended.push(wake)),
    tell: (offsetMs) => {
      for (const pool of pools.values()) for (const environment of pool.live) environment.tellClock(offsetMs);
    },
    environments: (name) => poolOf(name).live.size,
    limits: (name) => settingsOf(name).limits,
    stop: async () => {
      stopped = true;
      for (const wake of ended.splice(0)) wake();
      for (const pool of pools.values()) for (const environment of pool.live) environment.kill();
      pools.clear();
    },
  };
};
