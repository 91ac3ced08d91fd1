// The loopback server every benchmark talks to, run in its own process (so its CPU time is not
// the client's): answers like the API with small fixed bodies and counts the bytes it reads.
// Prints {"port": N} on stdout when listening; stops when its parent disconnects.
import { createServer } from "node:http";

const info = (type, total = 0) =>
  JSON.stringify({
    id: 1,
    link: "/v1/reports/1",
    requestTime: "2026-01-01T00:00:00.000Z",
    requestResult: "SUCCESS",
    requestType: type,
    totalDomain: total,
    addedDomain: 0,
    changedDomain: 0,
    removedDomain: 0,
    subListDomain: total,
  });
const RESOURCES = JSON.stringify([
  { name: "cpu", unit: "cores", total: 4, used: 1, free: 3 },
  { name: "memory", unit: "MB", total: 8192, used: 2048, free: 6144 },
]);

let bytes = 0;
let requests = 0;
const server = createServer((req, res) => {
  let size = 0;
  req.on("data", (chunk) => {
    size += chunk.length;
  });
  req.on("end", () => {
    bytes += size;
    requests++;
    const url = req.url ?? "";
    let body;
    if (url === "/__stats") body = JSON.stringify({ bytes, requests });
    else if (url.startsWith("/service/")) body = RESOURCES;
    else if (url.endsWith("/merge")) body = info("REPLACE");
    else if (url.startsWith("/v1/reports/maintain-domains")) body = info("REPLACE", 0);
    else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: server.address().port });
});
process.on("disconnect", () => process.exit(0));
