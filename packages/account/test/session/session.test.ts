import { ApiError, AuthenticationError, ConnectionError, silentLogger } from "@cdrapi/core";
import { rejection } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import type { Grant } from "../../src/session/requests.js";
import { createSessionState as createSession, REFRESH_MARGIN_MS, renewAt } from "../../src/session/state.js";
import { jwt } from "../helpers/fixtures.js";

const NOW = 1_800_000_000_000; // ms
const tokenExpiringIn = (sec: number, id = "") => jwt({ exp: NOW / 1000 + sec, jti: id });
const unauthorized = () => new AuthenticationError({ status: 401, operationId: "Utility_refreshToken" });

/** A session over scripted login/refresh functions that count their calls. */
function scripted(
  script: { login?: () => Promise<Grant>; refresh?: (rt: string) => Promise<Grant> } = {},
  clock = { now: NOW },
) {
  const calls = { login: 0, refresh: [] as string[] };
  let serial = 0;
  const grant = (): Grant => {
    serial++;
    return { token: `token-${serial}`, refreshToken: `refresh-${serial}` };
  };
  const session = createSession({
    login: async () => {
      calls.login++;
      await new Promise((r) => setTimeout(r, 5));
      return script.login ? script.login() : grant();
    },
    refresh: async (rt) => {
      calls.refresh.push(rt);
      await new Promise((r) => setTimeout(r, 5));
      return script.refresh ? script.refresh(rt) : grant();
    },
    logger: silentLogger,
    now: () => clock.now,
  });
  return { session, calls, clock };
}

describe("renewAt", () => {
  const cases: Array<[string, string, number | undefined]> = [
    ["an hour-long token renews 60 s before exp", tokenExpiringIn(3600), NOW + 3600_000 - REFRESH_MARGIN_MS],
    ["a 60 s token renews half-way", tokenExpiringIn(60), NOW + 30_000],
    ["a 10 s token renews half-way", tokenExpiringIn(10), NOW + 5_000],
    ["an already expired token (clock skew) waits for a 401", tokenExpiringIn(-5), undefined],
    ["an opaque token waits for a 401", "opaque", undefined],
  ];
  test.each(cases)("%s", (_name, token, want) => {
    expect(renewAt(token, NOW)).toBe(want);
  });
});

describe("createSession", () => {
  test("logs in on first use, once for concurrent callers, then reuses the token", async () => {
    const { session, calls } = scripted();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => session.getToken()));
    expect(new Set(tokens)).toEqual(new Set(["token-1"]));
    expect(await session.getToken()).toBe("token-1");
    expect(calls.login).toBe(1);
    expect(calls.refresh).toEqual([]);
  });

  test("refreshes ahead of exp, once for concurrent callers, with the latest refresh token", async () => {
    const clock = { now: NOW };
    let n = 0;
    const { session, calls } = scripted(
      {
        login: async () => ({ token: tokenExpiringIn(3600, "login"), refreshToken: "r0" }),
        refresh: async () => ({ token: tokenExpiringIn(3600 + ++n * 3600, `r${n}`), refreshToken: `r${n}` }),
      },
      clock,
    );
    const first = await session.getToken();
    clock.now = NOW + 3600_000 - REFRESH_MARGIN_MS - 1; // still fresh
    expect(await session.getToken()).toBe(first);
    clock.now += 2; // within 60 s of exp
    const renewed = await Promise.all(Array.from({ length: 20 }, () => session.getToken()));
    expect(new Set(renewed).size).toBe(1);
    expect(renewed[0]).not.toBe(first);
    expect(calls.refresh).toEqual(["r0"]);
    clock.now = NOW + 2 * 3600_000; // the refreshed token's turn
    await session.getToken();
    expect(calls.refresh).toEqual(["r0", "r1"]);
    expect(calls.login).toBe(1);
  });

  test("refresh() after a 401 uses the refresh token and keeps it when the answer has none", async () => {
    const { session, calls } = scripted({
      login: async () => ({ token: "t0", refreshToken: "r0" }),
      refresh: async () => ({ token: "t1", refreshToken: undefined }),
    });
    await session.getToken();
    await session.refresh();
    expect(await session.getToken()).toBe("t1");
    await session.refresh();
    expect(calls.refresh).toEqual(["r0", "r0"]);
  });

  test("refresh(rejected) after the token was already replaced sends nothing", async () => {
    const { session, calls } = scripted();
    const first = await session.getToken();
    await session.refresh(first);
    await session.refresh(first); // a late 401 of the same token: already replaced
    expect(await session.getToken()).toBe("token-2");
    expect(calls.refresh).toEqual(["refresh-1"]);
  });

  test.each([
    ["a 401", unauthorized()],
    ["a HostBill 200 error", new ApiError({ status: 200, messages: ["Invalid refresh token"] })],
  ])("a refresh refused with %s falls back to login", async (_name, refusal) => {
    const { session, calls } = scripted({
      refresh: async () => {
        throw refusal;
      },
    });
    await session.getToken();
    await session.refresh();
    expect(calls.refresh).toEqual(["refresh-1"]);
    expect(calls.login).toBe(2);
  });

  test("no answer from the refresh endpoint is thrown, without a login, and the session is kept", async () => {
    let fail = true;
    const { session, calls } = scripted({
      login: async () => ({ token: "t0", refreshToken: "r0" }),
      refresh: async () => {
        if (fail) throw new ConnectionError({ code: "ECONNRESET" });
        return { token: "t1", refreshToken: "r1" };
      },
    });
    await session.getToken();
    expect(await rejection(session.refresh())).toBeInstanceOf(ConnectionError);
    expect(calls.login).toBe(1);
    expect(session.current()?.token).toBe("t0");
    fail = false;
    await session.refresh();
    expect(session.current()?.token).toBe("t1");
  });

  test("a refused login ends the session: the error is thrown and no stale token is kept", async () => {
    let loginOk = true;
    const { session } = scripted({
      login: async () => {
        if (!loginOk) throw new AuthenticationError({ status: 401, operationId: "Utility_login" });
        return { token: "t0", refreshToken: "r0" };
      },
      refresh: async () => {
        throw unauthorized();
      },
    });
    await session.getToken();
    loginOk = false;
    expect(await rejection(session.refresh())).toBeInstanceOf(AuthenticationError);
    expect(session.current()).toBeUndefined();
  });

  test("clear() forgets the tokens, and a renewal in flight is not stored", async () => {
    const { session, calls } = scripted();
    await session.getToken();
    session.clear();
    expect(session.current()).toBeUndefined();
    const pending = session.getToken(); // logs in again
    session.clear(); // while that login is in flight
    expect(await pending).toBe("token-2");
    expect(session.current()).toBeUndefined();
    expect(await session.getToken()).toBe("token-3");
    expect(calls.login).toBe(3);
  });

  test("a call right after clear() logs in afresh instead of joining the discarded login", async () => {
    const { session, calls } = scripted();
    const discarded = session.getToken();
    session.clear();
    const fresh = session.getToken();
    expect(await discarded).toBe("token-1");
    expect(await fresh).toBe("token-2");
    expect(session.current()?.token).toBe("token-2");
    expect(calls.login).toBe(2);
  });
});
