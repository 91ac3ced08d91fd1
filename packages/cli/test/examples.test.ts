// Every example of every `--help` and of the README runs: each line is extracted (help: the
// `$ ` lines of each command's help; README: the command lines of its sh and console blocks),
// then run against a reference server whose ids are the ones the examples use (service 1201,
// VM vm-10, domain 501, invoice 308976, ticket 736633, report 12345, the registrar's
// nhadat-saigon.com), in a fresh copy of a folder holding the files they name. A line that uses
// the shell (a pipe, a redirection, a variable, `source`) runs in bash with the real executable
// as `cdrapi` on PATH; a plain command line has its words split by bash as a user's shell splits
// them, then runs through the CLI's main in this process (the executable adds nothing there,
// and starting it for each line was most of this file's CPU). The placeholders a user fills in
// (my-id, ..., the provider's URL) are filled with the server's. An example fails the test when
// its exit code is not 0 (or the one a README console block shows after `$ echo $?`).
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { DEMO_REGISTRAR, DEMO_USER, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { createReportingClient, type MaintainDomain } from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { COLUMNS, generateExport, toCsv } from "@cdrapi/test-helpers/sample-export";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { Command } from "commander";
import { commandTree } from "../src/completion.js";
import { document as hostbillDocument } from "../src/generated/document.js";
import type { CliIo } from "../src/io.js";
import { buildProgram } from "../src/program.js";
import { cdrapi, serverEnv, tempDir, writeCdrapiCommand } from "./helpers/cli.js";

const run = promisify(execFile);
const README = fileURLToPath(new URL("../README.md", import.meta.url));

interface Example {
  where: string;
  line: string;
  exitCode: number;
}

/** The `$ ` lines of each command's help, in the tree's order (commander writes help at once). */
function helpExamples(): Example[] {
  let help = "";
  const io: CliIo = {
    stdout: {
      write: (text: string) => {
        help += text;
      },
    },
    stderr: { write: () => true },
    env: {},
  };
  const program = buildProgram(io, { code: 0 });
  const examples: Example[] = [];
  for (const node of commandTree(program)) {
    let command: Command = program;
    for (const name of node.path.split(" ").filter(Boolean))
      command = command.commands.find((sub) => sub.name() === name)!;
    help = "";
    command.outputHelp();
    for (const match of help.matchAll(/^ {2}\$ (.+)$/gm)) {
      examples.push({ where: `cdrapi ${node.path} --help`.replace("  ", " "), line: match[1]!, exitCode: 0 });
    }
  }
  return examples;
}

/**
 * The command lines of the README's sh and console blocks: a line whose command is `cdrapi`
 * (after variable assignments), or that pipes into it or sources it. A console block's
 * `$ echo $?` and the line after it say the exit code of the command before.
 */
function readmeExamples(text: string): Example[] {
  const examples: Example[] = [];
  for (const block of text.matchAll(/^```(sh|console)\n([\s\S]*?)^```$/gm)) {
    const isConsole = block[1] === "console";
    const lines = block[2]!.split("\n");
    lines.forEach((raw, i) => {
      if (isConsole && !raw.startsWith("$ ")) return;
      const line = isConsole ? raw.slice(2) : raw;
      const words = line.replace(/^(\w+=\S*\s+)+/, "");
      if (!/^cdrapi\b/.test(words) && !/^(echo|source)\b.*\bcdrapi\b/.test(words)) return;
      let exitCode = 0;
      if (isConsole && lines[i + 1] !== undefined) {
        const next = lines.slice(i + 1).findIndex((l) => l.startsWith("$ "));
        if (next >= 0 && lines[i + 1 + next] === "$ echo $?") exitCode = Number(lines[i + 2 + next]);
      }
      examples.push({ where: "README.md", line, exitCode });
    });
  }
  return examples;
}

let server: MockServer;
let dir: string;
let cleanup: () => Promise<void>;
let env: Record<string, string>;
let fill: [RegExp, string][];
let serial = 0;

/** The registrar's list on the server, and the exports the examples read. */
const names = ["nhadat-saigon.com", "cà-phê-sài-gòn.vn"];
const others = generateExport(40, 7).filter((record) => !names.includes(record.domainName));
const listed: MaintainDomain[] = [
  ...names.map((domainName, i) => ({ ...others[i]!, domainName })),
  ...others.slice(names.length),
];

/** Changes of two listed domains' owners, as a fluctuation report says them. */
const CHANGES = listed.slice(2, 4).map((record) => ({
  ...record,
  ownerName: "Công ty TNHH Mới",
  action: "CHANGE",
  actionReason: "O",
  actionDate: "2026-11-22",
}));

function changesCsv(): string {
  const columns = [...COLUMNS, "action", "actionReason", "actionDate"];
  const cell = (value: unknown) => {
    const text = value === undefined ? "" : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const rows = CHANGES.map((change) =>
    columns.map((c) => cell((change as Record<string, unknown>)[c])).join(","),
  );
  return `${[columns.join(","), ...rows].join("\r\n")}\r\n`;
}

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  // The next report the server makes is 12345: the list uploaded below.
  const state = join(dir, "state.ndjson");
  writeFileSync(
    state,
    `${JSON.stringify({ format: "cdrapi-mock-state", version: 1, state: { nextId: 12345, maintained: {}, pending: {}, reports: [] } })}\n`,
  );
  server = await startMockServer({ port: 0, stateFile: state });
  const reporting = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
  const report = await reportMaintainDomains(reporting, listed);
  expect(report.requestResult).toBe("SUCCESS");

  const files = join(dir, "files");
  mkdirSync(files);
  const csv = toCsv(listed);
  writeFileSync(join(files, "domains.csv"), csv);
  // The registrar's nightly export, and its password in a file only its owner reads (the cron recipe).
  writeFileSync(join(files, "export.csv"), csv);
  writeFileSync(join(files, "export.csv.gz"), gzipSync(csv)); // the export as a pipe gives it
  writeFileSync(join(files, "vnnic.password"), `${DEMO_REGISTRAR.password}\n`, { mode: 0o600 });
  const ndjson = listed.map((record) => JSON.stringify(record)).join("\n");
  writeFileSync(join(files, "domains.ndjson"), `${ndjson}\n`);
  writeFileSync(join(files, "export.txt"), `${ndjson}\n`);
  writeFileSync(join(files, "changes-2025-06-30.csv"), changesCsv());
  writeFileSync(join(files, "changes-2026-11-22.csv"), changesCsv());
  writeFileSync(join(files, "changes.csv"), changesCsv());
  writeFileSync(
    join(files, "changes.ndjson"),
    `${CHANGES.map((change) => JSON.stringify(change)).join("\n")}\n`,
  );
  writeFileSync(join(files, "secret.txt"), `${DEMO_REGISTRAR.password}\n`);
  writeFileSync(join(files, "password.txt"), `${DEMO_USER.password}\n`);
  writeFileSync(join(files, "message.txt"), "The invoice lists a service I cancelled.\n");
  writeFileSync(join(files, "reply.txt"), "It boots again, thanks.\n");
  // A provider's export (`cdrapi provider`): the document's own HostBill part, which matches every SDK method.
  writeFileSync(join(files, "userapi.json"), JSON.stringify(hostbillDocument));
  const lines = csv.split("\r\n");
  writeFileSync(
    join(files, "bad.csv"),
    [
      lines[0],
      lines[1]!.replace(/,\d{4}-\d\d-\d\d,/, ",2020-02-30,"),
      lines[2]!.replace(/@/, " at "),
      lines[3],
      "",
    ].join("\r\n"),
  );
  // Cut inside the record of line 34 (an interrupted export).
  writeFileSync(join(files, "cut.csv"), `${lines.slice(0, 33).join("\r\n")}\r\n${lines[33]!.slice(0, 40)}`);
  // The profile the `auth` examples name (`--profile provider`).
  mkdirSync(join(dir, "home", ".config", "cdrapi"), { recursive: true });
  writeFileSync(
    join(dir, "home", ".config", "cdrapi", "config.json"),
    JSON.stringify({
      profiles: { provider: { computeUrl: server.url, computeUsername: DEMO_USER.username } },
    }),
  );
  // The folders the completion examples write to.
  for (const folder of [".local/share/bash-completion/completions", ".zfunc", ".config/fish/completions"]) {
    mkdirSync(join(dir, "home", folder), { recursive: true });
  }
  const bin = join(dir, "bin");
  mkdirSync(bin);
  writeCdrapiCommand(bin);
  env = { ...serverEnv(server), PATH: `${bin}:${process.env.PATH}`, HOME: join(dir, "home") };
  const login = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
  });
  const { token } = (await login.json()) as { token: string };
  fill = [
    [/https:\/\/api\.provider\.example\/api/g, server.url],
    [/\bmy-(registrar-)?id\b/g, DEMO_REGISTRAR.username],
    [/--username me\b/g, `--username ${DEMO_USER.username}`],
    [/CDRAPI_REPORTING_PASSWORD=\.\.\./g, `CDRAPI_REPORTING_PASSWORD=${DEMO_REGISTRAR.password}`],
    [/CDRAPI_COMPUTE_TOKEN=\.\.\./g, `CDRAPI_COMPUTE_TOKEN=${token}`],
  ];
});
afterAll(async () => {
  await server?.close();
  await cleanup?.();
});

test("the README's examples are found (sh and console blocks)", () => {
  const found = readmeExamples(readFileSync(README, "utf8"));
  expect(found.length).toBeGreaterThan(20);
  expect(found).toContainEqual(
    expect.objectContaining({ line: "cdrapi reports upload cut.csv --skip-invalid", exitCode: 1 }),
  );
});

/** The command of a line: without its comment (` # ...`), spaces collapsed. */
const commandOf = (line: string) => line.replace(/\s+#.*$/, "").replace(/\s+/g, " ");

/**
 * Whether bash does more to `line` than split it into words (with quotes): a pipe, a
 * redirection, `;`/`&`, a variable or substitution, a glob, `~`, a variable assignment before
 * the command. A comment (` # ...`) is not part of the command.
 */
function usesShell(line: string): boolean {
  const command = commandOf(line);
  return /^\w+=/.test(command) || /[|<>;&$`()*?[\]{}~\\]/.test(command) || !/^cdrapi\s/.test(command);
}

/** The words bash makes of a plain command line (quotes removed, a comment dropped). */
function wordsOf(line: string): string[] {
  const script = `eval "set -- $1"; printf '%s\\0' "$@"`;
  return execFileSync("bash", ["-c", script, "bash", line], { encoding: "utf8" }).split("\0").slice(0, -1);
}

/** Runs one example as a user would, in a fresh copy of the files, placeholders filled. */
async function runExample(example: Example): Promise<{ code: number; output: string }> {
  const work = join(dir, `run-${serial++}`);
  cpSync(join(dir, "files"), work, { recursive: true });
  const line = fill.reduce((text, [pattern, value]) => text.replace(pattern, value), example.line);
  if (!usesShell(line)) {
    const [name, ...args] = wordsOf(line);
    expect(name).toBe("cdrapi");
    const run = await cdrapi(args, { env, cwd: work });
    return { code: run.code, output: `${run.stdout}${run.stderr}` };
  }
  try {
    const { stdout, stderr } = await run("bash", ["-o", "pipefail", "-c", line], {
      cwd: work,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/**
 * Each example once (a command the help and the README both show, with other comments or
 * spacing, runs once), in the order of the help tree then the README (later ones may rely on
 * earlier ones' changes).
 */
const EXAMPLES = (() => {
  const seen = new Set<string>();
  return [...helpExamples(), ...readmeExamples(readFileSync(README, "utf8"))].filter((example) => {
    const key = `${commandOf(example.line)} -> ${example.exitCode}`;
    return !seen.has(key) && seen.add(key);
  });
})();

test("the examples are found: every command's help has some", () => {
  expect(EXAMPLES.length).toBeGreaterThan(60);
});

test.each(
  EXAMPLES.map((example) => [example.where, example.line, example] as const),
)("%s: %s", async (_where, _line, example) => {
  const { code, output } = await runExample(example);
  // On a failure, the example's own output says why.
  expect(code === example.exitCode ? code : `exit ${code}:\n${output.slice(-1500)}`).toBe(example.exitCode);
});
