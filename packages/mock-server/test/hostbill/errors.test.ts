/** HostBill operations answer HostBill's error shape, with the HTTP status or (hostbillErrors) 200. */

import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { fixtures, type MockServer, startMockServer } from "../../src/index.js";
import { call } from "../helpers.js";
import { signIn } from "./client.js";

let server: MockServer;
let always200: MockServer;
beforeAll(async () => {
  server = await startMockServer();
  always200 = await startMockServer({ hostbillErrors: true });
});
afterAll(async () => {
  await server.close();
  await always200.close();
});

test.each([
  ["a forged token", { authorization: "Bearer a.b.c" }, 401],
  ["no token", {}, 401],
])("%s (%j): %i, application/json {error: [...]}, a Bearer challenge", async (_name, headers, want) => {
  const answer = await call(`${server.url}/domain`, "GET", undefined, headers);
  expect(answer.status).toBe(want);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
  expect(answer.body).toEqual({ error: [expect.any(String)] });
});

test("an invalid body: 400, the detail then one line per issue", async () => {
  const api = await signIn(server);
  const answer = await api("PUT", `/domain/${fixtures.domain.id}/ns`, { nameservers: "ns1.example.vn" });
  expect(answer.status).toBe(400);
  expect(answer.body.error[0]).toBe("The request does not match the document.");
  expect(answer.body.error.length).toBeGreaterThan(1);
});

test.each([
  ["GET", `/domain/${fixtures.unknownId}`],
  ["POST", `/service/${fixtures.services.cloud}/vms/${fixtures.vms.running}/start`],
])("hostbillErrors: %s %s fails as 200 {error: [...]}", async (method, path) => {
  const api = await signIn(always200);
  const answer = await api(method, path);
  expect(answer).toMatchObject({ status: 200, body: { error: [expect.any(String)] } });
});

test("an injected 503 on a HostBill operation: HostBill's body and Retry-After", async () => {
  const api = await signIn(server);
  server.faults.inject({ path: "/domain/{id}", kind: "status", status: 503, retryAfter: 2 });
  const answer = await api("GET", `/domain/${fixtures.domain.id}`);
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("2");
  expect(answer.body).toEqual({ error: ["Injected fault: 503."] });
  expect((await api("GET", `/domain/${fixtures.domain.id}`)).status).toBe(200);
});
