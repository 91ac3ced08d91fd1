// Every generated method of compute on the wire (method, encoded path, JSON body, bearer
// token) against a scripted loopback server; the 0.1 names are in operations.test.ts.
import { json, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";
import { methodIndex } from "../src/generated/methods.js";
import { type ComputeClient, createComputeClient, operations, ValidationError } from "../src/index.js";

let server: TestServer;
let client: ComputeClient;
beforeEach(async () => {
  server = await startServer(json(200, { ok: true }));
  client = createComputeClient({ baseUrl: `${server.url}/api`, auth: { token: "tok-123" }, maxRetries: 0 });
});
afterEach(() => server.close());

type Entry = { method: string; path: readonly string[]; body: boolean; query: boolean };
const entries = Object.entries(methodIndex as Record<string, Entry>);
/** The generated method `ns.name` of a client. */
const methodOf = (c: ComputeClient, dotted: string) => {
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
