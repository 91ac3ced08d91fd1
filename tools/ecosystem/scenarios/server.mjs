// Starts the installed reference server on a free loopback port and prints its URL; then a
// refused URL (a port that was bound and closed). Runs until killed. With `--fail-sub-list N`,
// the Nth sub-list upload is refused once with a 400 (an interrupted nightly upload).
import { createServer } from "node:net";
import { startMockServer } from "@cdrapi/mock-server";

const server = await startMockServer({ port: 0, host: "127.0.0.1" });
const failAt = process.argv.indexOf("--fail-sub-list");
if (failAt > 0) {
  const n = Number(process.argv[failAt + 1]);
  server.faults.inject({
    method: "POST",
    path: "/v1/reports/maintain-domains/sub-lists",
    skip: n - 1,
    times: 1,
    kind: "status",
    status: 400,
  });
}
const closed = createServer();
await new Promise((resolve) => closed.listen(0, "127.0.0.1", resolve));
const refused = `http://127.0.0.1:${closed.address().port}`;
await new Promise((resolve) => closed.close(resolve));
console.log(JSON.stringify({ url: server.url, refused }));
