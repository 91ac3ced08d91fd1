import { Readable } from "node:stream";
import { describe, expect, test } from "@jest/globals";
import { computeConfig, reportingConfig } from "../src/config.js";
import { UsageError } from "../src/exit-codes.js";
import type { CliIo } from "../src/io.js";

function io(env: Record<string, string> = {}, stdin?: string): CliIo & { err: () => string } {
  let err = "";
  return {
    stdout: { write: () => true },
    stderr: {
      write: (t: string) => {
        err += t;
      },
    },
    env,
    stdin: stdin === undefined ? undefined : Readable.from([stdin]),
    err: () => err,
  };
}

const ENV = {
  CDRAPI_REPORTING_USERNAME: "env-user",
  CDRAPI_REPORTING_PASSWORD: "env-secret",
  CDRAPI_REPORTING_ENV: "ote",
  CDRAPI_REPORTING_URL: "http://127.0.0.1:9",
};

describe("reporting configuration", () => {
  test("comes from the environment", async () => {
    const options = await reportingConfig({}, {}, io(ENV));
    expect(options).toMatchObject({
      environment: "ote",
      baseUrl: "http://127.0.0.1:9",
      credentials: { username: "env-user", password: "env-secret" },
    });
  });

  test("flags win over the environment", async () => {
    const streams = io(ENV, "stdin-secret\n");
    const options = await reportingConfig(
      { env: "production", url: "http://127.0.0.1:8", username: "flag-user", passwordStdin: true },
      {},
      streams,
    );
    expect(options).toMatchObject({
      environment: "production",
      baseUrl: "http://127.0.0.1:8",
      credentials: { username: "flag-user", password: "stdin-secret" },
    });
    expect(streams.err()).toBe("");
  });

  test("--password works but warns, without printing the secret", async () => {
    const streams = io({ CDRAPI_REPORTING_USERNAME: "u" });
    const options = await reportingConfig({ password: "flag-s3cret" }, {}, streams);
    expect(options.credentials.password).toBe("flag-s3cret");
    expect(streams.err()).toMatch(/warning: --password .*shell history.*--password-stdin/);
    expect(streams.err()).not.toContain("flag-s3cret");
  });

  test.each([
    ["no credentials", {}, /CDRAPI_REPORTING_USERNAME and CDRAPI_REPORTING_PASSWORD/],
    ["no password", { CDRAPI_REPORTING_USERNAME: "u" }, /CDRAPI_REPORTING_PASSWORD/],
    [
      "unknown environment",
      { ...ENV, CDRAPI_REPORTING_ENV: "staging" },
      /unknown reporting environment "staging"/,
    ],
  ])("%s is a usage error", async (_name, env, message) => {
    await expect(reportingConfig({}, {}, io(env))).rejects.toThrow(UsageError);
    await expect(reportingConfig({}, {}, io(env))).rejects.toThrow(message);
  });

  test("--password with --password-stdin is a usage error", async () => {
    await expect(
      reportingConfig({ username: "u", password: "p", passwordStdin: true }, {}, io({}, "x")),
    ).rejects.toThrow(UsageError);
  });

  test("--timeout becomes the transport's timeoutMs", async () => {
    expect(await reportingConfig({}, { timeout: 5 }, io(ENV))).toMatchObject({ timeoutMs: 5000 });
  });
});

describe("compute configuration", () => {
  const COMPUTE = {
    CDRAPI_COMPUTE_URL: "http://127.0.0.1:7",
    CDRAPI_COMPUTE_TOKEN: "env-token",
    CDRAPI_COMPUTE_USERNAME: "env-user",
    CDRAPI_COMPUTE_PASSWORD: "env-pass",
  };

  test("a token from the environment wins over a login from the environment", async () => {
    expect(await computeConfig({}, {}, io(COMPUTE))).toMatchObject({
      baseUrl: "http://127.0.0.1:7",
      auth: { token: "env-token" },
    });
  });

  test("a login by flags wins over a token from the environment", async () => {
    const options = await computeConfig(
      { username: "flag-user", passwordStdin: true },
      {},
      io(COMPUTE, "pw\n"),
    );
    expect(options.auth).toEqual({ username: "flag-user", password: "pw" });
  });

  test("--token warns", async () => {
    const streams = io({ CDRAPI_COMPUTE_URL: "http://127.0.0.1:7" });
    const options = await computeConfig({ token: "flag-tok" }, {}, streams);
    expect(options.auth).toEqual({ token: "flag-tok" });
    expect(streams.err()).toMatch(/warning: --token/);
    expect(streams.err()).not.toContain("flag-tok");
  });

  test.each([
    ["no URL", { CDRAPI_COMPUTE_TOKEN: "t" }, /CDRAPI_COMPUTE_URL/],
    ["no credentials", { CDRAPI_COMPUTE_URL: "http://127.0.0.1:7" }, /compute credentials are missing/],
  ])("%s is a usage error", async (_name, env, message) => {
    await expect(computeConfig({}, {}, io(env))).rejects.toThrow(message);
  });
});
