// The bulk engine's worker thread (Node; built as dist/bulk-worker.js, started by off-thread.ts):
// validates copies of the rows the main thread hands it, in row order, with the names seen so
// far (handed over at the start, handed back on request), and writes the JSON of batches whose
// rows are all kept (`serializeSubList`), in UTF-8, into the body of the sub-list they make up.
// One request at a time, each answered in order.
import { parentPort } from "node:worker_threads";
import { BodyWriter, HEAD_ROOM } from "./hash.js";
import { NameSet } from "./names.js";
import type { Made, Reply, Request } from "./off-thread.js";
import { createRecordValidator, type RecordIssue, type RecordValidator } from "./validate.js";

const port = parentPort!;
/** Bodies kept for reuse (each sub-list in flight holds one). */
const POOL = 4;
/**
 * The worker makes the body of one sub-list in SHARE (the first of each SHARE), the main thread
 * the others' (the chain): so the two threads carry about as much of the work (see RESULTS.md).
 */
const SHARE = 2;

let validator: RecordValidator | undefined;
let subListSize = 1;
/** The row of the next record, and the records kept before it. */
let row = 0;
let kept = 0;
/** The body being written: from a multiple of the size on, every row kept. */
let tile: { first: number; count: number; writer: BodyWriter } | undefined;
/** The size of the last body: the next one's first guess; and bodies the main thread is done with. */
let capacity = 1 << 20;
const pool: ArrayBuffer[] = [];

port.on("message", (request: Request) => {
  let reply: Reply | undefined;
  try {
    reply = answer(request);
  } catch (error) {
    reply = { failed: error instanceof Error ? error.message : String(error) };
  }
  if (reply === undefined) return; // nothing to answer
  if ("names" in reply) port.postMessage(reply, NameSet.buffers(reply.names));
  else port.postMessage(reply);
});

function answer(request: Request): Reply | undefined {
  switch (request.op) {
    case "start":
      validator = createRecordValidator({ names: NameSet.from(request.names) });
      ({ row, kept, subListSize } = request);
      tile = undefined;
      return { done: true };
    case "rows":
      return { issues: rows(request.records) };
    case "end":
      if (tile) make(tile);
      tile = undefined;
      return { done: true };
    case "recycle":
      if (pool.length < POOL) pool.push(request.bytes);
      return undefined;
    case "names": {
      const names = validator!.names.state();
      validator = undefined;
      return { names };
    }
  }
}

function rows(records: readonly unknown[]): RecordIssue[] {
  const issues: RecordIssue[] = [];
  const start = kept;
  for (const record of records) {
    const found = validator!.check(record, row++);
    if (found.length === 0) kept++;
    else for (const issue of found) issues.push(issue);
  }
  if (issues.length > 0 || records.length === 0) {
    tile = undefined;
    return issues;
  }
  if (start % subListSize === 0 && (start / subListSize) % SHARE === 0) {
    const reused = pool.pop();
    const bytes = reused && reused.byteLength >= capacity ? new Uint8Array(reused) : new Uint8Array(capacity);
    // a whole batch (BATCH rows at most) per JSON.stringify: slices measured no better here and
    // doubled this thread's heap (its batch's records, live meanwhile, promoted more often)
    tile = { first: start, count: 0, writer: new BodyWriter(bytes, Infinity) };
  }
  if (tile?.first === undefined || tile.first + tile.count !== start) {
    tile = undefined;
    return issues;
  }
  tile.writer.add(records);
  tile.count += records.length;
  if (tile.count >= subListSize) {
    if (tile.count === subListSize) make(tile);
    tile = undefined;
  }
  return issues;
}

/** Sends a body, before the answer of the request that completed it. */
function make({ first, count, writer }: NonNullable<typeof tile>): void {
  const { bytes, used } = writer;
  capacity = Math.max(capacity, used + (used >> 3));
  const made: Made = { first, count, bytes: bytes.buffer, room: HEAD_ROOM, used };
  port.postMessage({ made } satisfies Reply, [bytes.buffer]);
}
