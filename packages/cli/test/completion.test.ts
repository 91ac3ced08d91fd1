// Completion scripts come from the command tree: every command path and option is in each
// script; the bash one completes for real in bash.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { commandTree } from "../src/completion.js";
import type { CliIo } from "../src/io.js";
import { buildProgram } from "../src/program.js";
import { cdrapi, tempDir, writeCdrapiCommand } from "./helpers/cli.js";

const io: CliIo = { stdout: { write: () => true }, stderr: { write: () => true }, env: {} };
const tree = commandTree(buildProgram(io, { code: 0 }));

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

const has = (cmd: string) => {
  try {
    execFileSync(cmd, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

describe.each(["bash", "zsh", "fish"])("%s", (shell) => {
  test("every command path and option of the tree is in the script", async () => {
    const run = await cdrapi(["completion", shell]);
    expect(run.code).toBe(0);
    for (const node of tree) {
      if (node.path) expect(run.stdout).toContain(`'${node.path}'`);
      for (const option of node.options)
        for (const name of option.names)
          expect(run.stdout).toContain(shell === "fish" ? name.replace(/^--?/, "") : name);
    }
  });
});

test("the tree holds the new commands", () => {
  const paths = tree.map((n) => n.path);
  for (const path of [
    "reports fluctuation",
    "api",
    "services cancel",
    "vm reboot",
    "dns add",
    "my-domains autorenew",
    "invoices details",
    "tickets open",
    "auth login",
    "auth status",
    "auth logout",
    "completion",
  ]) {
    expect(paths).toContain(path);
  }
});

test("the tree offers --page and --all on the lists that page, --paginate on api", () => {
  const options = (path: string) => tree.find((n) => n.path === path)?.options.flatMap((o) => o.names) ?? [];
  for (const path of ["services list", "invoices list", "tickets list"])
    expect(options(path)).toEqual(expect.arrayContaining(["--page", "--all"]));
  expect(options("my-domains list")).not.toContain("--all");
  expect(options("api")).toContain("--paginate");
});

(has("bash") ? test : test.skip)("bash completes subcommands and options at each level", async () => {
  const script = join(dir, "cdrapi.bash");
  writeFileSync(script, (await cdrapi(["completion", "bash"])).stdout);
  const complete = (...words: string[]) =>
    execFileSync(
      "bash",
      [
        "-c",
        `source '${script}'; COMP_WORDS=(${words.map((w) => `'${w}'`).join(" ")}); COMP_CWORD=${words.length - 1}; _cdrapi; printf '%s\\n' "\${COMPREPLY[@]}"`,
      ],
      {
        encoding: "utf8",
      },
    )
      .trim()
      .split("\n");
  expect(complete("cdrapi", "rep")).toEqual(["reports"]);
  expect(complete("cdrapi", "reports", "")).toEqual(
    expect.arrayContaining(["validate", "upload", "status", "fluctuation"]),
  );
  expect(complete("cdrapi", "--json", "reports", "upload", "--checkp")).toEqual(["--checkpoint"]);
  expect(complete("cdrapi", "vm", "re")).toEqual(["resources", "reboot", "reset"]);
  expect(complete("cdrapi", "my-domains", "autorenew", "--pro")).toEqual(["--profile"]);
  expect(complete("cdrapi", "auth", "")).toEqual(expect.arrayContaining(["login", "status", "logout"]));
  expect(complete("cdrapi", "auth", "login", "--password-s")).toEqual(["--password-stdin"]);
});

(has("fish") ? test : test.skip)("fish completes subcommands and options at each level", async () => {
  const script = join(dir, "cdrapi.fish");
  writeFileSync(script, (await cdrapi(["completion", "fish"])).stdout);
  execFileSync("fish", ["--no-execute", script]);
  const complete = (line: string) =>
    execFileSync("fish", ["-c", `source '${script}'; complete -C '${line}'`], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((l) => l.split("\t")[0]);
  expect(complete("cdrapi vm re")).toEqual(["reboot", "reset", "resources"]);
  expect(complete("cdrapi --json reports upload --checkp")).toEqual(["--checkpoint"]);
  expect(complete("cdrapi completion ").sort()).toEqual(["bash", "fish", "zsh"]);
  expect(complete("cdrapi auth lo")).toEqual(["login", "logout"]);
  expect(complete("cdrapi auth login --password-s")).toEqual(["--password-stdin"]);
});

(has("zsh") ? test : test.skip)(
  "zsh: the script parses; its function offers what the tree says",
  async () => {
    const script = join(dir, "_cdrapi");
    writeFileSync(script, (await cdrapi(["completion", "zsh"])).stdout);
    execFileSync("zsh", ["-n", script]);
    // compadd and _files stubbed: the function's offers, as zsh would filter them by prefix.
    const offers = (...words: string[]) =>
      execFileSync(
        "zsh",
        [
          "-c",
          `compdef(){}; compadd(){ print -l -- "\${@:2}" }; _files(){ print FILES }; source '${script}'; words=(${words.map((w) => `'${w}'`).join(" ")}); CURRENT=${words.length}; _cdrapi`,
        ],
        { encoding: "utf8" },
      )
        .trim()
        .split("\n");
    expect(offers("cdrapi", "reports", "")).toEqual(
      expect.arrayContaining(["validate", "upload", "fluctuation", "--json"]),
    );
    expect(offers("cdrapi", "reports", "")).not.toContain("FILES");
    expect(offers("cdrapi", "auth", "")).toEqual(expect.arrayContaining(["login", "status", "logout"]));
    expect(offers("cdrapi", "reports", "upload", "")).toEqual(
      expect.arrayContaining(["--checkpoint", "FILES"]),
    );
  },
);

// Option values and argument values, in each shell for real: bash sources the script and calls
// its function with COMP_WORDS; zsh (-f, compinit) calls it with compadd captured; fish asks
// `complete -C`. "FILES" stands for the shell's own file completion. Profile names come from
// the config file, read by the script through the executable (a `cdrapi` on PATH).
describe("values of options and arguments", () => {
  const CONFIG = { profiles: { ote: {}, "my provider": {} } };
  let env: Record<string, string>;
  beforeAll(() => {
    const bin = join(dir, "bin");
    mkdirSync(bin, { recursive: true });
    writeCdrapiCommand(bin);
    writeFileSync(join(dir, "config.json"), JSON.stringify(CONFIG));
    writeFileSync(join(dir, "domains.csv"), "");
    env = { PATH: `${bin}:${process.env.PATH}`, CDRAPI_CONFIG: join(dir, "config.json"), HOME: dir };
  });

  const scriptOf = async (shell: string) => {
    const path = join(dir, `values.${shell}`);
    writeFileSync(path, (await cdrapi(["completion", shell])).stdout);
    return path;
  };
  const sh = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;
  /** What the shell offers for the last word (typed as a user would type it), prefix-filtered. */
  const OFFERS: Record<string, (script: string, words: string[]) => string[]> = {
    bash: (script, words) => {
      const out = execFileSync(
        "bash",
        [
          "-c",
          `source ${sh(script)}; COMP_WORDS=(${words.map(sh).join(" ")}); COMP_CWORD=${words.length - 1}; _cdrapi; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        { encoding: "utf8", env, cwd: dir },
      );
      const offers = out.split("\n").filter(Boolean);
      // Nothing offered: bash's -o default completes file names.
      return offers.length === 0 ? ["FILES"] : offers.map((o) => o.replaceAll("\\ ", " "));
    },
    zsh: (script, words) => {
      const out = execFileSync(
        "zsh",
        [
          "-f",
          "-c",
          `autoload -U compinit; compinit -u -d ${sh(join(dir, "zcompdump"))}; source ${sh(script)}; compadd(){ print -rl -- "\${@[\${@[(i)--]}+1,-1]}" }; _files(){ print FILES }; words=(${words.map(sh).join(" ")}); CURRENT=${words.length}; _cdrapi`,
        ],
        { encoding: "utf8", env, cwd: dir },
      );
      const prefix = words.at(-1)!;
      return out.split("\n").filter((o) => o === "FILES" || (o !== "" && o.startsWith(prefix)));
    },
    fish: (script, words) => {
      const line = words.map((w) => w.replaceAll(" ", "\\ ")).join(" ");
      const out = execFileSync("fish", ["-c", `source ${sh(script)}; complete -C ${sh(line)}`], {
        encoding: "utf8",
        env,
        cwd: dir,
      });
      const offers = out
        .split("\n")
        .filter(Boolean)
        .map((l) => l.split("\t")[0]!);
      return offers.includes("domains.csv") ? ["FILES"] : offers;
    },
  };

  const CASES: [string[], string[]][] = [
    [
      ["cdrapi", "-o", ""],
      ["table", "json", "ndjson", "csv"],
    ],
    [["cdrapi", "--output", "n"], ["ndjson"]],
    [
      ["cdrapi", "reports", "upload", "--env", ""],
      ["production", "ote"],
    ],
    [
      ["cdrapi", "--json", "vm", "list", "--profile", ""],
      ["ote", "my provider"],
    ],
    [
      ["cdrapi", "api", "-X", "P"],
      ["POST", "PUT", "PATCH"],
    ],
    [
      ["cdrapi", "api", "Cloud Instance_reb"],
      ["Cloud Instance_reboot", "Cloud Instance_rebuild", "Cloud Instance_rebuildNetwork"],
    ],
    [
      ["cdrapi", "api", "compute.vms.reb"],
      ["compute.vms.reboot", "compute.vms.rebuild", "compute.vms.rebuildNetwork"],
    ],
    [
      ["cdrapi", "completion", ""],
      ["bash", "zsh", "fish"],
    ],
    [["cdrapi", "reports", "upload", "--checkpoint", ""], ["FILES"]],
  ];

  describe.each(Object.keys(OFFERS))("%s", (shell) => {
    (has(shell) ? test : test.skip).each(CASES)("%j", async (words, expected) => {
      const offers = OFFERS[shell]!(await scriptOf(shell), words);
      expect([...offers].sort()).toEqual([...expected].sort());
    });
  });
});
