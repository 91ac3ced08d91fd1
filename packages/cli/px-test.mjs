import { EnvHttpProxyAgent } from "undici";
import http from "node:http";
let seen = 0;
const proxy = http.createServer((req, res) => { seen++; res.writeHead(200); res.end("[]"); }); proxy.on("connect", (req, sock) => { seen++; sock.end(); });
await new Promise((r) => proxy.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${proxy.address().port}`;
for (const lower of ["", undefined]) {
  process.env.HTTP_PROXY = url;
  if (lower === undefined) delete process.env.http_proxy; else process.env.http_proxy = lower;
  const { fetch } = await import("undici");
  seen = 0;
  try { await fetch("http://127.0.0.2:8999/x", { dispatcher: new EnvHttpProxyAgent() }); } catch (e) { console.log(String(e), e.cause && String(e.cause)); }
  console.log(JSON.stringify(lower), "proxy saw", seen);
}
proxy.close();
