// reportMaintainDomains through the real client, against the shared scripted node:http server
// (@cdrapi/test-helpers), which keeps every request body as raw bytes: the sub-lists go up as the exact text that was hashed for
// the checkpoint, through the same transport as every other call (auth, User-Agent, retry
// policy of a non-idempotent operation, timeouts, typed errors).
import {
  ApiError,
  checkpointOf,
  createReportingClient,
  type MaintainDomain,
  type ReportCheckpoint,
  TimeoutError,
} from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import {
  makeRecords,
  type RecordedRequest,
  type Reply,
  startServer,
  type TestServer,
} from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { hashLink, serializeSubList } from "../../src/bulk/hash.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";
const LIST = "/v1/registrars/domains";
const credentials = { username: "registrar-1", password: "s3cret" };

/** What the script does with the n-th request (1-based): answer with a status, or never. */
type Answer = { status: number; headers?: Record<string, string> } | "hang";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * Answers sub-lists and the merge with ReportRequestInfo, and the pending read with the
 * sub-lists answered so far, unless `script` says otherwise.
 */
function reportInfo(
  script: (n: number, req: RecordedRequest) => Answer | undefined = () => undefined,
): Reply {
  let n = 0;
  const pending: Array<{ id: number; link: string; requestTime: string; totalDomain: number }> = [];
  let pendingRecords = 0;
  return (res, entry) => {
    // A server without VNNIC's list reads: the read-back cannot be made, and the removal guard is
    // turned off by the tests (`removalGuard: false`), which otherwise refuses to go on without it.
    if (entry.method === "GET" && entry.url.startsWith(LIST)) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ messages: ["no list read here"] }));
      return;
    }
    const id = ++n;
    const answer = script(id, entry) ?? { status: 200 };
    if (answer === "hang") return;
    res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
    if (answer.status !== 200) {
      res.end(JSON.stringify({ messages: [`status ${answer.status}`] }));
      return;
    }
    const info = { id, link: `/v1/reports/${id}`, requestTime: "2026-01-01T00:00:00.000Z" };
    if (entry.method === "GET" && entry.url === SUB_LISTS) {
      const subLists = pending.map((p) => ({ ...p, requestResult: "PENDING", requestType: "SUB_LIST" }));
      res.end(JSON.stringify({ totalDomain: pendingRecords, subLists }));
    } else if (entry.url === MERGE) {
      res.end(
        JSON.stringify({
          ...info,
          requestResult: "SUCCESS",
          requestType: "REPLACE",
          totalDomain: pendingRecords,
        }),
      );
    } else {
      pendingRecords += (JSON.parse(entry.body) as unknown[]).length;
      pending.push({ ...info, totalDomain: pendingRecords });
      res.end(
        JSON.stringify({
          ...info,
          requestResult: "PENDING",
          requestType: "SUB_LIST",
          totalDomain: pendingRecords,
        }),
      );
    }
  };
}

/** Records with their keys in reverse order (the body sorts them) and Vietnamese text (multi-byte UTF-8). */
function records(count: number): MaintainDomain[] {
  return makeRecords(count).map(
    (record) => Object.fromEntries(Object.entries(record).reverse()) as unknown as MaintainDomain,
  );
}

const subLists = (received: RecordedRequest[]) =>
  received.filter((r) => r.method === "POST" && r.url === SUB_LISTS);

describe("sub-lists on the wire", () => {
  test("each body is byte for byte the text that was hashed into the checkpoint", async () => {
    server = await startServer(reportInfo());
    const { url, requests: received } = server;
    const client = createReportingClient({ baseUrl: url, credentials });
    // the records path (a second serialisation by openapi-fetch) is not taken
    let viaRecords = 0;
    const bytes = client.reports.uploadMaintainDomainSubList;
    client.reports.uploadMaintainDomainSubList = (domains, o) => {
      if (!(domains instanceof Uint8Array)) {
        viaRecords++;
        throw new Error("sub-list sent as records");
      }
      return bytes(domains, o);
    };
    const list = records(12);
    const saved: ReportCheckpoint[] = [];
    const result = await reportMaintainDomains(client, once(list), {
      subListSize: 5,
      removalGuard: false,
      onCheckpoint: (cp) => void saved.push(cp),
    });
    expect(result.requestResult).toBe("SUCCESS");
    expect(viaRecords).toBe(0);
    const bodies = subLists(received);
    expect(bodies).toHaveLength(3);
    const checkpoint = saved.at(-1)!;
    let chain = "";
    for (const [i, request] of bodies.entries()) {
      const expected = serializeSubList(list.slice(i * 5, i * 5 + 5));
      expect(request.bodyBytes.equals(Buffer.from(expected, "utf8"))).toBe(true);
      // the checkpoint's hash is the chain over exactly these bytes
      chain = await hashLink(chain, "", request.bodyBytes.toString("utf8"));
      expect(checkpoint.accepted[i]!.hash).toBe(chain);
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from("registrar-1:s3cret").toString("base64")}`,
      );
      expect(request.headers["user-agent"]).toMatch(/^cdrapi-reporting\//);
    }
    expect(checkpoint.inputHash).toBe(chain);
    // the merge is the last write (the list read before and after are reads)
    expect(
      received
        .filter((r) => r.method !== "GET")
        .map((r) => `${r.method} ${r.url}`)
        .at(-1),
    ).toBe(`PUT ${MERGE}`);
  });

  test("a list that fits in one sub-list goes up as one full upload of the bytes hashed", async () => {
    server = await startServer((res, entry) => {
      const read = entry.url.startsWith(LIST); // no list reads on this server
      res.writeHead(read ? 404 : 200, { "content-type": "application/json" });
      if (read) return void res.end("{}");
      const totalDomain = (JSON.parse(entry.body) as unknown[]).length;
      const info = { id: 1, link: "/v1/reports/1", requestTime: "2026-01-01T00:00:00.000Z" };
      res.end(JSON.stringify({ ...info, requestResult: "SUCCESS", requestType: "REPLACE", totalDomain }));
    });
    const client = createReportingClient({ baseUrl: server.url, credentials });
    // the records path (parsed back from the bytes, serialised again by openapi-fetch) is not taken
    let viaRecords = 0;
    const bytes = client.reports.uploadMaintainDomains;
    client.reports.uploadMaintainDomains = (domains, o) => {
      if (!(domains instanceof Uint8Array)) {
        viaRecords++;
        throw new Error("full list sent as records");
      }
      return bytes(domains, o);
    };
    const list = records(4);
    const saved: ReportCheckpoint[] = [];
    const result = await reportMaintainDomains(client, once(list), {
      subListSize: 5,
      removalGuard: false,
      onCheckpoint: (cp) => void saved.push(cp),
    });
    expect(result).toMatchObject({ requestResult: "SUCCESS", requestType: "REPLACE", totalDomain: 4 });
    expect(viaRecords).toBe(0);
    // the one upload, the list read back, the sampled domain read back (no removal guard here)
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /v1/reports/maintain-domains",
      `GET ${LIST}`,
      `GET ${LIST}/${encodeURIComponent(list[0]!.domainName)}`,
    ]);
    const body = server.requests[0]!.bodyBytes;
    expect(body.equals(Buffer.from(serializeSubList(list), "utf8"))).toBe(true);
    expect(saved.at(-1)!.inputHash).toBe(await hashLink("", "", body.toString("utf8")));
    expect(saved.at(-1)!.merged?.requestType).toBe("REPLACE");
  });

  test("the JSON upload is internal: the client has no new public method", () => {
    const client = createReportingClient({ baseUrl: "http://127.0.0.1:1", credentials });
    expect(Object.keys(client)).not.toContain("uploadMaintainDomainSubListJson");
    expect(Object.keys(client)).not.toContain("uploadMaintainDomainReportJson");
  });

  test("a sub-list answered 429 is sent again, the same bytes; a 503 is not retried (not idempotent)", async () => {
    // request 1: the pending read; request 3 (sub-list 1): 429 then retried as request 4;
    // request 5 (sub-list 2): 503
    server = await startServer(
      reportInfo((n) =>
        n === 3 ? { status: 429, headers: { "retry-after": "0" } } : n === 5 ? { status: 503 } : undefined,
      ),
    );
    const { url, requests: received } = server;
    const client = createReportingClient({ baseUrl: url, credentials });
    const error = await reportMaintainDomains(client, once(records(12)), {
      subListSize: 5,
      removalGuard: false,
    }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    const bodies = subLists(received);
    expect(bodies).toHaveLength(4); // no retry of the 503
    expect(bodies[2]!.bodyBytes.equals(bodies[1]!.bodyBytes)).toBe(true);
    expect(received.some((r) => r.url === MERGE)).toBe(false);
    const checkpoint = checkpointOf(error)!;
    expect(checkpoint.accepted.map((a) => [a.index, a.id])).toEqual([
      [0, 2],
      [1, 4],
    ]);
    expect(checkpoint.inFlight).toBeUndefined(); // the 503 says the server did not add it
  });

  test("a sub-list whose answer never comes times out once (no retry) and the error carries the checkpoint", async () => {
    server = await startServer(reportInfo((n) => (n === 3 ? "hang" : undefined)));
    const { url, requests: received } = server;
    // Long enough for the answered requests on a loaded CI machine: only the hanging one times out.
    const client = createReportingClient({ baseUrl: url, credentials, timeoutMs: 2_000 });
    const error = await reportMaintainDomains(client, once(records(12)), {
      subListSize: 5,
      removalGuard: false,
    }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(subLists(received)).toHaveLength(2); // the timed-out upload was not sent again
    expect(checkpointOf(error)!.accepted).toHaveLength(1);
    // the server may have added it: the next run looks for it before sending it again
    expect(checkpointOf(error)!.inFlight).toMatchObject({ index: 1, count: 5 });
  });
});

describe("the pending read", () => {
  const malformed: Array<[string, string]> = [
    ["an empty body", ""],
    ["no subLists", '{"totalDomain": 0}'],
    ["no totalDomain", '{"subLists": []}'],
  ];
  for (const [name, body] of malformed) {
    test(`a success answer with ${name} is an ApiError, and no bulk run merges on it`, async () => {
      server = await startServer((res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(body);
      });
      const client = createReportingClient({ baseUrl: server.url, credentials });
      const error = (await client.reports.listPendingSubLists().catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toMatch(/the server answered without the pending sub-lists/);
      await expect(
        reportMaintainDomains(client, records(12), { subListSize: 5, removalGuard: false }),
      ).rejects.toThrow(ApiError);
      expect(subLists(server.requests)).toHaveLength(0);
    });
  }
});

async function* once<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}
