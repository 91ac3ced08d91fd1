// `--all` on the list commands whose operation pages, and `cdrapi api ... --paginate`, through
// the real executable against a bare node:http server that pages `/service`, `/invoice` and
// `/tickets` as HostBill portals do (`?page=N` answered with `page: { current, total }`, 2 items
// a page, 3 pages): every item of every page, each once, in order; without them, one page.

import { MAX_LIST_PAGES } from "@cdrapi/core";
import { startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { spawnCdrapi } from "./helpers/cli.js";

const PAGES = 3;
const key: Record<string, string> = { "/service": "services", "/invoice": "invoices", "/tickets": "tickets" };
let server: TestServer;
beforeAll(async () => {
  server = await startServer((res, req) => {
    const url = new URL(req.url, "http://x");
    const field = key[url.pathname];
    const page = Number(url.searchParams.get("page") ?? 1);
    res.writeHead(field ? 200 : 404, { "content-type": "application/json" });
    if (!field) return res.end(JSON.stringify({ error: ["not found"] }));
    const items = [2 * page - 1, 2 * page].map((n) => ({ id: String(n), status: "Active" }));
    res.end(JSON.stringify({ [field]: items, page: { current: page, total: PAGES } }));
  });
});
afterAll(() => server.close());

const env = () => ({ CDRAPI_COMPUTE_URL: server.url, CDRAPI_COMPUTE_TOKEN: "t" });
const every = ["1", "2", "3", "4", "5", "6"];
const ids = (ndjson: string) =>
  ndjson
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line).id as string);

const cases: [string, string[], string[], string[]][] = [
  [
    "services list --all",
    ["services", "list", "--all"],
    every,
    ["/service", "/service?page=2", "/service?page=3"],
  ],
  [
    "invoices list --all --page 2",
    ["invoices", "list", "--all", "--page", "2"],
    ["3", "4", "5", "6"],
    ["/invoice?page=2", "/invoice?page=3"],
  ],
  [
    "tickets list --all",
    ["tickets", "list", "--all"],
    every,
    ["/tickets", "/tickets?page=2", "/tickets?page=3"],
  ],
  ["tickets list --page 2 (one page)", ["tickets", "list", "--page", "2"], ["3", "4"], ["/tickets?page=2"]],
  [
    "api tickets.list --paginate",
    ["api", "tickets.list", "--paginate"],
    every,
    ["/tickets", "/tickets?page=2", "/tickets?page=3"],
  ],
  [
    "api GET /invoice --paginate -F page=2",
    ["api", "GET", "/invoice", "--paginate", "-F", "page=2"],
    ["3", "4", "5", "6"],
    ["/invoice?page=2", "/invoice?page=3"],
  ],
  ["api services.list (one call)", ["api", "services.list"], ["1", "2"], ["/service"]],
];
test.each(cases)("%s", async (_name, args, want, urls) => {
  const before = server.requests.length;
  const run = await spawnCdrapi([...args, "-o", "ndjson"], { env: env() });
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  const printed = ids(run.stdout);
  expect(printed).toEqual(want);
  expect(server.requests.slice(before).map((r) => r.url)).toEqual(urls);
});

test("--paginate on an operation that is not a list is a usage error (exit 2), nothing sent", async () => {
  const before = server.requests.length;
  const run = await spawnCdrapi(["api", "services.get", "1201", "--paginate"], { env: env() });
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/--paginate walks a list operation/);
  expect(server.requests.length).toBe(before);
});

test("--all is offered only where the operation pages", async () => {
  const paged = await spawnCdrapi(["services", "list", "--help"]);
  expect(paged.stdout).toMatch(/--all/);
  expect(paged.stdout).toMatch(/--page <n>/);
  const unpaged = await spawnCdrapi(["my-domains", "list", "--help"]);
  expect(unpaged.stdout).not.toMatch(/--all/);
});

describe("a server whose pages do not end or do not advance: the walk stops, exit 4 says why", () => {
  // `/service`: always another page, with new items (page N of N+1); `/invoice`: each page
  // asked for is answered as that page, with page 1's items; `/tickets`: always page 1 of 3.
  let endless: TestServer;
  beforeAll(async () => {
    endless = await startServer((res, req) => {
      const url = new URL(req.url, "http://x");
      const field = key[url.pathname]!;
      const page = Number(url.searchParams.get("page") ?? 1);
      const answer =
        url.pathname === "/service"
          ? { [field]: [{ id: String(page) }], page: { current: page, total: page + 1 } }
          : url.pathname === "/invoice"
            ? { [field]: [{ id: "1" }], page: { current: page, total: 3 } }
            : { [field]: [{ id: "1" }], page: { current: 1, total: 3 } };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    });
  });
  afterAll(() => endless.close());

  const endlessPages = new RegExp(`the server still reports another page after ${MAX_LIST_PAGES} pages`);
  const samePage = /page 2 holds the same items as page 1/;
  const pageOne = /asked for page 2, the server answered page 1/;
  test.each([
    [["services", "list", "--all"], MAX_LIST_PAGES, endlessPages],
    [["api", "services.list", "--paginate"], MAX_LIST_PAGES, endlessPages],
    [["invoices", "list", "--all"], 2, samePage],
    [["api", "invoices.list", "--paginate"], 2, samePage],
    [["tickets", "list", "--all"], 2, pageOne],
    [["api", "tickets.list", "--paginate"], 2, pageOne],
  ])("%j: %i requests, then exit 4", async (args, pages, why) => {
    const before = endless.requests.length;
    const run = await spawnCdrapi(args, {
      env: { CDRAPI_COMPUTE_URL: endless.url, CDRAPI_COMPUTE_TOKEN: "t" },
    });
    expect(run.stderr).toMatch(why);
    expect(run.stderr).toMatch(/it does not page this list as documented, so the walk stopped/);
    expect(run.code).toBe(EXIT.SERVER);
    expect(endless.requests.length - before).toBe(pages);
  });
});
