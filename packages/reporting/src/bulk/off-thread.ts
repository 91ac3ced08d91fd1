// The bulk engine's second thread (Node only): the validation of a validating read runs in a
// worker (worker.ts, built as dist/bulk-worker.js); the main thread reads, writes the bodies,
// hashes (WebCrypto: the thread pool) and uploads. Elsewhere (browsers, Deno, Bun, a bundle
// without the worker file, Node before 20.16) nothing changes: all of it runs on the one thread.
//
//   main: rows -> plain? -> the JSON of each batch, written once (`plainJsonSlices`), to the
//         worker (a string's copy costs a third of a structured clone of the records)
//   worker: parses it, validates (the names seen: its own set) -> the batch's issues, in row order
//   main: the same JSON into the bodies of the sub-lists, the rows with an issue left out (ahead.ts)
//
// The worker validates the records its JSON reads back as, so a row goes there only when that
// is the record (`plainRow`); at the first row that is not, the worker hands its names back and
// the rest of the read is validated here. Same issues, bodies and hashes either way.
import type { LocatedRecord } from "./chunk.js";
import { SUB_LIST_FIELDS } from "./hash.js";
import { NameSet, type NameSetState } from "./names.js";
import type { RecordIssue } from "./validate.js";

/**
 * Sub-lists from this size on are validated off the main thread: the worker's start (about
 * 30 ms of CPU, on the other core) pays for itself only over several such sub-lists.
 */
export const OFF_THREAD_MIN_SUB_LIST = 1000;

/** What the main thread asks; the worker answers each, in order (`Reply`). */
export type Request =
  | { op: "start"; names: NameSetState; row: number }
  /** The next rows: `serializeSubList` of each slice of them (`plainJsonSlices`). */
  | { op: "rows"; texts: readonly string[] }
  | { op: "names" };

/** An answer. */
export type Reply = { issues: RecordIssue[] } | { names: NameSetState } | { failed: string } | { done: true };

/** MaintainDomain's fields (a null-prototype object: a lookup reads nothing else). */
const FIELDS: Readonly<Record<string, true>> = Object.assign(
  Object.create(null),
  Object.fromEntries(SUB_LIST_FIELDS.map((key) => [key, true])),
);

/**
 * Whether the worker may validate this row: a data row the reader read whole, whose record is a
 * plain object (no prototype but Object's, or none, and no `toJSON`) with fields only, each an
 * own enumerable property that is a string, a boolean, a finite number or null (what its JSON
 * reads back as: JSON has no NaN or Infinity). What a getter gives when the JSON is written is
 * what the worker validates and the body holds.
 */
export function plainRow(item: LocatedRecord): boolean {
  if (item.row === false || (item.issues !== undefined && item.issues.length > 0)) return false;
  const record = item.record;
  if (typeof record !== "object" || record === null) return false;
  const proto = Object.getPrototypeOf(record);
  if (proto !== Object.prototype && proto !== null) return false;
  const fields = record as Record<string, unknown>;
  if (fields.toJSON !== undefined) return false;
  let enumerable = 0;
  for (const key in fields) {
    if (FIELDS[key] !== true) return false;
    const value = fields[key];
    if (value === undefined) continue;
    const type = typeof value;
    if (type === "number") {
      if (!Number.isFinite(value)) return false;
    } else if (type !== "string" && type !== "boolean" && value !== null) return false;
    enumerable++;
  }
  // every field the validation and JSON.stringify's key list read (own or not, enumerable or not)
  let defined = 0;
  for (const key of SUB_LIST_FIELDS) if (fields[key] !== undefined) defined++;
  return defined === enumerable;
}

type Modules = {
  threads: typeof import("node:worker_threads");
  fs: typeof import("node:fs");
  url: typeof import("node:url");
};

/** Node's modules, on Node itself (not Deno or Bun, which have their own), 20.16 or later. */
function nodeModules(): Modules | undefined {
  const proc = (globalThis as { process?: NodeJS.Process }).process;
  if (proc?.release?.name !== "node" || "Deno" in globalThis || "Bun" in globalThis) return undefined;
  if (typeof proc.getBuiltinModule !== "function") return undefined;
  return {
    threads: proc.getBuiltinModule("node:worker_threads"),
    fs: proc.getBuiltinModule("node:fs"),
    url: proc.getBuiltinModule("node:url"),
  };
}

/** The worker's file beside the engine's in dist (a variable: bundlers do not follow it). */
const WORKER_FILE = "./bulk-worker.js";
let workerScript: () => URL | string = () => new URL(WORKER_FILE, import.meta.url);
let minSubList = OFF_THREAD_MIN_SUB_LIST;
let waitOnline = false;

/**
 * Tests only: the worker's file (built from worker.ts), the sub-list size it starts at, and
 * whether a read waits for the worker to be up at the first multiple of the size (a short test
 * input ends before the worker is up otherwise; a real read goes on without it meanwhile).
 */
export function useWorkerScript(script: URL | string, fromSubListSize: number, wait = true): void {
  workerScript = () => script;
  minSubList = fromSubListSize;
  waitOnline = wait;
}

/** Tests only: what the worker did (reads it took over; bodies written ahead meanwhile, used). */
export const offThreadCounts = { started: 0, bodies: 0 };

export class OffThread {
  /** True once the worker runs: rows may go to it from then on. */
  online = false;
  /** Whether the worker came up. */
  private readonly up: Promise<boolean>;
  private readonly replies: Array<{ resolve(reply: Reply): void; reject(error: unknown): void }> = [];
  private failure: unknown;

  private constructor(private readonly worker: import("node:worker_threads").Worker) {
    let up: (online: boolean) => void = () => {};
    this.up = new Promise((resolve) => {
      up = resolve;
    });
    worker.on("online", () => {
      this.online = true;
      up(true);
    });
    worker.on("message", (reply: Reply) => {
      const waiting = this.replies.shift();
      if (this.replies.length === 0) worker.unref();
      if ("failed" in reply) waiting?.reject(new Error(`bulk worker: ${reply.failed}`));
      else waiting?.resolve(reply);
    });
    const fail = (error: unknown) => {
      this.online = false;
      up(false);
      this.failure ??= error;
      for (const waiting of this.replies.splice(0)) waiting.reject(this.failure);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`bulk worker exited (${code})`)));
    worker.unref(); // idle, it does not keep the process alive
  }

  /** Whether a read in sub-lists of `subListSize` is worth a worker (OFF_THREAD_MIN_SUB_LIST). */
  static worth(subListSize: number): boolean {
    return subListSize >= minSubList;
  }

  /** A worker for a validating read in sub-lists of `subListSize`, when this runtime can run one. */
  static open(subListSize: number): OffThread | undefined {
    if (!OffThread.worth(subListSize)) return undefined;
    const node = nodeModules();
    if (!node) return undefined;
    try {
      const script = workerScript();
      if (!node.fs.existsSync(typeof script === "string" ? script : node.url.fileURLToPath(script))) {
        return undefined;
      }
      // A small young generation: what the worker allocates dies young; a large one is only RSS.
      const worker = new node.threads.Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
      return new OffThread(worker);
    } catch {
      return undefined; // no worker: everything runs on this thread, as elsewhere
    }
  }

  /** Whether rows may go to the worker now (tests wait for it to be up: `useWorkerScript`). */
  async ready(): Promise<boolean> {
    return this.online || (waitOnline && (await this.up));
  }

  /** Hands the worker the read from `row` on and the names seen (this thread's are gone). */
  start(names: NameSet, row: number): Promise<Reply> {
    offThreadCounts.started++;
    const state = names.state();
    return this.ask({ op: "start", names: state, row }, NameSet.buffers(state));
  }

  /**
   * Validates the next rows there (`plainRow` each), given as `plainJsonSlices` of their records:
   * their issues, in row order (each names its row).
   */
  async rows(texts: readonly string[]): Promise<RecordIssue[]> {
    return ((await this.ask({ op: "rows", texts })) as { issues: RecordIssue[] }).issues;
  }

  /** The names the worker saw (it validates nothing after this). */
  async names(): Promise<NameSet> {
    return NameSet.from(((await this.ask({ op: "names" })) as { names: NameSetState }).names);
  }

  /** Stops the worker. */
  close(): void {
    this.online = false;
    // The read that asked is over: its requests in flight are dropped, never settled, so no
    // rejection is left for a caller that is gone; the thread's exit is not a failure.
    this.replies.length = 0;
    this.worker.removeAllListeners("exit");
    this.worker.terminate().catch(() => {});
  }

  private ask(request: Request, transfer: ArrayBuffer[] = []): Promise<Reply> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise<Reply>((resolve, reject) => {
      this.replies.push({ resolve, reject });
      this.worker.ref(); // an answer is awaited
      this.worker.postMessage(request, transfer);
    });
  }
}
