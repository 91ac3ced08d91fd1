// Named profiles in a config file: flags > environment > profile; the file from CDRAPI_CONFIG
// or the XDG folder; --profile, CDRAPI_PROFILE or the file's defaultProfile picks one.
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { reportingConfig } from "../src/config.js";
import { EXIT } from "../src/exit-codes.js";
import type { CliIo } from "../src/io.js";
import { configPath } from "../src/profiles.js";
import { cdrapi, tempDir } from "./helpers/cli.js";

let server: MockServer;
let dir: string;
let cleanup: () => Promise<void>;
let file: string;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  ({ dir, cleanup } = await tempDir());
  file = join(dir, "config.json");
  await writeFile(
    file,
    JSON.stringify({
      defaultProfile: "local",
      profiles: {
        local: {
          reportingUrl: server.url,
          reportingUsername: DEMO_REGISTRAR.username,
          reportingPassword: DEMO_REGISTRAR.password,
        },
        ote: { reportingEnv: "ote", reportingUsername: "ote-user", reportingPassword: "ote-secret" },
        broken: { reportingUsernme: "typo" },
      },
    }),
    { mode: 0o600 },
  );
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

const io = (env: Record<string, string>): CliIo => ({
  stdout: { write: () => true },
  stderr: { write: () => true },
  env,
});

describe("precedence: flags > environment > profile", () => {
  test.each([
    ["the default profile", {}, {}, () => ({ baseUrl: server.url, username: DEMO_REGISTRAR.username })],
    ["--profile", { profile: "ote" }, {}, () => ({ environment: "ote", username: "ote-user" })],
    ["CDRAPI_PROFILE", {}, { CDRAPI_PROFILE: "ote" }, () => ({ environment: "ote", username: "ote-user" })],
    [
      "the environment over the profile",
      { profile: "ote" },
      { CDRAPI_REPORTING_USERNAME: "env-user" },
      () => ({ environment: "ote", username: "env-user" }),
    ],
  ] as const)("%s", async (_name, globals, env, expected) => {
    const options = await reportingConfig({}, globals, io({ CDRAPI_CONFIG: file, ...env }));
    expect({ ...options, username: options.credentials.username }).toMatchObject(expected());
  });

  test("a flag over the environment and the profile", async () => {
    const options = await reportingConfig(
      { username: "flag-user" },
      { profile: "ote" },
      io({ CDRAPI_CONFIG: file, CDRAPI_REPORTING_USERNAME: "env-user" }),
    );
    expect(options.credentials.username).toBe("flag-user");
  });
});

describe("the CLI with a profile", () => {
  test("the default profile reaches the server", async () => {
    const run = await cdrapi(["places", "provinces", "-o", "ndjson"], { env: { CDRAPI_CONFIG: file } });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toContain("Hà Nội");
  });

  test.each([
    [["--profile", "nope"], /no profile "nope" in .*config\.json \(profiles: local, ote, broken\)/],
    [["--profile", "broken"], /profile "broken" .*unknown setting "reportingUsernme"/],
  ])("%j: exit 2", async (flags, message) => {
    const run = await cdrapi(["places", "provinces", ...flags], { env: { CDRAPI_CONFIG: file } });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(message);
  });

  test("a config file that is not JSON: exit 2", async () => {
    const bad = join(dir, "bad.json");
    await writeFile(bad, "{ profiles:");
    const run = await cdrapi(["places", "provinces"], { env: { CDRAPI_CONFIG: bad } });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(/is not JSON/);
  });

  test("a secret in a file others can read: a warning, never the secret", async () => {
    const open = join(dir, "open.json");
    await writeFile(
      open,
      JSON.stringify({
        profiles: {
          p: {
            reportingUrl: server.url,
            reportingUsername: DEMO_REGISTRAR.username,
            reportingPassword: DEMO_REGISTRAR.password,
          },
        },
      }),
    );
    await chmod(open, 0o644);
    const run = await cdrapi(["places", "countries", "--profile", "p"], { env: { CDRAPI_CONFIG: open } });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).toMatch(/holds a secret and others can read it: chmod 600/);
    expect(run.stderr + run.stdout).not.toContain(DEMO_REGISTRAR.password);
  });

  test("no config file and no profile asked: nothing changes", async () => {
    const run = await cdrapi(["places", "provinces"], { env: { XDG_CONFIG_HOME: join(dir, "none") } });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(/reporting credentials are missing/);
  });
});

test("the config file's place: CDRAPI_CONFIG, else XDG_CONFIG_HOME, else ~/.config", async () => {
  await mkdir(join(dir, "xdg"), { recursive: true });
  expect(configPath({ CDRAPI_CONFIG: "/etc/cdrapi.json" })).toBe("/etc/cdrapi.json");
  expect(configPath({ XDG_CONFIG_HOME: "/x" })).toBe("/x/cdrapi/config.json");
  expect(configPath({ HOME: "/home/an" })).toBe("/home/an/.config/cdrapi/config.json");
});
