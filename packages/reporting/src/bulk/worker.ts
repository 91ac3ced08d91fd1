// The bulk engine's worker thread (Node; built as dist/bulk-worker.js, started by off-thread.ts):
// validates the rows the main thread hands it as the JSON it wrote for their bodies, in row
// order, with the names seen so far (handed over at the start, handed back on request).
// One request at a time, each answered in order.
import { parentPort } from "node:worker_threads";
import { NameSet } from "./names.js";
import type { Reply, Request } from "./off-thread.js";
import { createRecordValidator, type RecordIssue, type RecordValidator } from "./validate.js";

const port = parentPort!;

let validator: RecordValidator | undefined;
/** The row of the next record. */
let row = 0;

port.on("message", (request: Request) => {
  let reply: Reply;
  try {
    reply = answer(request);
  } catch (error) {
    reply = { failed: error instanceof Error ? error.message : String(error) };
  }
  if ("names" in reply) port.postMessage(reply, NameSet.buffers(reply.names));
  else port.postMessage(reply);
});

function answer(request: Request): Reply {
  switch (request.op) {
    case "start":
      validator = createRecordValidator({ names: NameSet.from(request.names) });
      row = request.row;
      return { done: true };
    case "rows":
      return { issues: rows(request.texts) };
    case "names": {
      const names = validator!.names.state();
      validator = undefined;
      return { names };
    }
  }
}

/** The issues of the records of `texts` (each the JSON of a list of them), in row order. */
function rows(texts: readonly string[]): RecordIssue[] {
  const issues: RecordIssue[] = [];
  for (const text of texts) {
    for (const record of JSON.parse(text) as unknown[]) {
      for (const issue of validator!.check(record, row)) issues.push(issue);
      row++;
    }
  }
  return issues;
}
