// A release through a real npm registry, as users will get it. A private Verdaccio on loopback
// (src/registry.mjs: ephemeral port, fresh storage, no uplink) receives `changeset publish` from a
// scratch copy of this repository, after `changeset version` and a build there. Scratch projects
// then install from it by version range and run the CLI, two group packages and the reference
// server. A breaking change to the support group's operations with a minor changeset must then
// bump only support, the reference server (whose document changed) and the CLI (which depends on
// support, see .changeset/config.json), leave every other version alone, and keep the old
// support installable. Last, every install line of the READMEs runs, each in its own project.
// Third-party dependencies (fastify, openapi-fetch, ...) come from npm's usual registry, as for
// a user; only the @cdrapi scope is routed to the private registry.
// Bounded: 15 minutes a command, 40 for each hook. docs/releasing.md gives the time measured.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeRecord } from "@cdrapi/test-helpers";
import { toCsv } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { publishablePackages } from "../src/packages.mjs";
import { scratchCopy } from "../src/scratch.mjs";

const repo = join(import.meta.dirname, "../../..");
const MINUTE = 60_000;
/** One command's bound; the whole file's is the hooks' and tests' timeouts below. */
const COMMAND_TIMEOUT = 15 * MINUTE;

const work = mkdtempSync(join(tmpdir(), "cdrapi-round-trip-"));
const npmrc = join(work, "npmrc");
let registry: Background;
let scratch: string;
/** Each package's version after the first release, and after the breaking change. */
let first: Record<string, string>;
let second: Record<string, string>;

/**
 * The machine's global npm config (its CA file, its proxy): kept by name, since a `-g` install's
 * own prefix would move npm's default global config (`$prefix/etc/npmrc`) where none is, and
 * every fetch from the public registry would then fail its certificate check behind a proxy
 * that signs with the machine's own authority.
 */
const withoutPnpm = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
const globalconfig = spawnSync("npm", ["config", "get", "globalconfig"], {
  encoding: "utf8",
  env: withoutPnpm,
}).stdout.trim();

/** npm as a user runs it: none of the settings pnpm passes to the scripts it runs, the registry's .npmrc. */
const env = {
  ...withoutPnpm,
  ...(globalconfig ? { npm_config_globalconfig: globalconfig } : {}),
  npm_config_userconfig: npmrc,
  npm_config_update_notifier: "false",
  npm_config_audit: "false",
  npm_config_fund: "false",
};

/** Runs a command to its end; its stdout, or an error with all it printed. */
function run(cmd: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    timeout: COMMAND_TIMEOUT,
  });
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${args.join(" ")} (in ${cwd}) failed (${r.status ?? r.signal}):\n${r.stdout ?? ""}${r.stderr ?? ""}`,
    );
  return r.stdout;
}

/** A shell line as a user types it. */
const sh = (line: string, cwd: string, extraEnv: Record<string, string> = {}) =>
  run("sh", ["-c", line], cwd, extraEnv);

/** A new empty project folder. */
function project(name: string) {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name, private: true })}\n`);
  return dir;
}

interface Background {
  /** What the first group of `ready` matched in its output. */
  ready: string;
  stop: () => Promise<void>;
}

/** Starts a long-running process and waits until its output matches `ready`. */
function background(cmd: string, args: string[], cwd: string, ready: RegExp): Promise<Background> {
  const child: ChildProcess = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = "";
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) resolve({ ready: match[1] ?? match[0], stop });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`${cmd} ${args.join(" ")} exited (${code}) before it was ready:\n${out}`)),
    );
  });
}

const versionsOf = (root: string): Record<string, string> =>
  Object.fromEntries(publishablePackages(root).map(({ manifest }) => [manifest.name, manifest.version]));

/** `name`'s version in `versions`, which must have one. */
function versionOf(versions: Record<string, string>, name: string): string {
  const version = versions[name];
  if (version === undefined) throw new Error(`no version of ${name}`);
  return version;
}
const v1 = (name: string) => versionOf(first, name);
const v2 = (name: string) => versionOf(second, name);

/** The versions of `name` the registry holds. */
function published(name: string): string[] {
  const out = run("npm", ["view", name, "versions", "--json"], work);
  return [JSON.parse(out)].flat();
}

/** In the scratch copy: `changeset version` (with the release records), build, `changeset publish`. */
function release(buildFilter: string[]) {
  const path = `${join(scratch, "node_modules/.bin")}:${process.env.PATH}`;
  run(process.execPath, ["tools/release/src/version.mjs"], scratch, {
    CDRAPI_RELEASE_ROOT: scratch,
    PATH: path,
  });
  run(
    "turbo",
    ["run", "build", ...buildFilter.map((f) => `--filter=${f}`), "--output-logs=errors-only"],
    scratch,
    {
      PATH: path,
    },
  );
  const url = registry.ready;
  // changesets reads the scope's registry from the environment; npm_config_registry too, so it
  // never asks the public registry whether a token is required.
  run(process.execPath, ["node_modules/@changesets/cli/bin.js", "publish", "--no-git-tag"], scratch, {
    PATH: path,
    "npm_config_@cdrapi:registry": url,
    npm_config_registry: url,
  });
}

beforeAll(async () => {
  registry = await background(
    process.execPath,
    [join(import.meta.dirname, "../src/registry.mjs"), npmrc],
    work,
    /^registry (http:\/\/127\.0\.0\.1:\d+\/)$/m,
  );
  scratch = scratchCopy(repo, "cdrapi-round-trip-repo-");
  release(["./packages/*"]);
  first = versionsOf(scratch);
}, 40 * MINUTE);

afterAll(async () => {
  await registry?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe("the first release", () => {
  test(
    "every publishable package is on the registry at the version `changeset version` gave it",
    () => {
      expect(Object.keys(first)).toHaveLength(10);
      for (const [name, version] of Object.entries(first)) expect(published(name)).toEqual([version]);
    },
    5 * MINUTE,
  );

  test(
    "installed by version range, the CLI files a registrar upload and calls HostBill against the installed reference server",
    async () => {
      const dir = project("first");
      const range = (name: string) => `${name}@^${v1(name)}`;
      run(
        "npm",
        [
          "install",
          "--ignore-scripts",
          ...["@cdrapi/cli", "@cdrapi/reporting", "@cdrapi/compute", "@cdrapi/mock-server"].map(range),
        ],
        dir,
      );
      const server = await background(
        join(dir, "node_modules/.bin/cdrapi-mock"),
        ["--port", "0"],
        dir,
        /listening on (http:\S+)/,
      );
      try {
        const url = server.ready;
        const state = join(dir, "state");
        const cliEnv = {
          XDG_STATE_HOME: state,
          TMPDIR: state,
          CDRAPI_REPORTING_URL: url,
          CDRAPI_REPORTING_USERNAME: "demo-registrar",
          CDRAPI_REPORTING_PASSWORD: "demo-secret",
          CDRAPI_COMPUTE_URL: url,
          CDRAPI_COMPUTE_USERNAME: "demo-user",
          CDRAPI_COMPUTE_PASSWORD: "demo-password",
        };
        mkdirSync(state);
        const records = [1, 2, 3].map((i) =>
          makeRecord(i, {
            domainName: `registry-${i}.vn`,
            ownerType: "C",
            isAgentManager: false,
            ianaNumber: 9999,
          }),
        );
        writeFileSync(join(dir, "domains.csv"), toCsv(records));
        const cdrapi = join(dir, "node_modules/.bin/cdrapi");
        const upload = JSON.parse(run(cdrapi, ["reports", "upload", "domains.csv", "--json"], dir, cliEnv));
        expect(upload).toMatchObject({ requestResult: "SUCCESS", addedDomain: 3, totalDomain: 3 });
        const services = run(cdrapi, ["services", "list", "--json"], dir, cliEnv);
        expect(services).toContain("1201");
        // The two group packages from code: the list read back, a VM's resources.
        writeFileSync(
          join(dir, "calls.mjs"),
          `import { createReportingClient } from "@cdrapi/reporting";
import { createComputeClient } from "@cdrapi/compute";
const [url] = process.argv.slice(2);
const reporting = createReportingClient({ baseUrl: url, credentials: { username: "demo-registrar", password: "demo-secret" } });
const compute = createComputeClient({ baseUrl: url, auth: { username: "demo-user", password: "demo-password" } });
const domains = [];
for await (const d of reporting.domains.list()) domains.push(d.domainName);
const resources = await compute.vms.getResources(1201);
console.log(JSON.stringify({ domains, resources: resources !== undefined }));
`,
        );
        const calls = JSON.parse(
          run(process.execPath, ["calls.mjs", url], dir).trim().split("\n").pop() ?? "{}",
        );
        expect(calls).toEqual({ domains: records.map((r) => r.domainName), resources: true });
      } finally {
        await server.stop();
      }
    },
    10 * MINUTE,
  );
});

describe("a breaking change to one group's operations", () => {
  /** The changeset's packages, and the CLI for its range on support (.changeset/config.json). */
  const BUMPS: Record<string, "minor" | "patch"> = {
    "@cdrapi/support": "minor",
    "@cdrapi/mock-server": "minor",
    "@cdrapi/cli": "patch",
  };

  beforeAll(() => {
    // Support's knowledgebase article operation leaves the document; codegen follows.
    const doc = join(scratch, "openapi/openapi.yaml");
    const entry =
      '  /knowledgebase/article/{id}:\n    $ref: "paths/support.yaml#/~1knowledgebase~1article~1{id}"\n';
    const text = readFileSync(doc, "utf8");
    if (!text.includes(entry))
      throw new Error("openapi.yaml no longer lists /knowledgebase/article/{id} as this test expects");
    writeFileSync(doc, text.replace(entry, ""));
    run(process.execPath, ["tools/codegen/src/main.mjs"], scratch);
    writeFileSync(
      join(scratch, ".changeset/knowledgebase-article-removed.md"),
      '---\n"@cdrapi/support": minor\n"@cdrapi/mock-server": minor\n---\n\n`knowledgebase.getArticle` is removed.\n',
    );
    release(Object.keys(BUMPS));
    second = versionsOf(scratch);
  }, 30 * MINUTE);

  test(
    "support and the reference server get a new minor (0.x), the CLI that depends on support a patch, the rest keep theirs",
    () => {
      for (const name of Object.keys(first)) {
        const bump = BUMPS[name];
        const [major = 0, minor = 0, patch = 0] = v1(name).split(".").map(Number);
        const expected =
          bump === "minor"
            ? `${major}.${minor + 1}.0`
            : bump === "patch"
              ? `${major}.${minor}.${patch + 1}`
              : v1(name);
        expect({ name, version: v2(name), published: published(name) }).toEqual({
          name,
          version: expected,
          published: bump ? [v1(name), expected] : [v1(name)],
        });
      }
    },
    5 * MINUTE,
  );

  test.each([
    ["the old version", () => v1("@cdrapi/support"), true],
    ["the new version", () => v2("@cdrapi/support"), false],
  ])(
    "%s of support installs, with the operation as it had it",
    (what, version, hasArticle) => {
      const dir = project(`support-${what.replace(/\W+/g, "-")}`);
      run("npm", ["install", "--ignore-scripts", `@cdrapi/support@${version()}`], dir);
      const installed = join(dir, "node_modules/@cdrapi/support");
      expect(JSON.parse(readFileSync(join(installed, "package.json"), "utf8")).version).toBe(version());
      expect(
        readFileSync(join(installed, "dist/index.js"), "utf8").includes("Support_getKnowledgebaseArticle"),
      ).toBe(hasArticle);
    },
    5 * MINUTE,
  );
});

/** The install lines of the READMEs: `npm install` lines and the line that packs this repository. */
function readmeInstallLines() {
  const readmes = [
    "README.md",
    "examples/README.md",
    ...readdirSync(join(repo, "packages")).map((p) => `packages/${p}/README.md`),
  ].filter((f) => existsSync(join(repo, f)));
  return readmes.flatMap((file) => {
    const text = readFileSync(join(repo, file), "utf8");
    const blocks = [...text.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((m) => m[1]);
    return blocks
      .flatMap((block = "") => block.split("\n"))
      .map((line) => line.replace(/\s+#.*$/, "").trim())
      .filter((line) => line.startsWith("npm install") || line.includes("release:pack"))
      .map((line) => ({ file, line }));
  });
}

describe("the READMEs' install lines", () => {
  const lines = readmeInstallLines();

  test("every package README has one, and the root README packs the repository", () => {
    const files = new Set(lines.map((l) => l.file));
    for (const p of readdirSync(join(repo, "packages"))) expect(files).toContain(`packages/${p}/README.md`);
    expect(lines.some((l) => l.file === "README.md" && l.line.includes("release:pack"))).toBe(true);
  });

  test.each(lines.filter((l) => l.line.startsWith("npm install")))(
    "$file: `$line` installs from the registry",
    ({ line }) => {
      const dir = project(`readme-${readdirSync(work).length}`);
      const prefix = join(dir, "global");
      sh(line, dir, { npm_config_prefix: prefix });
      const names = line.match(/@cdrapi\/[\w-]+/g) ?? [];
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const local = join(dir, "node_modules", name, "package.json");
        const global = join(prefix, "lib/node_modules", name, "package.json");
        expect(existsSync(local) || existsSync(global)).toBe(true);
      }
      if (line.includes(" -g "))
        expect(run(join(prefix, "bin/cdrapi"), ["--version"], dir)).toContain(v2("@cdrapi/cli"));
    },
    5 * MINUTE,
  );

  test.each(lines.filter((l) => l.line.includes("release:pack")))(
    "$file: `$line` packs the repository and prints the npm install line that installs every package",
    ({ line }) => {
      const out = sh(line, scratch);
      const install = out
        .split("\n")
        .filter((l) => l.startsWith("npm install "))
        .pop();
      if (!install) throw new Error(`no npm install line in:\n${out}`);
      const dir = project("from-tarballs");
      // Not the private registry: a @cdrapi package missing from the tarballs would be looked up
      // on the public registry, where there is none.
      sh(`${install} --ignore-scripts`, dir, { npm_config_userconfig: join(work, "no-npmrc") });
      for (const name of Object.keys(second))
        expect(
          JSON.parse(readFileSync(join(dir, "node_modules", name, "package.json"), "utf8")).version,
        ).toBe(v2(name));
      expect(run(join(dir, "node_modules/.bin/cdrapi"), ["--version"], dir)).toContain(v2("@cdrapi/cli"));
    },
    15 * MINUTE,
  );
});
