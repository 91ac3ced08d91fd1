/**
 * Compute sessions: login, single-use rotating refresh tokens, logout/revoke and
 * JWT-like access tokens (HS256 with a per-server random key).
 *
 * Memory stays bounded for a long-running server: expired tokens are dropped lazily on every
 * login, refresh and lookup, and a session goes when it is ended or when nothing of it is left
 * alive (no live access token and no live refresh token).
 */

import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Schemas } from "../generated/schemas.js";

/** The document's TokenPair, as this server answers it: both tokens, under HostBill's names. */
export type TokenPair = Required<Pick<Schemas["TokenPair"], "token" | "refresh">>;

interface Session {
  username: string;
  /** The one refresh token that is currently valid. */
  refreshJti: string;
  /** How many of its access tokens are still in the store. */
  accessTokens: number;
}

interface AccessToken {
  sessionId: string;
  expiresAt: number;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString("base64url");
}

export class SessionStore {
  readonly #key = randomBytes(32);
  readonly #sessions = new Map<string, Session>();
  readonly #access = new Map<string, AccessToken>();
  readonly #refresh = new Map<string, { sessionId: string; expiresAt: number }>();

  constructor(
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
    /** The clock (ms since the epoch); tests pass their own. */
    private readonly now: () => number = Date.now,
  ) {}

  /** How much the store holds (for tests of its pruning). */
  sizes(): { sessions: number; accessTokens: number; refreshTokens: number } {
    return {
      sessions: this.#sessions.size,
      accessTokens: this.#access.size,
      refreshTokens: this.#refresh.size,
    };
  }

  reset(): void {
    this.#sessions.clear();
    this.#access.clear();
    this.#refresh.clear();
  }

  /** Start a session and answer its first token pair. */
  login(username: string): TokenPair {
    const now = this.#prune();
    const sessionId = randomUUID();
    const session: Session = { username, refreshJti: "", accessTokens: 0 };
    this.#sessions.set(sessionId, session);
    return this.#issue(sessionId, session, now);
  }

  /** Trade a refresh token for a new pair; the old refresh token stops working. */
  refresh(refreshToken: string): TokenPair | undefined {
    const now = this.#prune();
    const jti = this.#verify(refreshToken, "refresh");
    if (jti === undefined) return undefined;
    const entry = this.#refresh.get(jti);
    if (!entry) return undefined;
    this.#refresh.delete(jti);
    const session = this.#sessions.get(entry.sessionId);
    if (!session) return undefined;
    if (entry.expiresAt <= now || session.refreshJti !== jti) {
      this.#release(entry.sessionId, session);
      return undefined;
    }
    return this.#issue(entry.sessionId, session, now);
  }

  /** The user of a valid access token, or undefined (unknown, expired, ended session). */
  authenticate(accessToken: string): { username: string; sessionId: string } | undefined {
    const now = this.#prune();
    const jti = this.#verify(accessToken, "access");
    if (jti === undefined) return undefined;
    const entry = this.#access.get(jti);
    if (!entry || entry.expiresAt <= now) return undefined;
    const session = this.#sessions.get(entry.sessionId);
    if (!session) return undefined;
    return { username: session.username, sessionId: entry.sessionId };
  }

  /**
   * End a session: its access tokens and its refresh token stop working. The session goes at
   * once; its access tokens point to nothing and are dropped when they expire.
   */
  end(sessionId: string): void {
    const session = this.#sessions.get(sessionId);
    if (!session) return;
    this.#sessions.delete(sessionId);
    this.#refresh.delete(session.refreshJti);
  }

  /** Make every access token issued so far expired (refresh tokens keep working). */
  expireAccessTokens(): void {
    for (const entry of this.#access.values()) entry.expiresAt = 0;
  }

  /**
   * Drop expired tokens, and the sessions left with nothing alive; answers the time it used.
   * Each map holds its entries in expiry order (one lifetime each, issued as time goes on, and
   * `expireAccessTokens` sets them all to 0), so this stops at the first live entry: cheap.
   */
  #prune(): number {
    const now = this.now();
    for (const [jti, entry] of this.#access) {
      if (entry.expiresAt > now) break;
      this.#access.delete(jti);
      const session = this.#sessions.get(entry.sessionId);
      if (session) {
        session.accessTokens--;
        this.#release(entry.sessionId, session);
      }
    }
    for (const [jti, entry] of this.#refresh) {
      if (entry.expiresAt > now) break;
      this.#refresh.delete(jti);
      const session = this.#sessions.get(entry.sessionId);
      if (session) this.#release(entry.sessionId, session);
    }
    return now;
  }

  /** Forget a session that has no access token and no refresh token left in the store. */
  #release(sessionId: string, session: Session): void {
    if (session.accessTokens === 0 && !this.#refresh.has(session.refreshJti))
      this.#sessions.delete(sessionId);
  }

  #issue(sessionId: string, session: Session, now: number): TokenPair {
    const accessJti = randomUUID();
    const accessExp = now + this.accessTtlSeconds * 1000;
    this.#access.set(accessJti, { sessionId, expiresAt: accessExp });
    session.accessTokens++;
    const refreshJti = randomUUID();
    const refreshExp = now + this.refreshTtlSeconds * 1000;
    this.#refresh.set(refreshJti, { sessionId, expiresAt: refreshExp });
    session.refreshJti = refreshJti;
    return {
      token: this.#sign({ sub: session.username, typ: "access", jti: accessJti }, now, accessExp),
      refresh: this.#sign({ sub: session.username, typ: "refresh", jti: refreshJti }, now, refreshExp),
    };
  }

  #sign(claims: Record<string, string>, now: number, expiresAt: number): string {
    const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
    const payload = base64url(
      JSON.stringify({ ...claims, iat: Math.floor(now / 1000), exp: Math.floor(expiresAt / 1000) }),
    );
    const signature = createHmac("sha256", this.#key).update(`${header}.${payload}`).digest("base64url");
    return `${header}.${payload}.${signature}`;
  }

  /** The jti of a well-signed token of the given type, or undefined. */
  #verify(token: string, typ: "access" | "refresh"): string | undefined {
    const parts = token.split(".");
    if (parts.length !== 3) return undefined;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = createHmac("sha256", this.#key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
        string,
        unknown
      >;
      return claims.typ === typ && typeof claims.jti === "string" ? claims.jti : undefined;
    } catch {
      return undefined;
    }
  }
}
