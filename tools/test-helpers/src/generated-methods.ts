// The tests every generated client shares: each generated method on the wire against a
// scripted loopback server (method, encoded path ids, JSON body, bearer token), path-id
// checks before anything is sent, and a HostBill client's option checks. One copy here;
// each package's test file names its client.
import { describe, expect, test } from "@jest/globals";
import { rejection } from "./fixtures.js";
import { json, startServer, type TestServer } from "./server.js";

/** One row of a package's generated `methodIndex`. */
type Entry = { method: string; path: readonly string[]; body: boolean; query: boolean };
type Rows = Readonly<Record<string, { method: string; path: string; security: readonly string[] }>>;
type AnyClient = object;
interface IssueError extends Error {
  issues: readonly { field: string | null }[];
}

export interface GeneratedClientSpec<C extends AnyClient, O> {
  /** The package's `createXClient`. */
  create: (options: O) => C;
  /** The generated `methodIndex` and operation table. */
  methodIndex: object;
  operations: object;
  /** The package's `ValidationError` class (its own import, so `instanceof` is checked for real). */
  ValidationError: abstract new (
    ...args: never[]
  ) => IssueError;
}

/** The generated method `ns.name` of a client. */
function methodOf(client: AnyClient, dotted: string) {
  const [ns, name] = dotted.split(".") as [string, string];
  return (client as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[ns]![name]!;
}

/** Every generated method of a package on the wire, and its path-id checks. */
export function describeGeneratedMethods<C extends AnyClient, O>(spec: GeneratedClientSpec<C, O>): void {
  const entries = Object.entries(spec.methodIndex as Record<string, Entry>);
  const rows = spec.operations as Rows;
  let server: TestServer;
  const connect = async () => {
    server = await startServer(json(200, { ok: true }));
    return spec.create({ baseUrl: `${server.url}/api`, auth: { token: "tok-123" }, maxRetries: 0 } as O);
  };

  describe("generated methods", () => {
    test("there is one per operation of the package", () => {
      expect(entries.map(([id]) => id).sort()).toEqual(Object.keys(rows).sort());
    });

    test.each(
      entries,
    )("%s: method, encoded path ids, body and bearer on the wire", async (operationId, entry) => {
      const client = await connect();
      try {
        const ids = entry.path.map((_arg, i) => `id/${i} é`);
        const args: unknown[] = [...ids];
        if (entry.body) args.push({ probe: operationId });
        if (entry.query) args.push({ page: 2 });
        await expect(methodOf(client, entry.method)(...args)).resolves.toEqual({ ok: true });
        const row = rows[operationId]!;
        let i = 0;
        const path = row.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[i++]!));
        const [sent] = server.requests;
        expect(sent!.method).toBe(row.method);
        expect(sent!.url.split("?")[0]).toBe(`/api${path}`);
        // The token goes exactly to the operations that declare bearer auth (not to login).
        expect(sent!.headers.authorization).toBe(row.security.length ? "Bearer tok-123" : undefined);
        if (entry.query) expect(sent!.url).toContain("page=2");
        if (entry.body) expect(JSON.parse(sent!.body)).toEqual({ probe: operationId });
        else expect(sent!.body).toBe("");
      } finally {
        await server.close();
      }
    });

    const withIds = entries.filter(([, e]) => e.path.length > 0);
    test.each(
      withIds,
    )("%s: an empty id is a ValidationError naming the argument, and nothing is sent", async (_id, entry) => {
      const client = await connect();
      try {
        const args: unknown[] = entry.path.map((_a, i) => (i === entry.path.length - 1 ? "" : "1"));
        if (entry.body) args.push({});
        const error = await rejection(methodOf(client, entry.method)(...args));
        expect(error).toBeInstanceOf(spec.ValidationError);
        expect((error as IssueError).issues[0]!.field).toBe(entry.path[entry.path.length - 1]);
        expect(server.requests).toHaveLength(0);
      } finally {
        await server.close();
      }
    });
  });
}

/** A HostBill group client: its generated methods, its option checks and token logout/revoke. */
export function describeHostBillClient<
  C extends AnyClient & { session?: unknown; logout(): Promise<void>; revoke(): Promise<void> },
  O,
>(spec: GeneratedClientSpec<C, O>): void {
  describeGeneratedMethods(spec);

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
        spec.create(options as O);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(spec.ValidationError);
      expect((error as IssueError).issues.map((i) => i.field).sort()).toEqual([...fields].sort());
    });

    test("with a token, logout and revoke send it; a 401 resolves", async () => {
      const server = await startServer([json(200, { info: ["ok"] }), json(401, {})]);
      try {
        const client = spec.create({ baseUrl: server.url, auth: { token: "tok" } } as O);
        expect(client.session).toBeUndefined();
        await client.logout();
        await expect(client.revoke()).resolves.toBeUndefined();
        expect(server.requests.map((r) => `${r.url} ${r.headers.authorization}`)).toEqual([
          "/logout Bearer tok",
          "/revoke Bearer tok",
        ]);
      } finally {
        await server.close();
      }
    });
  });
}
