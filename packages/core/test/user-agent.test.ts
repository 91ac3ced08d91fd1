import { userAgent } from "@cdrapi/core";
import { json, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("User-Agent", () => {
  test.each([
    ["node", { process: { versions: { node: "20.1.0" } } }, undefined, "cdrapi-reporting/1.2.3 node/20.1.0"],
    [
      "prefix",
      { process: { versions: { node: "20.1.0" } } },
      "batch/7",
      "batch/7 cdrapi-reporting/1.2.3 node/20.1.0",
    ],
    ["deno", { Deno: { version: { deno: "2.0.0" } } }, undefined, "cdrapi-reporting/1.2.3 deno/2.0.0"],
    [
      "bun",
      { Bun: { version: "1.1.0" }, process: { versions: { node: "22", bun: "1.1.0" } } },
      undefined,
      "cdrapi-reporting/1.2.3 bun/1.1.0",
    ],
    ["edge", {}, undefined, "cdrapi-reporting/1.2.3"],
    ["browser", { document: {} }, "x", undefined],
    ["browser worker", { WorkerGlobalScope: class {} }, undefined, undefined],
  ])("%s", (_name, globals, prefix, expected) => {
    expect(userAgent("@cdrapi/reporting", "1.2.3", prefix, globals)).toBe(expected);
  });

  test("is sent on the wire, after the caller's prefix", async () => {
    server = await startServer(json(200, {}));
    await testClient(server.url, { userAgent: "registrar-batch/2.0" }).getThing("1");
    expect(server.requests[0]?.headers["user-agent"]).toBe(
      `registrar-batch/2.0 cdrapi-test/0.0.0 node/${process.versions.node}`,
    );
  });
});
