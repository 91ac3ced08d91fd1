// A forwarding proxy on loopback, as a corporate network has one: it forwards requests in
// absolute form (`GET http://host/path`, plain HTTP) and tunnels CONNECT (HTTPS, and HTTP when
// the client tunnels it), counting each, and may require Basic credentials (407 without them).
// Plain JavaScript, so the ecosystem test (node, no TypeScript) uses it too.
import { createServer, request as httpRequest } from "node:http";
import { connect } from "node:net";

/**
 * Starts the proxy; with `credentials` ("user:pass"), only requests that carry them pass.
 * @param {{ credentials?: string }} [options]
 * @returns {Promise<import("./forward-proxy.d.mts").ForwardProxy>}
 */
export async function startForwardProxy(options = {}) {
  const expected =
    options.credentials === undefined
      ? undefined
      : `Basic ${Buffer.from(options.credentials).toString("base64")}`;
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const allowed = (req) => expected === undefined || req.headers["proxy-authorization"] === expected;

  const server = createServer((req, res) => {
    if (!allowed(req)) {
      proxy.refused++;
      req.resume();
      res.writeHead(407, { "proxy-authenticate": 'Basic realm="proxy"' }).end();
      return;
    }
    proxy.seen.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? "");
    const headers = { ...req.headers };
    delete headers["proxy-authorization"];
    delete headers["proxy-connection"];
    const path = target.pathname + target.search;
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  server.on("connect", (req, client, head) => {
    track(client);
    client.on("error", () => client.destroy());
    if (!allowed(req)) {
      proxy.refused++;
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="proxy"\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    proxy.seen.push(`CONNECT ${req.url}`);
    const [host, port] = (req.url ?? "").split(/:(?=\d+$)/);
    const upstream = connect(Number(port), host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on("error", () => client.destroy());
  });
  server.on("connection", track);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const proxy = {
    url: `http://127.0.0.1:${server.address().port}`,
    seen: [],
    refused: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
