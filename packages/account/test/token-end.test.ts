// A token client's logout() and revoke(): the caller's options go where options go. Revoke's
// first argument is its optional body, so options passed there were once sent as the body
// (`{"signal":{}}`) and the caller's signal was never honoured.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { AbortError, createAccountClient } from "../src/index.js";

const seen: Array<{ path: string | undefined; body: string }> = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = "";
  req.on("data", (c) => {
    body += c;
  });
  req.on("end", () => {
    seen.push({ path: req.url, body });
    res.setHeader("content-type", "application/json");
    res.end('{"info":["done"]}');
  });
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

test.each([
  "logout",
  "revoke",
] as const)("%s sends no body and honours the caller's signal", async (which) => {
  const client = createAccountClient({ baseUrl, auth: { token: "t0k" } });
  seen.length = 0;
  await client[which]({ signal: new AbortController().signal });
  expect(seen).toEqual([{ path: `/${which}`, body: "" }]);
  await expect(client[which]({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(AbortError);
  expect(seen).toHaveLength(1);
});
