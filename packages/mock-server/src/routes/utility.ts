/** HostBill Utility: login, refresh, logout and revoke over the session store. */

import { timingSafeEqual } from "node:crypto";
import { HttpProblem } from "../problem.js";
import { type HandlerContext, type Handlers, info, ok } from "./types.js";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

function sessionOf(ctx: HandlerContext): string {
  const sessionId = ctx.principal.sessionId;
  if (!sessionId) throw new HttpProblem(401, "A valid bearer token is required.");
  return sessionId;
}

export const utilityHandlers: Handlers = {
  "POST /login"(ctx) {
    const { username, password } = ctx.body as { username: string; password: string };
    const user = ctx.options.users.find((u) => u.username === username);
    if (!user || !sameSecret(password, user.password)) {
      throw new HttpProblem(401, "Invalid username or password.");
    }
    return ok(ctx.sessions.login(user.username));
  },

  "POST /token"(ctx) {
    const { refresh_token } = ctx.body as { refresh_token: string };
    const pair = ctx.sessions.refresh(refresh_token);
    if (!pair) throw new HttpProblem(401, "The refresh token is unknown, used, expired or revoked.");
    return ok(pair);
  },

  "POST /logout"(ctx) {
    ctx.sessions.end(sessionOf(ctx));
    return info("Logged out");
  },

  "POST /revoke"(ctx) {
    ctx.sessions.end(sessionOf(ctx));
    return info("Authorization and refresh token revoked");
  },
};
