/**
 * Operations the server keeps no state of answer the document's example; their path ids
 * still have to exist (the rule in docs/reference-server.md, "Semantics").
 */

import { afterAll, beforeAll, beforeEach, expect, test } from "@jest/globals";
import { fixtures, type MockServer, startMockServer } from "../../src/index.js";
import { loadDocument } from "../../src/openapi.js";
import { documentedSuccess } from "../../src/routes/examples.js";
import { type Api, signIn } from "./client.js";

const model = await loadDocument();
const operation = (id: string) => model.operations.find((o) => o.operationId === id)!;
const news = operation("Support_getNews");
const newsExample = String(
  ((news.parameters ?? []) as Array<{ in: string; example?: unknown }>).find((p) => p.in === "path")
    ?.example ?? "1",
);

let server: MockServer;
let api: Api;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  api = await signIn(server);
});

const { cloud } = fixtures.services;
const { running } = fixtures.vms;

test.each([
  ["a known VM of the client", `/service/${cloud}/vms/${running}/ips`, 200],
  ["an unknown VM", `/service/${cloud}/vms/vm-404/ips`, 404],
  ["an unknown service", `/service/${fixtures.unknownId}/vms/${running}/ips`, 404],
  ["catalog id 1", "/news/1", 200],
  ["the parameter's documented example", `/news/${newsExample}`, 200],
  ["another catalog id", `/news/${fixtures.unknownId}`, 404],
  ["a name is taken as given", "/whois/any-name.vn", 200],
])("%s: GET %s -> %i", async (_name, path, want) => {
  const answer = await api("GET", path);
  expect(answer.status).toBe(want);
  if (want === 404) expect(answer.body).toEqual({ error: [expect.any(String)] });
});

test("the answer is the document's example (or its synthesised instance)", async () => {
  expect((await api("GET", "/news/1")).body).toEqual(documentedSuccess(news).body);
});
