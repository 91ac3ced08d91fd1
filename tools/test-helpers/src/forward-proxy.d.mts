export interface ForwardProxy {
  /** http://127.0.0.1:port, without credentials. */
  url: string;
  /** What came through, in order: `CONNECT 127.0.0.1:4010` or `GET http://127.0.0.1:4010/path`. */
  seen: string[];
  /** Requests refused for missing or wrong credentials (407). */
  refused: number;
  close(): Promise<void>;
}

/** Starts the proxy; with `credentials` ("user:pass"), only requests that carry them pass. */
export function startForwardProxy(options?: { credentials?: string }): Promise<ForwardProxy>;
