// The loopback server every benchmark talks to, run in its own process (so its CPU time is not
// the client's): answers like the API with small bodies (pending sub-lists kept as the document
// has them, for the bulk client's checks, and the maintained list a merge or full upload leaves,
// names and dates, which the bulk client reads before and after its upload) and counts the bytes
// it reads. `--latency=MS`: every
// answer is sent MS milliseconds after its request is read (a registry across a network, not
// one on loopback that answers at once).
// Prints {"port": N} on stdout when listening; stops when its parent disconnects.
import { createServer } from "node:http";

const LATENCY = Number(/^--latency=(\d+)$/.exec(process.argv[2] ?? "")?.[1] ?? 0);

let nextId = 1;
const info = (type, total = 0, subList = 0) =>
  JSON.stringify({
    id: nextId++,
    link: "/v1/reports/1",
    requestTime: "2026-01-01T00:00:00.000Z",
    requestResult: type === "SUB_LIST" ? "PENDING" : "SUCCESS",
    requestType: type,
    totalDomain: total,
    addedDomain: 0,
    changedDomain: 0,
    removedDomain: 0,
    subListDomain: subList,
  });
/** A VM list as the document has it (Cloud Virtual Machine_listVms): section 6 checks it against its schema. */
const VMS = JSON.stringify({
  vms: Array.from({ length: 100 }, (_, i) => ({
    id: `vm-${i}`,
    label: `web-${i}`,
    status: "running",
    hostname: `web-${i}.example.vn`,
    ip: `10.0.${Math.floor(i / 250)}.${i % 250}`,
  })),
});
const RESOURCES = JSON.stringify([
  { name: "cpu", unit: "cores", total: 4, used: 1, free: 3 },
  { name: "memory", unit: "MB", total: 8192, used: 2048, free: 6144 },
]);

let bytes = 0;
let requests = 0;
/** Pending sub-lists as the document has them (the bulk client checks them before the merge). */
let pending = [];
/** Their records, kept as a sum: the per-request benchmark leaves thousands pending. */
let pendingRecords = 0;
const pendingTotal = () => pendingRecords;
/** The records of the pending sub-lists and of the maintained list: names and dates, as JSON text. */
let pendingItems = [];
let maintained = [];
/** The list read's items of an uploaded body (the per-request benchmark's bodies are small). */
const listed = (chunks) =>
  JSON.parse(Buffer.concat(chunks).toString("utf8")).map((r) =>
    JSON.stringify({
      domainName: r.domainName,
      registeredDate: r.registeredDate,
      expiredDate: r.expiredDate,
    }),
  );
const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const DOMAIN_KEY = Buffer.from('"domainName":');

/** Counts `"domainName":` keys (one per record) in a body as it streams: no copy of the body. */
function recordCounter() {
  let count = 0;
  let tail = Buffer.alloc(0); // the last bytes of the previous chunk: a key may span two chunks
  const occurrences = (bytes) => {
    let n = 0;
    for (let at = bytes.indexOf(DOMAIN_KEY); at >= 0; at = bytes.indexOf(DOMAIN_KEY, at + 1)) n++;
    return n;
  };
  return {
    add(chunk) {
      const edge = DOMAIN_KEY.length - 1;
      // keys that span the boundary (too long to fit in either side's `edge` bytes), then the chunk's own
      count += occurrences(Buffer.concat([tail, chunk.subarray(0, edge)])) + occurrences(chunk);
      tail = chunk.subarray(Math.max(0, chunk.length - edge));
    },
    get count() {
      return count;
    },
  };
}

const server = createServer((req, res) => {
  let size = 0;
  const report = req.method === "POST" && (req.url ?? "").startsWith("/v1/reports/maintain-domains");
  const records = report ? recordCounter() : undefined;
  const chunks = [];
  req.on("data", (chunk) => {
    size += chunk.length;
    records?.add(chunk);
    if (report) chunks.push(chunk);
  });
  req.on("end", () => {
    bytes += size;
    requests++;
    const url = req.url ?? "";
    let body;
    if (url === "/__stats") body = JSON.stringify({ bytes, requests });
    else if (url === "/__reset") {
      pending = []; // the per-request benchmark's sub-lists are never merged
      pendingRecords = 0;
      pendingItems = [];
      body = "{}";
    } else if (url === "/service/1201/vms") body = VMS;
    else if (url.startsWith("/service/")) body = RESOURCES;
    else if (url.endsWith("/merge")) {
      body = info("REPLACE", pendingTotal());
      maintained = pendingItems;
      pending = [];
      pendingRecords = 0;
      pendingItems = [];
    } else if (url === SUB_LISTS && req.method === "GET") {
      body = JSON.stringify({ totalDomain: pendingTotal(), subLists: pending });
    } else if (url === SUB_LISTS) {
      const count = records.count;
      const entry = JSON.parse(info("SUB_LIST", pendingTotal() + count, count));
      pending.push(entry);
      pendingRecords += count;
      for (const item of listed(chunks)) pendingItems.push(item);
      body = JSON.stringify(entry);
    } else if (url.startsWith("/v1/reports/maintain-domains")) {
      body = info("REPLACE", records.count);
      maintained = listed(chunks);
    } else if (url === "/v1/registrars/domains") body = `[${maintained.join(",")}]`;
    else {
      setTimeout(() => res.writeHead(404).end(), LATENCY);
      return;
    }
    const answer = () => {
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    };
    if (LATENCY > 0) setTimeout(answer, LATENCY);
    else answer();
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: server.address().port });
});
process.on("disconnect", () => process.exit(0));
