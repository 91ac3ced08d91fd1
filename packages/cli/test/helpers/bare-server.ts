// A server with only the report operations the seed document names (upload, upload sub-list,
// merge, fluctuation, status) and nothing else: no pending read, no list read (404). Bare
// node:http, no reference server: it counts every record received, by name, so a test can say
// each was sent exactly once.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface Info {
  id: number;
  requestTime: string;
  requestResult: "PENDING" | "SUCCESS" | "FAILURE";
  requestType: "SUB_LIST" | "REPLACE" | "UPDATE";
  totalDomain: number;
  addedDomain?: number;
  changedDomain?: number;
  removedDomain?: number;
  subListDomain?: number;
}

export interface BareServer {
  url: string;
  /** Records received by name (every upload and sub-list), and the requests by method and path. */
  received: Map<string, number>;
  requests: string[];
  /** The maintained list, by name. */
  list: Map<string, unknown>;
  close(): Promise<void>;
}

export async function startBareServer(): Promise<BareServer> {
  const received = new Map<string, number>();
  const requests: string[] = [];
  const list = new Map<string, unknown>();
  const reports = new Map<number, Info>();
  let pending = new Map<string, unknown>();
  let pendingIds: number[] = [];
  let nextId = 1;

  const info = (fields: Omit<Info, "id" | "requestTime">): Info => {
    const made = { id: nextId++, requestTime: new Date().toISOString(), ...fields };
    reports.set(made.id, made);
    return made;
  };
  const records = async (req: IncomingMessage): Promise<{ domainName: string }[]> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { domainName: string }[];
    for (const record of body) received.set(record.domainName, (received.get(record.domainName) ?? 0) + 1);
    return body;
  };
  const replace = (next: Map<string, unknown>) => {
    const added = [...next.keys()].filter((name) => !list.has(name)).length;
    const removed = [...list.keys()].filter((name) => !next.has(name)).length;
    list.clear();
    for (const [name, record] of next) list.set(name, record);
    return { addedDomain: added, removedDomain: removed, changedDomain: 0 };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push(`${req.method} ${path}`);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    if (!req.headers.authorization?.startsWith("Basic ")) return send(401, { message: "Unauthorized" });
    if (req.method === "POST" && path === "/v1/reports/maintain-domains") {
      const next = new Map((await records(req)).map((r) => [r.domainName, r] as const));
      const counts = replace(next);
      return send(
        200,
        info({ requestResult: "SUCCESS", requestType: "REPLACE", totalDomain: next.size, ...counts }),
      );
    }
    if (req.method === "POST" && path === "/v1/reports/maintain-domains/sub-lists") {
      const body = await records(req);
      for (const record of body) pending.set(record.domainName, record);
      const made = info({ requestResult: "PENDING", requestType: "SUB_LIST", totalDomain: pending.size });
      made.subListDomain = body.length;
      pendingIds.push(made.id);
      return send(200, made);
    }
    if (req.method === "PUT" && path === "/v1/reports/maintain-domains/sub-lists/merge") {
      if (pendingIds.length === 0) return send(404, { message: "nothing pending" });
      const counts = replace(pending);
      const merged = info({
        requestResult: "SUCCESS",
        requestType: "REPLACE",
        totalDomain: pending.size,
        ...counts,
      });
      for (const id of pendingIds) reports.get(id)!.requestResult = "SUCCESS";
      pending = new Map();
      pendingIds = [];
      return send(200, merged);
    }
    if (req.method === "POST" && path === "/v1/reports/fluctuation-domains") {
      const body = await records(req);
      return send(200, info({ requestResult: "SUCCESS", requestType: "UPDATE", totalDomain: body.length }));
    }
    const status = /^\/v1\/reports\/(\d+)$/.exec(path);
    if (req.method === "GET" && status) {
      const found = reports.get(Number(status[1]));
      return found ? send(200, found) : send(404, { message: "no such report" });
    }
    return send(404, { message: "Not Found" });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      res.writeHead(500);
      res.end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requests,
    list,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
