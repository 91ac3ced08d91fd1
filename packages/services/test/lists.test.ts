// Lists (ARCHITECTURE.md, "Streamed lists"): `services.services.list()` awaited is the first page, as the
// server answers it; iterated, every service of every page, once. A bare node:http server
// pages `GET /service` as HostBill portals do (`?page=N`, `page: { current, total }`), or
// answers as the servers that misbehave: no paging info, an empty page, pages that do not advance.
import { startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { AbortError, ApiError, createServicesClient } from "../src/index.js";

type Page = { services?: { id: string }[]; page?: { current: unknown; total: unknown } };
/** What the server answers to `?page=N` (N = 1 without the parameter). */
type Answer = (page: number) => Page;

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: String(from + i) }));
/** A portal with `pages` pages of 2 services each. */
const portal =
  (pages: number, current: (n: number) => unknown = (n) => n): Answer =>
  (n) => ({ services: ids(2 * n - 1, 2 * n), page: { current: current(n), total: pages } });

let server: TestServer | undefined;
afterEach(() => server?.close());

async function serve(answer: Answer, stall?: number, onStall?: () => void) {
  server = await startServer((res, req) => {
    const page = Number(new URL(req.url, "http://x").searchParams.get("page") ?? 1);
    if (page === stall) return onStall?.(); // never answers: the caller's abort ends the wait
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(answer(page)));
  });
  return createServicesClient({ baseUrl: server.url, auth: { token: "t" }, maxRetries: 0 });
}
const asked = () => server!.requests.map((r) => r.url);
async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe("iterating a paged list", () => {
  const cases: [string, Answer, string[], string[]][] = [
    [
      "walks every page and stops at the last",
      portal(3),
      ["/service", "/service?page=2", "/service?page=3"],
      ["1", "2", "3", "4", "5", "6"],
    ],
    ["one page", portal(1), ["/service"], ["1", "2"]],
    ["page numbers as strings", portal(2, String), ["/service", "/service?page=2"], ["1", "2", "3", "4"]],
    ["no paging info: one page", (n) => ({ services: ids(n, n + 2) }), ["/service"], ["1", "2", "3"]],
    [
      "an empty page stops the walk",
      (n) => (n === 2 ? { services: [], page: { current: 2, total: 9 } } : portal(9)(n)),
      ["/service", "/service?page=2"],
      ["1", "2"],
    ],
    ["no list in the answer", () => ({ page: { current: 1, total: 3 } }), ["/service"], []],
  ];
  test.each(cases)("%s", async (_name, answer, urls, want) => {
    const client = await serve(answer);
    expect((await all(client.services.list())).map((s) => s.id)).toEqual(want);
    expect(asked()).toEqual(urls);
  });

  test.each([
    [
      "always page 1 of 3 (`page` ignored)",
      () => portal(3)(1),
      /asked for page 2, the server answered page 1/,
    ],
    [
      "each page answered as asked, with page 1's items",
      (n: number) => ({ ...portal(3)(1), page: { current: n, total: 3 } }),
      /page 2 holds the same items as page 1/,
    ],
  ])("a server whose pages do not advance: %s: an ApiError after page 1, no item twice", async (_name, answer, why) => {
    const client = await serve(answer);
    const seen: string[] = [];
    const walk = (async () => {
      for await (const service of client.services.list()) seen.push(String(service.id));
    })();
    await expect(walk).rejects.toThrow(why);
    await expect(walk).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual(["1", "2"]);
    expect(asked()).toEqual(["/service", "/service?page=2"]);
  });

  test("starts from the page asked for", async () => {
    const client = await serve(portal(3));
    expect((await all(client.services.list({ page: 2 }))).map((s) => s.id)).toEqual(["3", "4", "5", "6"]);
    expect(asked()).toEqual(["/service?page=2", "/service?page=3"]);
  });
});

test("awaited, a list is the first page exactly as the server answers it (one request)", async () => {
  const client = await serve(portal(3));
  expect(await client.services.list()).toEqual(portal(3)(1));
  const { data, response } = await client.services.list().withResponse();
  expect([data.services?.length, response.status]).toEqual([2, 200]);
  expect(asked()).toEqual(["/service", "/service"]);
});

test("nothing is sent until the list is awaited or iterated", async () => {
  const client = await serve(portal(3));
  const pending = client.services.list();
  await new Promise((r) => setTimeout(r, 20));
  expect(asked()).toEqual([]);
  await pending;
  expect(asked()).toEqual(["/service"]);
});

test("breaking out of the loop sends no further request", async () => {
  const client = await serve(portal(3));
  for await (const service of client.services.list()) {
    expect(service.id).toBe("1");
    break;
  }
  expect(asked()).toEqual(["/service"]);
});

test("the caller's signal aborts the walk mid-way", async () => {
  const controller = new AbortController();
  // Page 2 never comes: the caller aborts once the server has it (no clock: a busy machine waits as long as it takes).
  const client = await serve(portal(3), 2, () => controller.abort());
  const seen: string[] = [];
  const walk = (async () => {
    for await (const service of client.services.list(undefined, { signal: controller.signal })) {
      seen.push(String(service.id));
    }
  })();
  await expect(walk).rejects.toBeInstanceOf(AbortError);
  expect(seen).toEqual(["1", "2"]);
  expect(asked()).toEqual(["/service", "/service?page=2"]);
});
