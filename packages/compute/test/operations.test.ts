// Every named method on the wire (method, path, body, bearer), against a scripted server.
import { json, type Reply, rejection, startServer, type TestServer, text } from "@cdrapi/test-helpers";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";
import {
  AbortError,
  ApiError,
  type ComputeClient,
  createComputeClient,
  ValidationError,
} from "../src/index.js";

let server: TestServer;
let compute: ComputeClient;
let replies: Reply[];
beforeEach(async () => {
  replies = [json(200, { ok: true })];
  server = await startServer((res, req, raw) => replies[0]!(res, req, raw));
  compute = createComputeClient({ baseUrl: `${server.url}/api`, auth: { token: "tok-123" }, maxRetries: 0 });
});
afterEach(() => server.close());

type Case = [
  name: string,
  call: (c: ComputeClient) => Promise<unknown>,
  method: string,
  url: string,
  body: unknown,
];
const cases: Case[] = [
  ["vms.getResources", (c) => c.vms.getResources("1201"), "GET", "/api/service/1201/resources", undefined],
  ["vms.list", (c) => c.vms.list(1201), "GET", "/api/service/1201/vms", undefined],
  [
    "vms.getUpgradeOptions",
    (c) => c.vms.getUpgradeOptions("1201"),
    "GET",
    "/api/service/1201/upgrade",
    undefined,
  ],
  [
    "vms.requestUpgrade",
    (c) =>
      c.vms.requestUpgrade("1201", { send: true, package: "vps-4", cycle: "m", resources: { ram: 4096 } }),
    "POST",
    "/api/service/1201/upgrade",
    { send: true, package: "vps-4", cycle: "m", resources: { ram: 4096 } },
  ],
  [
    "vms.listRebuildTemplates",
    (c) => c.vms.listRebuildTemplates("1201", "vm-10"),
    "GET",
    "/api/service/1201/templates/vm-10",
    undefined,
  ],
  [
    "vms.getMemoryUsage",
    (c) => c.vms.getMemoryUsage("1201", "vm-10"),
    "GET",
    "/api/service/1201/vms/vm-10/usage/memory",
    undefined,
  ],
  [
    "vms.listIsoImages",
    (c) => c.vms.listIsoImages("1201", "vm-10"),
    "GET",
    "/api/service/1201/vms/vm-10/images",
    undefined,
  ],
  [
    "vms.mountIsoImage",
    (c) => c.vms.mountIsoImage("1201", "vm-10", { image: "debian-12" }),
    "POST",
    "/api/service/1201/vms/vm-10/images",
    { image: "debian-12" },
  ],
  [
    "vms.setBootOrder",
    (c) => c.vms.setBootOrder("1201", "vm-10", { order: "cd" }),
    "POST",
    "/api/service/1201/vms/vm-10/boot",
    { order: "cd" },
  ],
  [
    "vms.enablePxe",
    (c) => c.vms.enablePxe("1201", "vm-10", { state: "on" }),
    "POST",
    "/api/service/1201/vms/vm-10/tuntap",
    { state: "on" },
  ],
];

describe("named methods", () => {
  test.each(
    cases,
  )("%s sends its method, path and body with the bearer token", async (_name, call, method, url, body) => {
    await expect(call(compute)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent).toMatchObject({ method, url });
    expect(sent!.headers.authorization).toBe("Bearer tok-123");
    if (body === undefined) expect(sent!.body).toBe("");
    else expect(JSON.parse(sent!.body)).toEqual(body);
  });

  test.each(
    cases,
  )("%s raises HostBill's 200 {error: [...]} as an ApiError with its messages", async (_n, call) => {
    replies = [json(200, { error: ["Service not found", "Try again"] })];
    const error = await rejection(call(compute));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, messages: ["Service not found", "Try again"] });
    expect(String(error)).toContain("Service not found");
  });

  test.each(cases)("%s stops at an aborted signal before sending", async (_n, call) => {
    // every method, in a namespace too (`c.vms.list`), called with an aborted signal last
    const signalled = <T extends object>(target: T): T =>
      new Proxy(target, {
        get: (t, key) => {
          const value = t[key as keyof T];
          if (typeof value === "function")
            return (...args: unknown[]) =>
              (value as (...a: unknown[]) => unknown)(...args, { signal: AbortSignal.abort() });
          return value !== null && typeof value === "object" ? signalled(value) : value;
        },
      });
    expect(await rejection(call(signalled(compute)))).toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(0);
  });
});

describe("path parameters", () => {
  const encoded: Array<[string, string, string]> = [
    ["a slash", "a/b", "/api/service/a%2Fb/resources"],
    ["a query mark and hash", "x?y#z", "/api/service/x%3Fy%23z/resources"],
    ["a space and unicode", "dịch vụ 1", "/api/service/d%E1%BB%8Bch%20v%E1%BB%A5%201/resources"],
    ["a percent sign", "50%", "/api/service/50%25/resources"],
    ["a dot segment inside", "../x", "/api/service/..%2Fx/resources"],
  ];
  test.each(encoded)("%s is percent-encoded", async (_n, id, url) => {
    await compute.vms.getResources(id);
    expect(server.requests[0]!.url).toBe(url);
  });

  test("both ids of a VM operation are encoded", async () => {
    await compute.vms.getMemoryUsage("a/b", "vm/1");
    expect(server.requests[0]!.url).toBe("/api/service/a%2Fb/vms/vm%2F1/usage/memory");
  });

  const invalid: Array<[string, unknown]> = [
    ["an empty string", ""],
    ["a dot", "."],
    ["two dots", ".."],
    ["a negative number", -1],
    ["a fraction", 1.5],
    ["NaN", Number.NaN],
    ["undefined", undefined],
    ["null", null],
    ["an object", { id: 1 }],
  ];
  test.each(invalid)("%s is a ValidationError, and nothing is sent", async (_n, id) => {
    const error = await rejection(compute.vms.getResources(id as string));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]).toMatchObject({ field: "serviceId" });
    const vmError = await rejection(compute.vms.enablePxe("1201", id as string));
    expect((vmError as ValidationError).issues[0]).toMatchObject({ field: "vmId" });
    expect(server.requests).toHaveLength(0);
  });
});

describe("vms.getResources", () => {
  const bodies: Array<[string, Reply, unknown]> = [
    ["an empty 200 (what the document specifies)", text(200, ""), undefined],
    [
      "an empty 200 with a JSON content type",
      text(200, "", { "content-type": "application/json" }),
      undefined,
    ],
    ["a JSON object", json(200, { cpu: { total: 4, used: 1 } }), { cpu: { total: 4, used: 1 } }],
    ["a JSON array", json(200, [{ name: "cpu" }]), [{ name: "cpu" }]],
    ["JSON under */*", text(200, '{"disk":160}', { "content-type": "*/*" }), { disk: 160 }],
    ["JSON labelled text/plain", text(200, '{"disk":160}', { "content-type": "text/plain" }), { disk: 160 }],
  ];
  test.each(bodies)("returns the parsed body of %s", async (_n, reply, want) => {
    replies = [reply];
    await expect(compute.vms.getResources("1201")).resolves.toEqual(want);
  });

  test("a 200 body that is not JSON is an ApiError", async () => {
    replies = [text(200, "<html>oops</html>", { "content-type": "text/html" })];
    expect(await rejection(compute.vms.getResources("1201"))).toBeInstanceOf(ApiError);
  });

  test("a 404 is a NotFoundError with the operation and the encoded url", async () => {
    replies = [json(404, { error: ["no such service"] })];
    const error = await rejection(compute.vms.getResources("a/b"));
    expect(error).toMatchObject({
      name: "NotFoundError",
      status: 404,
      operationId: "Cloud Virtual Machine_resources",
      method: "GET",
      url: `${server.url}/api/service/a%2Fb/resources`,
      messages: ["no such service"],
    });
  });
});

describe(".api", () => {
  test("is the typed openapi-fetch client, with the same auth", async () => {
    const { data } = await compute.api.GET("/service/{id}/vms", { params: { path: { id: "7" } } });
    expect(data).toEqual({ ok: true });
    expect(server.requests[0]).toMatchObject({ url: "/api/service/7/vms" });
    expect(server.requests[0]!.headers.authorization).toBe("Bearer tok-123");
  });
});
