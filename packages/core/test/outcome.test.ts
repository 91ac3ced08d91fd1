// ConnectionError.requestMayHaveBeenProcessed: what the transport knows of a failed write.
// False only when no attempt can have reached the server (refused, or answered 401/429).
import {
  closedPort,
  hang,
  json,
  type Reply,
  rejection,
  reset,
  type TestServer,
  useServers,
} from "@cdrapi/test-helpers";
import { expect, test } from "@jest/globals";
import { ConnectionError, TimeoutError } from "../src/index.js";
import { testTransport } from "./helpers/fixtures.js";

const start = useServers();

/** A server whose replies, then (`closeAfter` requests in) no listener: later attempts are refused. */
async function serve(replies: Reply[], closeAfter = Number.POSITIVE_INFINITY): Promise<string> {
  let server: TestServer | undefined;
  const closing: Reply = (res, req, raw) => {
    const reply = replies[Math.min(server!.requests.length - 1, replies.length - 1)]!;
    const last = server!.requests.length >= closeAfter;
    // The client must not send the next attempt on this connection: it would meet a reset, not a refusal.
    if (last) res.setHeader("connection", "close");
    reply(res, req, raw);
    if (last) void server!.close();
  };
  server = await start(closing);
  return server.url;
}

type Case = [
  name: string,
  where: () => Promise<string>,
  operation: "addToList" | "getThing",
  error: typeof ConnectionError,
  mayHaveBeenProcessed: boolean,
];
const cases: Case[] = [
  [
    "refused before sending (a write)",
    async () => `http://127.0.0.1:${await closedPort()}`,
    "addToList",
    ConnectionError,
    false,
  ],
  ["reset after the request was read (a write)", () => serve([reset]), "addToList", ConnectionError, true],
  ["timed out after sending (a write)", () => serve([hang]), "addToList", TimeoutError, true],
  [
    "429, then refused (a write retried on 429)",
    () => serve([json(429, {}, { "retry-after": "0" })], 1),
    "addToList",
    ConnectionError,
    false,
  ],
  ["reset, then refused on the retry (a read)", () => serve([reset], 1), "getThing", ConnectionError, true],
  [
    "401 re-sent after a refresh, then refused (a write)",
    () => serve([json(401, {})], 1),
    "addToList",
    ConnectionError,
    false,
  ],
];

test.each(cases)("%s", async (_name, where, operation, Expected, mayHaveBeenProcessed) => {
  // A session-like strategy: a 401 is answered by a refresh and one re-send.
  const auth = { authorize: () => {}, onUnauthorized: () => true };
  const t = testTransport(await where(), { timeoutMs: 200, auth });
  const input = operation === "addToList" ? { body: [] } : { path: { id: "1" } };
  const error = (await rejection(t.request(operation, input))) as ConnectionError;
  expect(error).toBeInstanceOf(Expected);
  expect(error.requestMayHaveBeenProcessed).toBe(mayHaveBeenProcessed);
  expect(JSON.parse(JSON.stringify(error)).requestMayHaveBeenProcessed).toBe(mayHaveBeenProcessed);
});

test("an error built by hand says it may have been processed (nothing is known)", () => {
  expect(new ConnectionError().requestMayHaveBeenProcessed).toBe(true);
  expect(new TimeoutError({ timeoutMs: 5 }).requestMayHaveBeenProcessed).toBe(true);
});
