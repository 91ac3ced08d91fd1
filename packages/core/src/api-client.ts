// `client.api`: openapi-fetch's typed client, created on its first call. What it needs
// (openapi-fetch itself and the adapter to the request path, api-fetch.ts) is imported then,
// so an app that only calls named methods never downloads it: a bundler puts it in a chunk.
import type { Client } from "openapi-fetch";

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

export type AnyClient = Record<string, (...args: unknown[]) => unknown>;

/** A `Client<Paths>` whose methods create the real one with `create` on first use; `use` and `eject` before that are replayed. */
export function lazyClient<Paths extends {}>(create: () => Promise<AnyClient>): Client<Paths> {
  let client: AnyClient | undefined;
  let loading: Promise<AnyClient> | undefined;
  const replay: Array<(c: AnyClient) => void> = [];
  const load = (): Promise<AnyClient> => {
    loading ??= create().then((created) => {
      for (const step of replay.splice(0)) step(created);
      client = created;
      return created;
    });
    return loading;
  };

  const api: AnyClient = {};
  for (const method of METHODS) {
    api[method] = async (path, init) => (client ?? (await load()))[method]!(path, init);
  }
  api.request = async (method, path, init) => (client ?? (await load())).request!(method, path, init);
  for (const name of ["use", "eject"]) {
    api[name] = (...middlewares) => {
      if (client) client[name]!(...middlewares);
      else replay.push((c) => c[name]!(...middlewares));
    };
  }
  return api as unknown as Client<Paths>;
}
