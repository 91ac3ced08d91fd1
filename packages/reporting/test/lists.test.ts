// VNNIC's lists are one JSON array, unpaged. Awaited, `listDomains()` is one JSON call under
// maxResponseBytes (a larger answer is an ApiError); iterated, the array is streamed item by
// item (streamed-list.ts over the readers' one JSON scanner), so a list far over the body limit
// is read whole. A bare node:http server sends the array in small chunks.
import { startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, expect, test } from "@jest/globals";
import { AbortError, ApiError, createReportingClient } from "../src/index.js";

const domains = Array.from({ length: 3000 }, (_, i) => ({
  domainName: `ten-mien-${i}.vn`,
  registeredDate: "2024-01-01",
  expiredDate: "2027-01-01",
}));
const body = Buffer.from(JSON.stringify(domains)); // about 240 kB

let server: TestServer | undefined;
afterEach(() => server?.close());

/** Serves `text` in chunks of 4 kB (the last one held back while `hold` is unresolved). */
async function serve(text: Buffer | string, hold?: Promise<void>) {
  const bytes = Buffer.from(text);
  server = await startServer(async (res) => {
    res.writeHead(200, { "content-type": "application/json" });
    for (let at = 0; at < bytes.length; at += 4096) {
      if (at + 4096 >= bytes.length && hold) await hold;
      if (!res.write(bytes.subarray(at, at + 4096))) await new Promise((r) => res.once("drain", r));
    }
    res.end();
  });
  return createReportingClient({
    baseUrl: server.url,
    credentials: { username: "registrar", password: "secret" },
    maxRetries: 0,
    maxResponseBytes: 64 * 1024,
  });
}

test("iterated, a list over the body limit is streamed whole, each item once, in order", async () => {
  const client = await serve(body);
  const seen: (string | undefined)[] = [];
  for await (const domain of client.domains.list()) seen.push(domain.domainName);
  expect(seen).toEqual(domains.map((d) => d.domainName));
  expect(server!.requests.map((r) => r.url)).toEqual(["/v1/registrars/domains"]);
});

test("awaited, the same list keeps the body limit: an ApiError, not a truncated list", async () => {
  const client = await serve(body);
  await expect(client.domains.list()).rejects.toBeInstanceOf(ApiError);
  await expect(client.domains.list()).rejects.toThrow(/65536|64 KiB|maxResponseBytes|larger/);
});

test("awaited under the limit, a list is the array the server sent", async () => {
  const client = await serve(JSON.stringify(domains.slice(0, 5)));
  expect(await client.places.listProvinces()).toEqual(domains.slice(0, 5));
});

test("breaking out of the loop ends the read (one request, the body cancelled)", async () => {
  const client = await serve(body);
  let n = 0;
  for await (const _ of client.domains.list()) if (++n === 10) break;
  expect(n).toBe(10);
  expect(server!.requests).toHaveLength(1);
});

test("the caller's signal aborts a list mid-stream", async () => {
  let release = () => {};
  const client = await serve(
    body,
    new Promise<void>((r) => {
      release = r;
    }),
  );
  const controller = new AbortController();
  let n = 0;
  const walk = (async () => {
    for await (const _ of client.domains.list({ signal: controller.signal })) {
      if (++n === 100) controller.abort();
    }
  })();
  await expect(walk).rejects.toBeInstanceOf(AbortError);
  release();
  expect(n).toBeGreaterThanOrEqual(100);
  expect(n).toBeLessThan(domains.length);
});

test("an answer that is not a JSON array is the server's error", async () => {
  const client = await serve('{"domains": []}');
  await expect(
    (async () => {
      for await (const _ of client.domains.list());
    })(),
  ).rejects.toThrow(/must be a JSON array/);
});
