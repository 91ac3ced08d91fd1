// The memory of iterating a VNNIC list (ARCHITECTURE.md, "Streamed lists"): `for await` over `domains.list()`
// of COUNT maintained domains (default 150,000, about 60 MB of JSON) from a loopback server that
// writes the array as it generates it. Prints one JSON line: { items, maxRssMiB, cpuSeconds }.
// The goal: under about 160 MiB peak RSS for 150,000 (server and client in this one process).
//   node src/list-memory.mjs [COUNT]
//   (sources: BENCH_REPORTING_ENTRY=../../../packages/reporting/src/index.ts
//    node --import ../test-helpers/src/ts-register.mjs src/list-memory.mjs)
import { createServer } from "node:http";
import { recordStream } from "@cdrapi/test-helpers/records";

const { createReportingClient } = await import(process.env.BENCH_REPORTING_ENTRY || "@cdrapi/reporting");
const count = Number(process.argv[2] ?? 150_000);

const server = createServer(async (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  let first = true;
  let chunk = "[";
  for (const record of recordStream(count)) {
    chunk += `${first ? "" : ","}${JSON.stringify(record)}`;
    first = false;
    if (chunk.length > 64 * 1024) {
      if (!res.write(chunk)) await new Promise((r) => res.once("drain", r));
      chunk = "";
    }
  }
  res.end(`${chunk}]`);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const client = createReportingClient({
  baseUrl: `http://127.0.0.1:${server.address().port}`,
  credentials: { username: "bench-registrar", password: "bench-secret" },
});

const cpu = process.cpuUsage();
let items = 0;
for await (const domain of client.domains.list()) if (domain.domainName) items++;
const used = process.cpuUsage(cpu);
server.close();
console.log(
  JSON.stringify({
    items,
    maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    cpuSeconds: Math.round((used.user + used.system) / 1e4) / 100,
  }),
);
