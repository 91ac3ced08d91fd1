// `User-Agent: [prefix ]cdrapi-<package>/<version> <runtime>/<version>`, where the runtime
// lets a script set it. Browsers do not (and may preflight for it), so none is sent there.

interface RuntimeGlobals {
  process?: { versions?: { node?: string; bun?: string } };
  Deno?: { version?: { deno?: string } };
  Bun?: { version?: string };
  document?: unknown;
  WorkerGlobalScope?: unknown;
}

/** "node/20.19.0", "deno/2.1.0", "bun/1.1.0"; "" for an unknown server runtime; undefined in a browser. */
export function runtimeToken(g: RuntimeGlobals = globalThis as RuntimeGlobals): string | undefined {
  if (g.Deno?.version?.deno) return `deno/${g.Deno.version.deno}`;
  if (g.Bun?.version) return `bun/${g.Bun.version}`;
  if (g.process?.versions?.bun) return `bun/${g.process.versions.bun}`;
  if (g.process?.versions?.node) return `node/${g.process.versions.node}`;
  if (g.document !== undefined || g.WorkerGlobalScope !== undefined) return undefined;
  return "";
}

/** True in browsers and browser workers: no User-Agent, fetch follows redirects itself. */
export function isBrowser(g: RuntimeGlobals = globalThis as RuntimeGlobals): boolean {
  return runtimeToken(g) === undefined;
}

/**
 * The User-Agent value, or undefined where the runtime does not allow setting it.
 * `packageName` may be "reporting" or "@cdrapi/reporting".
 */
export function userAgent(
  packageName: string,
  packageVersion: string,
  prefix?: string,
  g: RuntimeGlobals = globalThis as RuntimeGlobals,
): string | undefined {
  const runtime = runtimeToken(g);
  if (runtime === undefined) return undefined;
  const name = packageName.replace(/^@cdrapi\//, "");
  return [prefix?.trim(), `cdrapi-${name}/${packageVersion}`, runtime].filter(Boolean).join(" ");
}
