// Completion scripts come from the command tree: every command path and option is in each
// script; the bash one completes for real in bash.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { commandTree } from "../src/completion.js";
import type { CliIo } from "../src/io.js";
import { buildProgram } from "../src/program.js";
import { cdrapi, tempDir } from "./helpers/cli.js";

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
    "completion",
  ]) {
    expect(paths).toContain(path);
  }
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
    expect(offers("cdrapi", "reports", "upload", "")).toEqual(
      expect.arrayContaining(["--checkpoint", "FILES"]),
    );
  },
);
