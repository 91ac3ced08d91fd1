// A scripted loopback HTTP server for tests that need exact control of the wire: each
// request gets the next reply of the script (the last one repeats) and is recorded.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body decoded as UTF-8. */
  body: string;
  /** The body exactly as it came on the wire. */
  bodyBytes: Buffer;
}

export type Reply = (res: ServerResponse, req: RecordedRequest, raw: IncomingMessage) => void;

export interface TestServer {
  /** "http://127.0.0.1:<port>" */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startServer(script: Reply | Reply[], port = 0): Promise<TestServer> {
  const replies = Array.isArray(script) ? script : [script];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const bodyBytes = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: bodyBytes.toString("utf8"),
        bodyBytes,
      };
      requests.push(recorded);
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)]!;
      reply(res, recorded, req);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (connections are refused). */
export async function closedPort(): Promise<number> {
  const server = await startServer(() => {});
  await server.close();
  return server.port;
}

export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

export const text =
  (status: number, body: string, headers: Record<string, string> = {}): Reply =>
  (res) => {
    res.writeHead(status, headers);
    res.end(body);
  };

/** Never answers (until the server closes). */
export const hang: Reply = () => {};

/** Drops the connection without an answer. */
export const reset: Reply = (_res, _req, raw) => {
  raw.socket.destroy();
};
