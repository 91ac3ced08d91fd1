// The runtimes the ecosystem test runs the packed packages on. Each one other than the
// machine's Node comes from the npm registry as the platform package that ships its binary
// (installed with --ignore-scripts: no postinstall download), pinned here.
import { arch, platform } from "node:os";

const target = `${platform()}-${arch()}`;

/**
 * The title names the version the runtime reports at `{v}`.
 * @typedef {{ id: string, title: string, install?: Record<string, string>, bin?: string,
 *   args?: (script: string) => string[], env?: Record<string, string> }} Runtime
 */

/** The lowest Node in the packages' `engines` (">=20"). */
export const LOWEST_NODE = "20.0.0";

/** @type {Runtime[]} */
export const RUNTIMES = [
  { id: "node", title: "Node {v} (this machine)" },
  {
    id: "node-lowest",
    title: "Node {v} (lowest in engines)",
    install: { [`node-${target}`]: LOWEST_NODE },
    bin: `node_modules/node-${target}/bin/node`,
  },
  {
    id: "bun",
    title: "Bun {v}",
    install: { [`@oven/bun-${target}`]: "1.4.5" },
    bin: `node_modules/@oven/bun-${target}/bin/bun`,
  },
  {
    id: "deno",
    title: "Deno {v}",
    install: { [`@deno/${target}-glibc`]: "2.9.6" },
    bin: `node_modules/@deno/${target}-glibc/deno`,
    // Reads node_modules of the scratch project (its package.json); no update check, no cache outside it.
    args: (script) => ["run", "--allow-all", "--no-prompt", script],
  },
];

/** Tooling of the scratch project, pinned: the browser driver, the bundler and TypeScript. */
export const TOOLING = {
  "playwright-core": "1.65.1",
  esbuild: "0.27.7",
};

/** The lowest TypeScript the packages' types support (stated in the READMEs), and the workspace's. */
export const TYPESCRIPT = { lowest: "5.4.2", current: "5.9.3" };

/** Debian's chromium (apt-get install chromium); the test never downloads a browser. */
export const CHROMIUM = process.env.CDRAPI_CHROMIUM ?? "/usr/bin/chromium";
