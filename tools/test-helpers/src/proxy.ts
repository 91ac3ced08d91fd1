// A gateway in front of a server on loopback, as registrars meet them: it forwards each request,
// and a test's rules may answer one itself (an operation the gateway hides), rewrite an answer
// (a list cut to its first page) or hold a request until something else has happened (another
// upload landing first).
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ProxyRules {
  /** Awaited before the request is forwarded (or answered). */
  before?: (method: string, path: string) => Promise<void> | void;
  /** Answers the request without forwarding it (status and JSON body), or undefined to forward it. */
  answer?: (method: string, path: string) => { status: number; body: unknown } | undefined;
  /** The JSON body to return instead of the server's (`undefined`: the server's, untouched). */
  rewrite?: (method: string, path: string, body: unknown) => unknown;
}

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export async function startProxy(target: string, rules: ProxyRules): Promise<Proxy> {
  const upstream = new URL(target);
  const server: Server = createServer(async (req, res) => {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://proxy").pathname;
    await rules.before?.(method, path);
    const own = rules.answer?.(method, path);
    if (own) {
      req.resume();
      res.writeHead(own.status, { "content-type": "application/json" }).end(JSON.stringify(own.body));
      return;
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method, headers: req.headers },
      (answer) => {
        if (!rules.rewrite) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          const rewritten = body === undefined ? undefined : rules.rewrite!(method, path, body);
          const out = rewritten === undefined ? text : JSON.stringify(rewritten);
          const headers = { ...answer.headers, "content-length": String(Buffer.byteLength(out)) };
          delete headers["transfer-encoding"];
          res.writeHead(answer.statusCode ?? 502, headers).end(out);
        });
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
