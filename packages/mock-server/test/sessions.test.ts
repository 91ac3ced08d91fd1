import { describe, expect, test } from "@jest/globals";
import { SessionStore } from "../src/state/sessions.js";

/** A store with a 60 s access and a 600 s refresh lifetime on a clock the test moves. */
function store() {
  const clock = { now: 1_000_000 };
  const sessions = new SessionStore(60, 600, () => clock.now);
  const advance = (seconds: number) => {
    clock.now += seconds * 1000;
  };
  return { sessions, advance };
}

describe("SessionStore keeps memory bounded", () => {
  test("expired access tokens are removed on the next login; the sessions live while their refresh does", () => {
    const { sessions, advance } = store();
    const first = sessions.login("u");
    sessions.login("u");
    expect(sessions.sizes()).toEqual({ sessions: 2, accessTokens: 2, refreshTokens: 2 });
    advance(61);
    sessions.login("u");
    expect(sessions.sizes()).toEqual({ sessions: 3, accessTokens: 1, refreshTokens: 3 });
    expect(sessions.authenticate(first.token)).toBeUndefined();
    expect(sessions.refresh(first.refresh)).toBeDefined();
  });

  test("a session whose tokens have all expired is removed on the next lookup", () => {
    const { sessions, advance } = store();
    const pair = sessions.login("u");
    advance(601);
    expect(sessions.authenticate(pair.token)).toBeUndefined();
    expect(sessions.sizes()).toEqual({ sessions: 0, accessTokens: 0, refreshTokens: 0 });
  });

  test("a refresh replaces the refresh token; the old access token goes when it expires", () => {
    const { sessions, advance } = store();
    const first = sessions.login("u");
    const second = sessions.refresh(first.refresh);
    expect(second).toBeDefined();
    expect(sessions.sizes()).toEqual({ sessions: 1, accessTokens: 2, refreshTokens: 1 });
    advance(61);
    expect(sessions.authenticate(second?.token ?? "")).toBeUndefined();
    expect(sessions.sizes()).toEqual({ sessions: 1, accessTokens: 0, refreshTokens: 1 });
  });

  test("an ended session is removed at once; its access tokens stop working and are dropped on expiry", () => {
    const { sessions, advance } = store();
    const pair = sessions.login("u");
    const session = sessions.authenticate(pair.token);
    expect(session?.username).toBe("u");
    sessions.end(session?.sessionId ?? "");
    expect(sessions.sizes()).toEqual({ sessions: 0, accessTokens: 1, refreshTokens: 0 });
    expect(sessions.authenticate(pair.token)).toBeUndefined();
    expect(sessions.refresh(pair.refresh)).toBeUndefined();
    advance(61);
    sessions.login("v");
    expect(sessions.sizes()).toEqual({ sessions: 1, accessTokens: 1, refreshTokens: 1 });
  });

  test("expireAccessTokens: the tokens are dropped, refresh still works", () => {
    const { sessions } = store();
    const pair = sessions.login("u");
    sessions.expireAccessTokens();
    expect(sessions.authenticate(pair.token)).toBeUndefined();
    expect(sessions.sizes()).toEqual({ sessions: 1, accessTokens: 0, refreshTokens: 1 });
    const next = sessions.refresh(pair.refresh);
    expect(sessions.authenticate(next?.token ?? "")?.username).toBe("u");
  });
});
