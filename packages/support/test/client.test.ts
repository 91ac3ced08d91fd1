// createSupportClient: options checked before any request, and every generated method on the
// wire (method, encoded path, JSON body, bearer token) against a scripted loopback server.
import { readFileSync } from "node:fs";
import { json, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";
import { methodIndex } from "../src/generated/methods.js";
import {
  createSupportClient,
  operations,
  type SupportClient,
  type SupportClientOptions,
  ValidationError,
} from "../src/index.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../src/version.js";

let server: TestServer;
let client: SupportClient;
beforeEach(async () => {
  server = await startServer(json(200, { ok: true }));
  client = createSupportClient({ baseUrl: `${server.url}/api`, auth: { token: "tok-123" }, maxRetries: 0 });
});
afterEach(() => server.close());

type Entry = { method: string; path: readonly string[]; body: boolean; query: boolean };
const entries = Object.entries(methodIndex as Record<string, Entry>);
/** The generated method `ns.name` of a client. */
const methodOf = (c: SupportClient, dotted: string) => {
  const [ns, name] = dotted.split(".") as [string, string];
  return (c as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[ns]![name]!;
};

describe("generated methods", () => {
  test("there is one per operation of the package", () => {
    expect(entries.map(([id]) => id).sort()).toEqual(Object.keys(operations).sort());
  });

  test.each(
    entries,
  )("%s: method, encoded path ids, body and bearer on the wire", async (operationId, entry) => {
    const ids = entry.path.map((_arg, i) => `id/${i} é`);
    const args: unknown[] = [...ids];
    if (entry.body) args.push({ probe: operationId });
    if (entry.query) args.push({ page: 2 });
    await expect(methodOf(client, entry.method)(...args)).resolves.toEqual({ ok: true });
    const row = (operations as Record<string, { method: string; path: string }>)[operationId]!;
    let i = 0;
    const path = row.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[i++]!));
    const [sent] = server.requests;
    expect(sent!.method).toBe(row.method);
    expect(sent!.url.split("?")[0]).toBe(`/api${path}`);
    if (entry.query) expect(sent!.url).toContain("page=2");
    if (entry.body) expect(JSON.parse(sent!.body)).toEqual({ probe: operationId });
    else expect(sent!.body).toBe("");
  });

  const withIds = entries.filter(([, e]) => e.path.length > 0);
  test.each(
    withIds,
  )("%s: an empty id is a ValidationError naming the argument, and nothing is sent", async (_id, entry) => {
    const args: unknown[] = entry.path.map((_a, i) => (i === entry.path.length - 1 ? "" : "1"));
    if (entry.body) args.push({});
    const error = await rejection(methodOf(client, entry.method)(...args));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]!.field).toBe(entry.path[entry.path.length - 1]);
    expect(server.requests).toHaveLength(0);
  });
});

describe("options", () => {
  const base = "https://api.provider.example/api";
  const invalid: Array<[string, unknown, string[]]> = [
    ["no options", undefined, ["auth", "baseUrl"]],
    ["no baseUrl", { auth: { token: "t" } }, ["baseUrl"]],
    ["an empty token", { baseUrl: base, auth: { token: "" } }, ["auth.token"]],
    [
      "a password with a newline",
      { baseUrl: base, auth: { username: "u", password: "p\n" } },
      ["auth.password"],
    ],
    ["a session that is not one", { baseUrl: base, auth: { session: {} } }, ["auth.session"]],
  ];
  test.each(invalid)("%s is a ValidationError", (_n, options, fields) => {
    let error: unknown;
    try {
      createSupportClient(options as SupportClientOptions);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field).sort()).toEqual([...fields].sort());
  });

  test("with a token, logout and revoke send it; a 401 resolves", async () => {
    await server.close();
    server = await startServer([json(200, { info: ["ok"] }), json(401, {})]);
    client = createSupportClient({ baseUrl: server.url, auth: { token: "tok" } });
    expect(client.session).toBeUndefined();
    await client.logout();
    await expect(client.revoke()).resolves.toBeUndefined();
    expect(server.requests.map((r) => `${r.url} ${r.headers.authorization}`)).toEqual([
      "/logout Bearer tok",
      "/revoke Bearer tok",
    ]);
  });
});

test("version.ts matches package.json", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect([PACKAGE_NAME, PACKAGE_VERSION]).toEqual([pkg.name, pkg.version]);
});
