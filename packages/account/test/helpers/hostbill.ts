// A stateful fake of a HostBill client API on a bare node:http server, for tests that need
// exact control of the session wire (token lifetimes, refresh field names, HostBill-style
// 200 errors, delays). The end-to-end tests use @cdrapi/mock-server instead.
import { type RecordedRequest, type Reply, startServer, type TestServer } from "@cdrapi/test-helpers";
import { jwt } from "./fixtures.js";

export interface FakeHostBillOptions {
  username?: string;
  password?: string;
  /** Access token lifetime, in seconds, written into the JWT `exp`. Default 3600. */
  ttlSec?: number;
  /** Name of the refresh token field in answers. Default "refresh". */
  refreshField?: "refresh" | "refresh_token";
  /** How wrong credentials are answered: 401, or HostBill's 200 {"error": [...]}. */
  loginFailure?: "401" | "200";
  /** Delay of /token answers, in ms, to widen races. */
  refreshDelayMs?: number;
  /** Path prefix the API lives under, e.g. "/api". */
  prefix?: string;
  /** Delay of the answers to API calls (not login, token, logout, revoke), in ms; the token is checked when answering. */
  apiDelayMs?: number;
  /** A refresh invalidates every access token issued before it. */
  refreshRevokesAccess?: boolean;
}

export interface FakeHostBill extends TestServer {
  /** Requests to `path` (after the prefix), optionally of one method. */
  count(path: string, method?: string): number;
  /** Invalidate every access token (refresh tokens stay valid). */
  expireAccessTokens(): void;
  /** Invalidate every access and refresh token. */
  revokeAll(): void;
  /** Every token and refresh token ever issued. */
  issued: string[];
  options: Required<Omit<FakeHostBillOptions, "prefix">> & { prefix: string };
}

export async function startHostBill(given: FakeHostBillOptions = {}): Promise<FakeHostBill> {
  const options = {
    username: "demo-user",
    password: "demo-password",
    ttlSec: 3600,
    refreshField: "refresh" as const,
    loginFailure: "401" as const,
    refreshDelayMs: 0,
    prefix: "",
    apiDelayMs: 0,
    refreshRevokesAccess: false,
    ...given,
  };
  const access = new Set<string>();
  const refresh = new Set<string>();
  const issued: string[] = [];
  let serial = 0;

  const grant = () => {
    serial++;
    const token = jwt({
      sub: options.username,
      jti: `a${serial}`,
      exp: Math.floor(Date.now() / 1000) + options.ttlSec,
    });
    const refreshToken = `rt-${serial}-${Math.random().toString(36).slice(2)}`;
    access.add(token);
    refresh.add(refreshToken);
    issued.push(token, refreshToken);
    return { token, [options.refreshField]: refreshToken };
  };
  const send = (res: Parameters<Reply>[0], status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const bearer = (req: RecordedRequest) => {
    const header = req.headers.authorization ?? "";
    return header.startsWith("Bearer ") ? header.slice(7) : undefined;
  };
  const parse = (body: string): Record<string, unknown> => {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  const reply: Reply = (res, req) => {
    const path = pathOf(req, options.prefix);
    const body = parse(req.body);
    if (req.method === "POST" && path === "/login") {
      if (body.username === options.username && body.password === options.password)
        return send(res, 200, grant());
      return options.loginFailure === "401"
        ? send(res, 401, { error: ["Invalid login details"] })
        : send(res, 200, { error: ["Invalid login details"] });
    }
    if (req.method === "POST" && path === "/token") {
      const presented = body.refresh_token;
      setTimeout(() => {
        if (typeof presented === "string" && refresh.delete(presented)) {
          if (options.refreshRevokesAccess) access.clear();
          return send(res, 200, grant());
        }
        send(res, 401, { error: ["Invalid refresh token"] });
      }, options.refreshDelayMs);
      return;
    }
    const token = bearer(req);
    if (req.method === "GET") {
      setTimeout(() => {
        if (token === undefined || !access.has(token)) return send(res, 401, { error: ["Unauthorized"] });
        send(res, 200, { path: req.url });
      }, options.apiDelayMs);
      return;
    }
    if (token === undefined || !access.has(token)) return send(res, 401, { error: ["Unauthorized"] });
    if (req.method === "POST" && path === "/logout") {
      access.delete(token);
      return send(res, 200, { info: ["Logged out"] });
    }
    if (req.method === "POST" && path === "/revoke") {
      access.clear();
      refresh.clear();
      return send(res, 200, { info: ["Token revoked"] });
    }
    send(res, 200, { path: req.url });
  };

  const server = await startServer(reply);
  return {
    ...server,
    options,
    issued,
    count: (path, method) =>
      server.requests.filter((r) => pathOf(r, options.prefix) === path && (!method || r.method === method))
        .length,
    expireAccessTokens: () => access.clear(),
    revokeAll: () => {
      access.clear();
      refresh.clear();
    },
  };
}

function pathOf(req: RecordedRequest, prefix: string): string {
  const path = new URL(req.url, "http://x").pathname;
  return prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
