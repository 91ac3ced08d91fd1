// core's waitFor over a bare server: between reads, intervalMs or the server's Retry-After,
// whichever is longer (on an answer, or on a 429/503 that outlived the read's retries); other
// errors end the wait.
import { json, type Reply, rejection, useServers } from "@cdrapi/test-helpers";
import { expect, test } from "@jest/globals";
import {
  BadRequestError,
  ValidationError,
  type WaitOptions,
  WaitTimeoutError,
  waitFor,
} from "../src/index.js";
import { testTransport } from "./helpers/fixtures.js";

const serve = useServers();

/** Wait on getThing's `thing.status` until "ready", reading every ms unless told otherwise. */
async function waitReady(replies: Reply[], options: WaitOptions = {}) {
  const server = await serve(replies);
  const t = testTransport(server.url, { maxRetries: 0 });
  const value = waitFor(
    "things.waitFor",
    (o) => t.request<{ thing?: { status: string } }>("getThing", { path: { id: "1" } }, o),
    (d) => d?.thing,
    (thing) => thing.status === "ready",
    { intervalMs: 1, timeoutMs: 3_600_000, ...options },
  );
  return { server, value };
}
const thing = (status: string, headers: Record<string, string> = {}) =>
  json(200, { thing: { status } }, headers);

// A server that says "now" on every answer once made a waiter read thousands of times a second.
test.each<[string, Reply]>([
  ["a 200 with Retry-After: 0", thing("building", { "retry-after": "0" })],
  ["a 200 with retry-after-ms: 0", thing("building", { "retry-after-ms": "0" })],
  ["a 503 with Retry-After: 0", json(503, { error: ["busy"] }, { "retry-after": "0" })],
  ["a 429 with retry-after-ms: 0", json(429, { error: ["slow down"] }, { "retry-after-ms": "0" })],
])("%s: the next read still waits intervalMs (no busy loop)", async (_name, answer) => {
  // The next read would come after the deadline: the wait ends after one read.
  const { server, value } = await waitReady([answer], { intervalMs: 3_600_000, timeoutMs: 3_000 });
  const error = (await rejection(value)) as WaitTimeoutError;
  expect(error).toBeInstanceOf(WaitTimeoutError);
  expect(error.reads).toBe(1);
  expect(server.requests).toHaveLength(1);
});

test.each<[string, Reply]>([
  ["a 200 with Retry-After: 0", thing("building", { "retry-after": "0" })],
  ["a 503 with Retry-After: 0", json(503, { error: ["busy"] }, { "retry-after": "0" })],
  ["a 429 with Retry-After: 0", json(429, { error: ["slow down"] }, { "retry-after": "0" })],
])("%s, then ready: read again after intervalMs", async (_name, first) => {
  const { server, value } = await waitReady([first, thing("ready")]);
  await expect(value).resolves.toEqual({ status: "ready" });
  expect(server.requests).toHaveLength(2);
});

test("an answer without the selected part is 'not yet'", async () => {
  const { value } = await waitReady([json(200, {}), thing("ready")]);
  await expect(value).resolves.toEqual({ status: "ready" });
});

test("another error ends the wait with it", async () => {
  const { value } = await waitReady([json(400, { error: ["bad id"] })]);
  expect(await rejection(value)).toBeInstanceOf(BadRequestError);
});

test("a Retry-After longer than intervalMs and beyond the deadline: WaitTimeoutError at once, with the last state", async () => {
  const { value } = await waitReady([thing("building", { "retry-after": "30" })], { timeoutMs: 10_000 });
  const error = (await rejection(value)) as WaitTimeoutError;
  expect(error).toBeInstanceOf(WaitTimeoutError);
  expect(error).toMatchObject({ reads: 1, timeoutMs: 10_000, last: { status: "building" } });
  expect(error.message).toContain("things.waitFor");
});

test("a condition that is not a function: ValidationError", async () => {
  const t = testTransport("http://127.0.0.1:9");
  const read = (o: object) => t.request("getThing", { path: { id: "1" } }, o);
  await expect(waitFor("x", read, (d) => d, "ready" as never)).rejects.toBeInstanceOf(ValidationError);
});
