import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { type MockServer, startMockServer } from "../src/index.js";
import { asRegistrar, basic } from "./helpers.js";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

async function raw(path: string, init: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Stream `total` bytes of a JSON array as a chunked body; resolve with the status the server answers. */
function streamHugeBody(total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${server.url}/v1/reports/maintain-domains`);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { authorization: basic(), "content-type": "application/json" },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", (error) => reject(error));
    const chunk = Buffer.alloc(64 * 1024, " ");
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (
          !req.write(sent === chunk.length ? Buffer.concat([Buffer.from("["), chunk.subarray(1)]) : chunk)
        ) {
          req.once("drain", pump);
          return;
        }
      }
      req.end("]");
    };
    pump();
  });
}

describe("bad input never crashes the server", () => {
  test("a 20 MB body streamed without content-length: 413, and the server still answers", async () => {
    const before = process.memoryUsage().rss;
    expect(await streamHugeBody(20 * 1024 * 1024)).toBe(413);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect((await asRegistrar(`${server.url}/v1/places/countries`, "GET")).status).toBe(200);
  });

  test("a body over the limit with content-length: 413 problem", async () => {
    const small = await startMockServer({ bodyLimit: 1024 });
    try {
      const response = await fetch(`${small.url}/v1/reports/maintain-domains`, {
        method: "POST",
        headers: { authorization: basic(), "content-type": "application/json" },
        body: `[${" ".repeat(4096)}]`,
      });
      expect(response.status).toBe(413);
      expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toMatchObject({ status: 413, title: "Payload Too Large" });
    } finally {
      await small.close();
    }
  });

  test.each([["[{"], ['{"a":'], ["nul"], ["[1,]"]])("malformed JSON %j: 400 problem", async (text) => {
    const { status, headers, body } = await raw("/v1/reports/maintain-domains", {
      method: "POST",
      headers: { authorization: basic(), "content-type": "application/json" },
      body: text,
    });
    expect(status).toBe(400);
    expect(headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ type: "about:blank", status: 400, title: "Bad Request" });
  });

  test("validation issues are listed with path and message", async () => {
    const { status, body } = await asRegistrar(`${server.url}/v1/reports/maintain-domains`, "POST", [
      { domainName: "a.com", ownerType: "X" },
    ]);
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([{ path: "/0/ownerType", message: expect.stringContaining("allowed values") }]),
    );
  });

  test("an empty list is a 400 (minItems)", async () => {
    expect((await asRegistrar(`${server.url}/v1/reports/maintain-domains`, "POST", [])).status).toBe(400);
  });

  test.each([["/nope"], ["/v1/nothing/here"], ["/"]])("unknown route %s: 404 problem", async (path) => {
    const { status, headers } = await raw(path, { headers: { authorization: basic() } });
    expect(status).toBe(404);
    expect(headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });

  test("known path, wrong method: 405 with Allow", async () => {
    const { status, headers } = await raw("/v1/places/countries", {
      method: "DELETE",
      headers: { authorization: basic() },
    });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET");
  });

  test("unsupported content type: 415 problem", async () => {
    const { status, headers } = await raw("/v1/reports/maintain-domains", {
      method: "POST",
      headers: { authorization: basic(), "content-type": "application/xml" },
      body: "<x/>",
    });
    expect(status).toBe(415);
    expect(headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });

  test("every response carries x-request-id", async () => {
    const ok = await raw("/v1/places/countries", { headers: { authorization: basic() } });
    const missing = await raw("/nope", {});
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("CORS", () => {
  test("preflight allows Authorization and exposes x-request-id", async () => {
    const response = await fetch(`${server.url}/v1/reports/maintain-domains`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  });

  test("simple requests expose x-request-id", async () => {
    const response = await fetch(`${server.url}/v1/places/countries`, {
      headers: { origin: "http://localhost:3000", authorization: basic() },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("x-request-id");
  });
});
