// The rule of client.api: openapi-fetch's { data, error, response } for every readable answer,
// a CdrapiError when there is none; `call` turns the first kind into data or the typed error.
import { ApiError, ConnectionError, NotFoundError } from "@cdrapi/core";
import { closedPort, json, rejection, startServer, type TestServer, text } from "@cdrapi/test-helpers";
import { afterEach, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const get = (c: ReturnType<typeof testClient>) =>
  c.t.api.GET("/things/{id}", { params: { path: { id: "1" } } });

test.each([
  ["a 2xx answer", json(200, { id: 1 }), { data: { id: 1 } }],
  ["an error status", json(404, { message: "gone" }), { error: { message: "gone" } }],
  [
    "HostBill's 200 error (data for openapi-fetch)",
    json(200, { error: ["no"] }),
    { data: { error: ["no"] } },
  ],
  ["an empty 2xx body", text(200, ""), { data: undefined }],
])("%s resolves like openapi-fetch", async (_name, reply, expected) => {
  server = await startServer(reply);
  const result = await get(testClient(server.url));
  expect({ data: result.data, error: result.error }).toEqual({
    data: undefined,
    error: undefined,
    ...expected,
  });
});

test.each([
  ["an error status", json(404, { message: "gone" }), NotFoundError],
  ["HostBill's 200 error", json(200, { error: ["no"] }), ApiError],
])("call() throws the typed error for %s", async (_name, reply, Class) => {
  server = await startServer(reply);
  const c = testClient(server.url);
  const error = await rejection(c.t.call(get(c)));
  expect(error).toBeInstanceOf(Class);
  expect((error as ApiError).operationId).toBe("getThing");
});

test("no answer at all rejects with the typed error", async () => {
  const c = testClient(`http://127.0.0.1:${await closedPort()}`, { maxRetries: 0 });
  expect(await rejection(get(c))).toBeInstanceOf(ConnectionError);
});

test("middleware registered before the first call runs, after the transport's", async () => {
  server = await startServer(json(200, {}));
  const c = testClient(server.url);
  const seen: string[] = [];
  c.t.api.use({
    onRequest({ schemaPath }) {
      seen.push(schemaPath);
    },
  });
  await get(c);
  expect(seen).toEqual(["/things/{id}"]);
  expect(server.requests[0]?.headers["user-agent"]).toMatch(/^cdrapi-test\/0\.0\.0 /);
});

test("the JSON body reaches openapi-fetch, and the response stays readable", async () => {
  server = await startServer(json(200, { id: 1 }, { "x-request-id": "r-9" }));
  const result = await get(testClient(server.url));
  expect(result.data).toEqual({ id: 1 });
  expect(result.response.headers.get("x-request-id")).toBe("r-9");
  expect(await result.response.text()).toBe('{"id":1}');
});
