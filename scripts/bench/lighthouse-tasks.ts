import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** What Lighthouse's trace holds that this file reads: its events, the CPU profiler's among them. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

/** Lighthouse asks Chromium for these on top of its own, so each long task can be put down to the functions it ran. */
export const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** A main-thread task that is long on the phone Lighthouse emulates, and what ran in it. */
export interface LongTask {
  /** as Lighthouse's phone would take it: the time it took here × the CPU slowdown Lighthouse models */
  ms: number;
  /** the functions the CPU profiler saw running in it, most time first: `name (script)`, or the browser's own work */
  spentIn: Array<{ what: string; ms: number }>;
}

/** Ticks of the main thread's CPU profile: when, and which function was running (its leaf frame). */
const profileSamples = (events: readonly TraceEvent[], pid: number, tid: number) => {
  const starts = new Map<string, number>();
  for (const event of events)
    if (event.name === 'Profile' && event.pid === pid && event.tid === tid && event.id)
      starts.set(event.id, (event.args.data as { startTime: number }).startTime);
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const clocks = new Map(starts);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !event.id || !clocks.has(event.id)) continue;
    const data = event.args.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let clock = clocks.get(event.id)!;
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      clock += data.timeDeltas?.[index] ?? 0;
      samples.push({ ts: clock, node });
    });
    clocks.set(event.id, clock);
  }
  return { nodes, samples };
};

/** Lighthouse's own trace processing (its types are global declarations this project does not load): what is used. */
interface ProcessedTrace {
  mainThreadEvents: TraceEvent[];
  frames: Array<{ id: string; url: string }>;
  timestamps: { timeOrigin: number; traceEnd: number };
}
interface TaskNode {
  event: TraceEvent;
  parent?: TaskNode;
  children: TaskNode[];
  /** ms from the time origin */
  startTime: number;
  endTime: number;
  duration: number;
}
const tracehouse = {
  processTrace: TraceProcessor.processTrace.bind(TraceProcessor) as unknown as (trace: {
    traceEvents: readonly TraceEvent[];
  }) => ProcessedTrace,
  processNavigation: TraceProcessor.processNavigation.bind(TraceProcessor) as unknown as (trace: ProcessedTrace) => {
    timings: { firstContentfulPaint: number };
  },
  mainThreadTasks: MainThreadTasks.getMainThreadTasks.bind(MainThreadTasks) as unknown as (
    events: TraceEvent[],
    frames: ProcessedTrace['frames'],
    traceEnd: number,
    timeOrigin: number,
  ) => TaskNode[],
};

const withoutOrigin = (url: string) => url.replace(/^[a-z]+:\/\/[^/]+/, '');

/** The innermost trace event running at `ms` (from the time origin) inside a task: what the browser itself was doing then. */
const innermost = (task: TaskNode, ms: number): TaskNode => {
  const child = task.children.find((candidate) => candidate.startTime <= ms && ms < candidate.endTime);
  return child ? innermost(child, ms) : task;
};

/**
 * What a sample was running: a function of a script as `name (/assets/file.js)`; the browser's own work, which the
 * profiler calls `(program)`, by the trace event it fell in (`Layout`, `ParseHTML`, `v8.compile (/assets/file.js)`).
 */
const describe = (node: ProfileNode | undefined, task: TaskNode, ms: number): string => {
  if (!node) return '(unknown)';
  const { functionName, url } = node.callFrame;
  if (url) return `${functionName || '(anonymous)'} (${withoutOrigin(url)})`;
  if (functionName !== '(program)') return functionName;
  const { event } = innermost(task, ms);
  const data = event.args?.data as { url?: string } | undefined;
  const script = data?.url ?? (event.args as { fileName?: string } | undefined)?.fileName;
  return `${event.name}${script ? ` (${withoutOrigin(script)})` : ''}`;
};

/**
 * The main thread's tasks that Lighthouse's emulated phone would take at least `longMs` on (what total blocking
 * time counts), each with the functions that ran in it: the samples of the CPU profile taken during the task, by the
 * function on top of the stack. Lighthouse's own long-tasks audit names only the script a task is attributed to;
 * this says which of its functions, or which of the browser's own (layout, `appendChild`, garbage collection).
 */
export const longTasksOf = (traceEvents: readonly TraceEvent[], cpuSlowdown: number, longMs = 50): LongTask[] => {
  // Lighthouse's own trace processing finds the page's main thread and builds its task tree.
  const processed = tracehouse.processTrace({ traceEvents });
  const { pid, tid } = processed.mainThreadEvents[0] ?? { pid: -1, tid: -1 };
  // Total blocking time counts from the first contentful paint: a task that ends before it blocks nothing a child
  // could tap.
  const firstPaint = tracehouse.processNavigation(processed).timings.firstContentfulPaint;
  const tasks = tracehouse
    .mainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin)
    .filter((task) => !task.parent && task.duration * cpuSlowdown >= longMs && task.endTime > firstPaint);
  const { nodes, samples } = profileSamples(traceEvents, pid, tid);
  return tasks.map((task) => {
    // startTime/endTime are ms from the time origin; samples are µs on the trace's clock.
    const from = processed.timestamps.timeOrigin + task.startTime * 1000;
    const to = processed.timestamps.timeOrigin + task.endTime * 1000;
    const inTask = samples.filter((sample) => sample.ts >= from && sample.ts < to);
    const byFunction = new Map<string, number>();
    inTask.forEach((sample, index) => {
      const next = inTask[index + 1]?.ts ?? to;
      const at = (sample.ts - processed.timestamps.timeOrigin) / 1000;
      const what = describe(nodes.get(sample.node), task, at);
      byFunction.set(what, (byFunction.get(what) ?? 0) + (next - sample.ts) / 1000);
    });
    return {
      ms: Math.round(task.duration * cpuSlowdown),
      spentIn: [...byFunction]
        .filter(([what]) => what !== '(idle)')
        .map(([what, ms]) => ({ what, ms: Math.round(ms * cpuSlowdown) }))
        .sort((a, b) => b.ms - a.ms),
    };
  });
};
