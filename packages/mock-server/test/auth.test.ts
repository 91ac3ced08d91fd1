import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { type MockServer, startMockServer } from "../src/index.js";
import { basic, call } from "./helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

describe("Basic auth on /v1", () => {
  test.each([
    ["no Authorization", undefined],
    ["wrong password", basic("demo-registrar", "nope")],
    ["unknown user", basic("someone", "demo-secret")],
    ["not Basic", "Bearer demo-secret"],
    ["garbage", "Basic !!!"],
    ["no colon", `Basic ${Buffer.from("demo-registrar").toString("base64")}`],
  ])("%s: 401 problem with a Basic challenge", async (_name, authorization) => {
    const { status, headers, body } = await call(
      `${server.url}/v1/registrars/domains`,
      "GET",
      undefined,
      authorization ? { authorization } : {},
    );
    expect(status).toBe(401);
    expect(headers.get("www-authenticate")).toMatch(/^Basic realm="cdrapi-mock"/);
    expect(headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ type: "about:blank", title: "Unauthorized", status: 401 });
  });

  test("401 comes before validation: an invalid body without credentials is still 401", async () => {
    expect((await call(`${server.url}/v1/reports/maintain-domains`, "POST", { not: "a list" })).status).toBe(
      401,
    );
  });

  test("valid credentials: 200", async () => {
    expect(
      (await call(`${server.url}/v1/places/countries`, "GET", undefined, { authorization: basic() })).status,
    ).toBe(200);
  });

  test("the request log never holds credentials", async () => {
    await call(`${server.url}/v1/places/countries`, "GET", undefined, { authorization: basic() });
    const text = JSON.stringify(server.requestLog);
    expect(text).not.toContain("demo-secret");
    expect(text).not.toContain(basic().slice(6));
  });
});

describe("Basic auth on HostBill operations (both exports declare it, alongside the bearer token)", () => {
  test.each([
    ["the client's login and password", basic("demo-user", "demo-password"), 200],
    ["a wrong password", basic("demo-user", "nope"), 401],
    ["the registrar's credentials (not a HostBill client)", basic(), 401],
  ])("%s", async (_name, authorization, status) => {
    const answer = await call(`${server.url}/service/1201/vms`, "GET", undefined, { authorization });
    expect(answer.status).toBe(status);
    if (status === 401) expect(answer.headers.get("www-authenticate")).toMatch(/^Basic /);
  });
});

const QUERY_SECRET = "query-secret-zq~";

test("logger lines carry no credentials or tokens", async () => {
  // Each secret checked must be text no random id in the lines could hold (request ids are
  // UUIDs: hex digits and "-"); a hex-only one such as "abc" is in about one run in 50.
  const lines: string[] = [];
  const log = (message: string, fields?: Record<string, unknown>) =>
    lines.push(`${message} ${JSON.stringify(fields)}`);
  const logged = await startMockServer({ logger: { info: log, warn: log, error: log } });
  try {
    await call(`${logged.url}/v1/places/countries?token=${QUERY_SECRET}`, "GET", undefined, {
      authorization: basic(),
    });
    const login = await call(`${logged.url}/login`, "POST", {
      username: "demo-user",
      password: "demo-password",
    });
    await call(`${logged.url}/service/1201/vms`, "GET", undefined, {
      authorization: `Bearer ${login.body.token}`,
    });
    expect(lines).toHaveLength(3);
    const text = lines.join("\n");
    for (const secret of [
      "demo-secret",
      "demo-password",
      basic().slice(6),
      login.body.token,
      login.body.refresh,
      QUERY_SECRET,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("/service/1201/vms");
  } finally {
    await logged.close();
  }
});
