// Transport.request: the entry generated named methods call, by operationId.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { ApiError, createTransport, ValidationError } from "../src/index.js";

const seen: string[] = [];
const server = createServer((req, res) => {
  seen.push(`${req.method} ${req.url}`);
  res.setHeader("content-type", "application/json");
  res.setHeader("x-request-id", "req-1");
  if (req.url?.includes("missing")) {
    res.statusCode = 404;
    res.end(JSON.stringify({ error: ["not found"] }));
    return;
  }
  res.end(JSON.stringify({ ok: true, url: req.url }));
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const operations = {
  getThing: { method: "GET", path: "/things/{id}", security: [], idempotent: true },
} as const;
const transport = () =>
  createTransport({ baseUrl, packageName: "t", packageVersion: "0", operations, maxRetries: 0 });

test("request fills and encodes the path, sends the query and returns the data", async () => {
  const data = await transport().request("getThing", { path: { id: "a b/c" }, query: { page: 2 } });
  expect(data).toEqual({ ok: true, url: "/things/a%20b%2Fc?page=2" });
});

test("withResponse gives the status and request id with the data", async () => {
  const { data, response, requestId } = await transport()
    .request("getThing", { path: { id: 1 } })
    .withResponse();
  expect(data).toEqual({ ok: true, url: "/things/1" });
  expect(response.status).toBe(200);
  expect(requestId).toBe("req-1");
});

test("a 404 is an ApiError; an unknown operationId is a ValidationError before any request", async () => {
  await expect(transport().request("getThing", { path: { id: "missing" } })).rejects.toBeInstanceOf(ApiError);
  const before = seen.length;
  await expect(transport().request("nope")).rejects.toBeInstanceOf(ValidationError);
  expect(seen.length).toBe(before);
});
