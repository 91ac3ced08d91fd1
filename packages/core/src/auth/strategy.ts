// The one shape every auth strategy has, so the transport never asks which kind it holds.
import type { OperationInfo } from "../operation-table.js";

/** One attempt of one request, as an auth strategy sees it. */
export interface AuthContext {
  /** The operation, when the request matched one in the table. */
  readonly operation: OperationInfo | undefined;
  readonly method: string;
  readonly url: string;
  /** This attempt's headers: `authorize` sets Authorization here. */
  readonly headers: Headers;
}

export interface AuthStrategy {
  /** Add credentials to one attempt. Throw `ValidationError` for unusable credentials. */
  authorize(context: AuthContext): void | Promise<void>;
  /**
   * Called once per request when an authorized attempt got 401, with the same context
   * `authorize` saw. Return true to re-send the request once (after a refresh).
   */
  onUnauthorized?(context: AuthContext): boolean | Promise<boolean>;
}

/** Matches C0 and C1 control characters and DEL (Unicode category Cc). */
export const CONTROL_CHARACTER = /\p{Cc}/u;
/** Matches an unpaired UTF-16 surrogate, which has no UTF-8 encoding. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
