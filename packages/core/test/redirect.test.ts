import { basicAuth, ConnectionError, RateLimitError, ValidationError } from "@cdrapi/core";
import { closedPort, json, type Reply, rejection, useServers } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import { SECRET_HEADERS, testClient } from "./helpers/fixtures.js";

const serve = useServers();

const redirect =
  (status: number, location: string): Reply =>
  (res) => {
    res.writeHead(status, { location });
    res.end();
  };

const auth = () => basicAuth({ username: "user", password: "pw" });

describe("redirects", () => {
  test("a same-origin redirect is followed with credentials", async () => {
    const server = await serve([redirect(307, "/things/2"), json(200, { id: 2 })]);
    const c = testClient(server.url, { auth: auth() });
    await expect(c.getThing("1")).resolves.toEqual({ id: 2 });
    expect(server.requests.map((r) => r.url)).toEqual(["/things/1", "/things/2"]);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      expect.any(String),
      expect.any(String),
    ]);
  });

  test("Authorization is dropped on a redirect to another origin", async () => {
    const other = await serve(json(200, { moved: true }));
    const server = await serve(redirect(302, `${other.url.replace("127.0.0.1", "localhost")}/elsewhere`));
    const c = testClient(server.url, { auth: auth() });
    await expect(c.getThing("1")).resolves.toEqual({ moved: true });
    expect(server.requests[0]?.headers.authorization).toMatch(/^Basic /);
    expect(other.requests).toHaveLength(1);
    expect(other.requests[0]?.headers.authorization).toBeUndefined();
  });

  test("a different port is another origin", async () => {
    const other = await serve(json(200, {}));
    const server = await serve(redirect(308, `${other.url}/x`));
    await testClient(server.url, { auth: auth() }).getThing("1");
    expect(other.requests[0]?.headers.authorization).toBeUndefined();
  });

  test("303 after a POST becomes a GET without body", async () => {
    const server = await serve([redirect(303, "/things/9"), json(200, { id: 9 })]);
    const c = testClient(server.url);
    await expect(c.replaceList([1, 2])).resolves.toEqual({ id: 9 });
    expect(server.requests.map((r) => [r.method, r.body, r.headers["content-type"]])).toEqual([
      ["POST", "[1,2]", "application/json"],
      ["GET", "", undefined],
    ]);
  });

  test("307 re-sends the POST with its body", async () => {
    const server = await serve([redirect(307, "/v1/lists?again=1"), json(200, {})]);
    await testClient(server.url).replaceList([3]);
    expect(server.requests.map((r) => [r.method, r.body])).toEqual([
      ["POST", "[3]"],
      ["POST", "[3]"],
    ]);
  });

  test("a redirect to plain http on a non-loopback host is refused", async () => {
    const server = await serve(redirect(302, "http://example.com/x"));
    const error = await rejection(testClient(server.url).getThing("1"));
    expect(error).toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(1);
  });

  // A server that answered the first hop received the request (a 303 says it processed it):
  // what a later hop answers no longer proves that a non-idempotent request was not processed.
  test("a non-idempotent POST is not re-sent when a hop after its redirect is refused", async () => {
    const refused = await closedPort();
    const server = await serve(redirect(303, `http://127.0.0.1:${refused}/result`));
    expect(await rejection(testClient(server.url).addToList([1]))).toBeInstanceOf(ConnectionError);
    expect(server.requests.map((r) => r.method)).toEqual(["POST"]);
  });

  test("a non-idempotent POST is not re-sent when a hop after its redirect answers 429", async () => {
    const server = await serve([redirect(303, "/things/9"), json(429, {}, { "retry-after": "0" })]);
    expect(await rejection(testClient(server.url).addToList([1]))).toBeInstanceOf(RateLimitError);
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "GET"]);
  });

  test("an idempotent POST is still retried after a redirect", async () => {
    const server = await serve([
      redirect(303, "/things/9"),
      json(503, {}),
      redirect(303, "/things/9"),
      json(200, { id: 9 }),
    ]);
    await expect(testClient(server.url).replaceList([1])).resolves.toEqual({ id: 9 });
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "GET", "POST", "GET"]);
  });
});

// The rule: a cross-origin hop carries only headers known to hold no secret. Each of
// SECRET_HEADERS is how some API takes its credential; another port of 127.0.0.1 is another origin.
describe("no header but the harmless ones crosses to another origin", () => {
  const secretOf = (name: string) => `secret-value-of-${name.toLowerCase()}`;

  test.each(SECRET_HEADERS)("%s, from the client's headers, stays with the first origin", async (name) => {
    const other = await serve(json(200, { moved: true }));
    const server = await serve(redirect(307, `${other.url}/elsewhere`));
    const c = testClient(server.url, { headers: { [name]: secretOf(name) } });
    await expect(c.getThing("1")).resolves.toEqual({ moved: true });
    expect(server.requests[0]?.headers[name.toLowerCase()]).toBe(secretOf(name));
    expect(other.requests).toHaveLength(1);
    expect(other.requests[0]?.headers[name.toLowerCase()]).toBeUndefined();
  });

  test.each(SECRET_HEADERS)("%s, from a call's own headers, stays with the first origin", async (name) => {
    const other = await serve(json(200, { moved: true }));
    const server = await serve(redirect(302, `${other.url}/elsewhere`));
    const { t } = testClient(server.url);
    const headers = { [name]: secretOf(name) };
    await expect(t.request("getThing", { path: { id: "1" } }, { headers })).resolves.toEqual({ moved: true });
    expect(server.requests[0]?.headers[name.toLowerCase()]).toBe(secretOf(name));
    expect(other.requests[0]?.headers[name.toLowerCase()]).toBeUndefined();
  });

  test("what crosses: content negotiation and the User-Agent; nothing custom", async () => {
    const other = await serve(json(200, {}));
    const server = await serve(redirect(307, `${other.url}/things/2`));
    const c = testClient(server.url, {
      userAgent: "registrar-tool/1.0",
      headers: { accept: "application/json", "accept-language": "vi", "x-trace": "t1" },
    });
    await c.getThing("1");
    const crossed = other.requests[0]!;
    expect(crossed.headers).toMatchObject({
      accept: "application/json",
      "accept-language": "vi",
      "user-agent": expect.stringMatching(/^registrar-tool\/1\.0 cdrapi-test\//),
    });
    expect(crossed.headers["x-trace"]).toBeUndefined();
  });

  test.each([
    307, 308,
  ])("a %i that would re-send a body to another origin is not followed", async (status) => {
    const other = await serve(json(200, {}));
    const server = await serve(redirect(status, `${other.url}/v1/lists`));
    const error = await testClient(server.url)
      .replaceList([1])
      .catch((e: unknown) => e);
    expect(String(error)).toContain(
      `a redirect to another origin (${other.url}) that would re-send the request's body`,
    );
    expect(other.requests).toHaveLength(0);
    expect(server.requests[0]?.body).toBe("[1]");
  });

  test("a same-origin redirect keeps every header", async () => {
    const server = await serve([redirect(307, "/things/2"), json(200, {})]);
    const headers = Object.fromEntries(SECRET_HEADERS.map((name) => [name, secretOf(name)]));
    await testClient(server.url, { headers }).getThing("1");
    for (const name of SECRET_HEADERS)
      expect(server.requests[1]?.headers[name.toLowerCase()]).toBe(secretOf(name));
  });
});
