// --validate-responses (or CDRAPI_VALIDATE_RESPONSES, or a profile's validateResponses) through
// the real executable, against a node:http server whose VM list differs from the document (a
// status that is a number, a label that is a list holding the token): off, the answer printed
// and nothing said; warn, the answer printed and one warning naming the operation and each
// field path; throw, exit 4 with the same (kind "invalid_response" in JSON). No value of the
// answer, and never the token, in any message.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { json, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { spawnCdrapi, tempDir } from "./helpers/cli.js";

const TOKEN = "validate-cli-token-s3cret";
const ANSWER = {
  vms: [
    { id: "vm-1", status: "running" },
    { id: "vm-2", status: 3, label: [TOKEN] },
  ],
};
const DIFFERS =
  "Cloud Virtual Machine_listVms: the answer differs from the document: vms[1].label: expected string, got array; vms[1].status: expected string, got number";

let server: TestServer;
let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  server = await startServer(json(200, ANSWER));
  ({ dir, cleanup } = await tempDir());
  writeFileSync(
    join(dir, "config.json"),
    JSON.stringify({ profiles: { checking: { validateResponses: "warn" } } }),
  );
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

const list = ["api", "vms.list", "1201"];
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnCdrapi(args, {
    env: {
      CDRAPI_COMPUTE_URL: server.url,
      CDRAPI_COMPUTE_TOKEN: TOKEN,
      CDRAPI_CONFIG: join(dir, "config.json"),
      ...env,
    },
  });

describe("--validate-responses", () => {
  test.each([
    ["off (the default)", list, {}, undefined],
    ["warn", [...list, "--validate-responses", "warn"], {}, `warning: ${DIFFERS}`],
    ["warn from the environment", list, { CDRAPI_VALIDATE_RESPONSES: "warn" }, `warning: ${DIFFERS}`],
    ["warn from the profile", [...list, "--profile", "checking"], {}, `warning: ${DIFFERS}`],
  ])("%s: the answer as sent, exit 0", async (_, args, env, warning) => {
    const result = await run(args, env);
    expect(result.code).toBe(EXIT.OK);
    expect(JSON.parse(result.stdout)).toEqual(ANSWER);
    expect(result.stderr.trim().split("\n").filter(Boolean)).toEqual(warning ? [warning] : []);
  });

  test("throw: exit 4, the differences named, the answer not printed", async () => {
    const result = await run([...list, "--validate-responses", "throw"]);
    expect(result.code).toBe(EXIT.SERVER);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(DIFFERS);
    expect(result.stderr).not.toContain(TOKEN);
  });

  test("throw with --json: the kind invalid_response", async () => {
    const result = await run([...list, "--validate-responses", "throw", "--json"]);
    expect(result.code).toBe(EXIT.SERVER);
    const { error } = JSON.parse(result.stderr.trim().split("\n").pop()!);
    expect(error).toMatchObject({ exitCode: EXIT.SERVER, kind: "invalid_response", message: DIFFERS });
    expect(result.stderr).not.toContain(TOKEN);
  });

  test("a mode that is neither: a usage error, nothing sent", async () => {
    const before = server.requests.length;
    const result = await run(list, { CDRAPI_VALIDATE_RESPONSES: "loud" });
    expect(result.code).toBe(EXIT.USAGE);
    expect(result.stderr).toContain('CDRAPI_VALIDATE_RESPONSES is "loud": use warn or throw');
    expect(server.requests.length).toBe(before);
  });
});
