// The bulk engine's second thread (Node only): the validation of a validating read, and the JSON
// and UTF-8 of every other sub-list, run in a worker (worker.ts, built as dist/bulk-worker.js);
// the main thread reads, copies the rows to it, serialises the other sub-lists, hashes
// (WebCrypto: the thread pool) and uploads. Elsewhere (browsers, Deno, Bun, a bundle without the
// worker file, Node before 20.16) nothing changes: all of it runs on the one thread.
//
//   main: rows -> plain? -> batches of records (structured clone: cheaper here than JSON text,
//         whose copy to the worker costs as much as its making) -> worker
//   worker: validate (the names seen: its own set) -> the batch's issues, in row order;
//           batches whose rows are all kept, of one sub-list in two -> their JSON (the schema's
//           keys) in UTF-8, into that sub-list's body -> the body, sent before the issues of
//           the batch that completes it; the main thread gives it back once sent (`recycle`)
//
// The worker validates a copy of each record, so a row goes there only when the copy reads as
// the record does (`plainRow`); at the first row that does not, the worker hands its names back
// and the rest of the read is validated here. A body comes from the worker only when its rows
// are exactly the sub-list's (all kept, the batches aligned on it: the main thread cuts them at
// each multiple of the size, were every row kept); the chain serialises any other sub-list here,
// as before. Same issues, bodies and hashes either way.
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
  | { op: "start"; names: NameSetState; row: number; kept: number; subListSize: number }
  | { op: "rows"; records: readonly unknown[] }
  | { op: "end" }
  | { op: "names" }
  /** A body's bytes, back for the next one (not answered). */
  | { op: "recycle"; bytes: ArrayBuffer };

/** An answer, or a body the worker made (`made`: sent before the answer of the request that completed it). */
export type Reply =
  | { issues: RecordIssue[] }
  | { names: NameSetState }
  | { made: Made }
  | { failed: string }
  | { done: true };

/**
 * A sub-list's body, for `count` records from kept record `first` on: `bytes` from `room` to
 * `used` (the `room` bytes before it are free: the hash writes the head of its link there).
 */
export interface Made {
  room: number;
  first: number;
  count: number;
  bytes: ArrayBuffer;
  used: number;
}

/** MaintainDomain's fields (a null-prototype object: a lookup reads nothing else). */
const FIELDS: Readonly<Record<string, true>> = Object.assign(
  Object.create(null),
  Object.fromEntries(SUB_LIST_FIELDS.map((key) => [key, true])),
);

/**
 * Whether the worker may validate this row: a data row the reader read whole, whose record is a
 * plain object (no prototype but Object's, or none, and no `toJSON`) with fields only, each an
 * own enumerable property (what a structured clone copies) that is a string, a boolean, a
 * number or null (what it copies as is). A getter is read once, when the row is copied.
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
    if (type !== "string" && type !== "boolean" && type !== "number" && value !== null) return false;
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

/** Tests only: what the worker did (reads it took over, bodies it made that were used). */
export const offThreadCounts = { started: 0, bodies: 0 };

export class OffThread {
  /** True once the worker runs: rows may go to it from then on. */
  online = false;
  /** Whether the worker came up. */
  private readonly up: Promise<boolean>;
  private readonly replies: Array<{ resolve(reply: Reply): void; reject(error: unknown): void }> = [];
  private failure: unknown;
  private readonly made = new Map<number, Made>();
  /** The bodies handed out, until they come back (`recycle`). */
  private readonly lent = new WeakSet<ArrayBuffer>();

  private constructor(
    private readonly worker: import("node:worker_threads").Worker,
    private readonly subListSize: number,
  ) {
    let up: (online: boolean) => void = () => {};
    this.up = new Promise((resolve) => {
      up = resolve;
    });
    worker.on("online", () => {
      this.online = true;
      up(true);
    });
    worker.on("message", (reply: Reply) => {
      if ("made" in reply) {
        this.made.set(reply.made.first, reply.made);
        return;
      }
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
      return new OffThread(worker, subListSize);
    } catch {
      return undefined; // no worker: everything runs on this thread, as elsewhere
    }
  }

  /** Whether rows may go to the worker now (tests wait for it to be up: `useWorkerScript`). */
  async ready(): Promise<boolean> {
    return this.online || (waitOnline && (await this.up));
  }

  /** Hands the worker the read from `row` on (`kept` rows kept before it) and the names seen (this thread's are gone). */
  start(names: NameSet, row: number, kept: number): Promise<Reply> {
    offThreadCounts.started++;
    const state = names.state();
    return this.ask(
      { op: "start", names: state, row, kept, subListSize: this.subListSize },
      NameSet.buffers(state),
    );
  }

  /** Validates the next rows there (`plainRow` each): their issues, in row order (each names its row). */
  async rows(records: readonly unknown[]): Promise<RecordIssue[]> {
    return ((await this.ask({ op: "rows", records })) as { issues: RecordIssue[] }).issues;
  }

  /** The input ended: the last sub-list's body, if the worker has it, is made before the answer. */
  end(): Promise<Reply> {
    return this.ask({ op: "end" });
  }

  /** The names the worker saw (it validates nothing after this). */
  async names(): Promise<NameSet> {
    return NameSet.from(((await this.ask({ op: "names" })) as { names: NameSetState }).names);
  }

  /**
   * The body of sub-list `index` of `count` records, when the worker made it from exactly its
   * rows (`serializeSubList` of its records, in UTF-8), and the free bytes before it; undefined
   * otherwise.
   */
  body(index: number, count: number): { body: Uint8Array; room: number } | undefined {
    const first = index * this.subListSize;
    const made = this.made.get(first);
    for (const key of this.made.keys()) if (key <= first) this.made.delete(key);
    if (made?.count !== count) return undefined;
    this.lent.add(made.bytes);
    offThreadCounts.bodies++;
    return { body: new Uint8Array(made.bytes, made.room, made.used - made.room), room: made.room };
  }

  /** Gives a body back to the worker, for the next one: `body` must not be read after this. */
  recycle(body: Uint8Array): void {
    const bytes = body.buffer as ArrayBuffer;
    if (!this.lent.delete(bytes) || this.failure !== undefined || !this.online) return;
    try {
      this.worker.postMessage({ op: "recycle", bytes } satisfies Request, [bytes]);
    } catch {
      // the worker is gone: the collector frees it
    }
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
