import {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  CdrapiError,
  ConflictError,
  ConnectionError,
  createApiError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  UnprocessableEntityError,
  ValidationError,
} from "@cdrapi/core";
import { json, rejection, startServer, type TestServer, text } from "@cdrapi/test-helpers";
import { afterEach, describe, expect, test } from "@jest/globals";
import { testClient } from "./helpers/fixtures.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const classes: Array<[number, new (...args: never[]) => ApiError, string]> = [
  [400, BadRequestError, "BadRequestError"],
  [401, AuthenticationError, "AuthenticationError"],
  [403, PermissionDeniedError, "PermissionDeniedError"],
  [404, NotFoundError, "NotFoundError"],
  [409, ConflictError, "ConflictError"],
  [422, UnprocessableEntityError, "UnprocessableEntityError"],
  [429, RateLimitError, "RateLimitError"],
  [500, InternalServerError, "InternalServerError"],
  [503, InternalServerError, "InternalServerError"],
  [599, InternalServerError, "InternalServerError"],
  [402, ApiError, "ApiError"],
  [418, ApiError, "ApiError"],
];

describe("createApiError maps a status to its class", () => {
  test.each(classes)("%i -> %p", (status, Class, name) => {
    const error = createApiError({ status });
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(CdrapiError);
    expect(error.constructor).toBe(Class);
    expect(error.name).toBe(name);
    expect(error.status).toBe(status);
  });
});

describe("errors from the wire", () => {
  test.each(
    classes.filter(([s]) => s !== 429 && s < 500),
  )("%i carries status, operation, url, body, request id", async (status, Class) => {
    server = await startServer(json(status, { message: "nope", code: 7 }, { "x-request-id": "req-123" }));
    const c = testClient(server.url);
    const error = (await rejection(c.getThing("42"))) as ApiError;
    expect(error).toBeInstanceOf(Class);
    expect(error.status).toBe(status);
    expect(error.operationId).toBe("getThing");
    expect(error.method).toBe("GET");
    expect(error.url).toBe(`${server.url}/things/42`);
    expect(error.body).toEqual({ message: "nope", code: 7 });
    expect(error.requestId).toBe("req-123");
    expect(error.messages).toEqual(["nope"]);
    expect(error.message).toContain(String(status));
    expect(error.message).toContain("getThing");
  });

  test("a text error body is kept as text", async () => {
    server = await startServer(text(404, "no such thing", { "content-type": "text/plain" }));
    const error = (await rejection(testClient(server.url).getThing("1"))) as ApiError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.body).toBe("no such thing");
  });

  test("request-id is read from similar headers too", async () => {
    server = await startServer(json(404, {}, { "x-correlation-id": "corr-9" }));
    const error = (await rejection(testClient(server.url).getThing("1"))) as ApiError;
    expect(error.requestId).toBe("corr-9");
  });

  test("HostBill 200 {error: [...]} becomes an ApiError with those messages", async () => {
    server = await startServer(json(200, { error: ["Invalid service id", "Access denied"] }));
    const error = (await rejection(testClient(server.url).getThing("1"))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    expect(error.messages).toEqual(["Invalid service id", "Access denied"]);
    expect(error.message).toContain("Invalid service id");
    expect(error.operationId).toBe("getThing");
  });

  test.each([
    ["an empty error array", { error: [] }],
    ["an error string", { error: "x", id: 1 }],
  ])("200 with %s is data", async (_name, body) => {
    server = await startServer(json(200, body));
    await expect(testClient(server.url).getThing("1")).resolves.toEqual(body);
  });
});

describe("serialization", () => {
  const errors: Array<[string, Error]> = [
    [
      "ApiError",
      createApiError({ status: 402, operationId: "op", method: "GET", url: "https://h/x", body: { a: 1 } }),
    ],
    [
      "ConnectionError",
      new ConnectionError({ operationId: "op", method: "GET", url: "https://h/x", code: "ECONNRESET" }),
    ],
    [
      "TimeoutError",
      new TimeoutError({ operationId: "op", method: "GET", url: "https://h/x", timeoutMs: 5 }),
    ],
    ["AbortError", new AbortError({ operationId: "op", method: "GET", url: "https://h/x" })],
    ["ValidationError", new ValidationError([{ index: 3, field: "domainName", message: "is required" }])],
  ];
  test.each(errors)("%s has a name, a message and a toJSON", (name, error) => {
    expect(error.name).toBe(name);
    expect(String(error)).toMatch(new RegExp(`^${name}: .+`));
    const json = JSON.parse(JSON.stringify(error));
    expect(json.name).toBe(name);
    expect(json.message).toBe(error.message);
  });

  test("TimeoutError is a ConnectionError; AbortError is not", () => {
    expect(new TimeoutError()).toBeInstanceOf(ConnectionError);
    expect(new AbortError()).not.toBeInstanceOf(ConnectionError);
  });

  test("ValidationError lists its issues with row and field", () => {
    const error = new ValidationError([
      { index: 3, field: "domainName", message: "is required" },
      { index: null, field: "username", message: 'must not contain ":"' },
    ]);
    expect(error.message).toBe('invalid input: [3] domainName: is required; username: must not contain ":"');
    expect(error.issues).toHaveLength(2);
  });
});
