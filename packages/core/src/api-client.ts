// `client.api`: openapi-fetch's typed client, created on its first call. What it needs
// (openapi-fetch itself and the adapter to the request path, api-fetch.ts) is imported then,
// so an app that only calls named methods never downloads it: a bundler puts it in a chunk.
import type { Client } from "openapi-fetch";
import type { ApiClient } from "./api-fetch.js";

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

export type AnyClient = Record<string, (...args: unknown[]) => unknown>;

/** What a call of `client.api` was: its method and path as written. `call()` names the operation from it. */
export interface Sent {
  method: string;
  path: string;
}

/** The promise a `client.api` method returns: openapi-fetch's, plus what was called. */
export type SentPromise<R> = Promise<R> & { readonly sent?: Sent };

export interface LazyApi<Paths extends {}> {
  api: Client<Paths>;
  /** The loaded adapter (loads it if needed). */
  loaded(): Promise<ApiClient>;
}

/** A `Client<Paths>` whose methods create the real one with `create` on first use; `use` and `eject` before that are replayed. */
export function lazyClient<Paths extends {}>(create: () => Promise<ApiClient>): LazyApi<Paths> {
  let adapter: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const replay: Array<(c: AnyClient) => void> = [];
  const loaded = (): Promise<ApiClient> => {
    loading ??= create().then((created) => {
      for (const step of replay.splice(0)) step(created.client);
      adapter = created;
      return created;
    });
    return loading;
  };
  const client = async () => (adapter ?? (await loaded())).client;
  const sending = (method: string, path: unknown, pending: Promise<unknown>) =>
    Object.defineProperty(pending, "sent", { value: { method, path: String(path) } satisfies Sent });

  const api: AnyClient = {};
  for (const method of METHODS) {
    api[method] = (path, init) =>
      sending(
        method,
        path,
        client().then((c) => c[method]!(path, init)),
      );
  }
  api.request = (method, path, init) =>
    sending(
      String(method).toUpperCase(),
      path,
      client().then((c) => c.request!(method, path, init)),
    );
  for (const name of ["use", "eject"]) {
    api[name] = (...middlewares) => {
      if (adapter) adapter.client[name]!(...middlewares);
      else replay.push((c) => c[name]!(...middlewares));
    };
  }
  return { api: api as unknown as Client<Paths>, loaded };
}
