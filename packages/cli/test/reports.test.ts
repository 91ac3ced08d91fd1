// `cdrapi reports ...` in-process against the reference server.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { generateExport } from "@cdrapi/test-helpers/sample-export";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, spawnCdrapi, tempDir, writeCsv } from "./helpers/cli.js";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";

let server: MockServer;
let dir: string;
let cleanup: () => Promise<void>;
let env: Record<string, string>;
const records = generateExport(1200, 7);
let csv: string;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  ({ dir, cleanup } = await tempDir());
  env = serverEnv(server);
  csv = await writeCsv(dir, "domains.csv", records);
});
afterAll(async () => {
  await server.close();
  await cleanup();
});
afterEach(() => {
  server.reset();
});

const BAD_CSV = [
  "domainName,registeredDate,expiredDate,ownerName,ownerType,address,cityName,countryCode,phone,email,adminName,isAgentManager",
  "good.com,2020-01-01,2030-01-01,Nguyễn Văn An,C,1 Lê Lợi,Thành phố Hồ Chí Minh,VN,+84.903123456,an@example.vn,Nguyễn Văn An,false",
  "bad-date.com,2020-02-30,2030-01-01,Trần Thị Bình,C,2 Lê Lợi,Thành phố Hồ Chí Minh,VN,+84.903123457,binh@example.vn,Trần Thị Bình,false",
  "bad-mail.net,2020-01-01,2030-01-01,Lê Văn Cường,C,3 Lê Lợi,Thành phố Hồ Chí Minh,VN,+84.903123458,not-an-email,Lê Văn Cường,maybe",
  "",
].join("\n");

describe("reports validate", () => {
  test("a clean export: exit 0", async () => {
    const run = await cdrapi(["reports", "validate", csv]);
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toContain("1200 records, all valid");
  });

  test("lines and rows as an editor and a spreadsheet count them, in a CRLF header over LF rows (real executable)", async () => {
    const [header, good, , bad] = BAD_CSV.split("\n");
    // A quoted cell over two lines: the record after it is on line 5, and is row 4 of a spreadsheet.
    const quoted = good!.replace("1 Lê Lợi", '"1 Lê Lợi\nTầng 2"').replace("good.com", "quoted.vn");
    const mixed = join(dir, "mixed.csv");
    await writeFile(mixed, `${header}\r\n${good}\n${quoted}\n${bad}\n`);
    const run = await spawnCdrapi(["reports", "validate", mixed]);
    expect(run.stdout).toMatch(/^ {2}line 5 \(row 4\): email must be an e-mail address$/m);
    expect(run.stdout).toMatch(/3 records/);
    const plain = join(dir, "plain.csv");
    await writeFile(plain, `${header}\r\n${good}\n${bad}\n`);
    const second = await spawnCdrapi(["reports", "validate", plain]);
    expect(second.stdout).toMatch(/^ {2}line 3: email must be an e-mail address$/m);
  });

  test("a bad CSV: exit 1, every issue with its line number", async () => {
    const bad = join(dir, "bad.csv");
    await writeFile(bad, BAD_CSV);
    const run = await cdrapi(["reports", "validate", bad]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stdout).toMatch(/3 issues in 2 of 3 records/);
    expect(run.stdout).not.toMatch(/isAgentManager is required/);
    expect(run.stdout).toMatch(/line 3: registeredDate must be a real calendar date/);
    expect(run.stdout).toMatch(/line 4: email must be an e-mail address/);
    expect(run.stdout).toMatch(/line 4: isAgentManager must be true, false, 1 or 0/);
  });

  test("--json lists the issues for scripts", async () => {
    const bad = join(dir, "bad.csv");
    await writeFile(bad, BAD_CSV);
    const run = await cdrapi(["reports", "validate", bad, "--json"]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ valid: false, records: 3, invalidRecords: 2, format: "csv" });
    expect(result.issues).toContainEqual(
      expect.objectContaining({ line: 3, index: 1, field: "registeredDate" }),
    );
  });

  test("NDJSON by extension, or any file with --format", async () => {
    const ndjson = join(dir, "domains.txt");
    await writeFile(
      ndjson,
      `${records
        .slice(0, 3)
        .map((r) => JSON.stringify(r))
        .join("\n")}\n{oops\n`,
    );
    const unknown = await cdrapi(["reports", "validate", ndjson]);
    expect(unknown.code).toBe(EXIT.USAGE);
    const run = await cdrapi(["reports", "validate", ndjson, "--format", "ndjson"]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stdout).toMatch(/line 4: \(record\) is not valid JSON/);
  });

  test("a missing file: exit 1, one line", async () => {
    const run = await cdrapi(["reports", "validate", join(dir, "nope.csv")]);
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr.trim()).toMatch(/^error: cannot read .*nope\.csv: no such file/);
  });
});

describe("reports upload", () => {
  test("sub-lists then the merge; the final ReportRequestInfo as a table", async () => {
    const run = await cdrapi(["reports", "upload", csv, "--sub-list-size", "500"], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ requestType +│ REPLACE +│/);
    expect(run.stdout).toMatch(/│ totalDomain +│ 1200 +│/);
    expect(run.stdout).toMatch(/│ addedDomain +│ 1200 +│/);
    // Not a TTY: plain progress lines on stderr.
    expect(run.stderr).toMatch(/^validated 1,200 records$/m);
    expect(run.stderr).toMatch(/^sub-list 1\/3 accepted: 500\/1,200 records, [\d,]+ records\/s, ETA \S+$/m);
    expect(run.stderr).toMatch(/^merging 3 sub-lists$/m);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(3);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(1200);
  });

  test("--json prints the ReportRequestInfo as JSON", async () => {
    const run = await cdrapi(["reports", "upload", csv, "--json", "--no-progress"], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toMatchObject({ requestType: "REPLACE", totalDomain: 1200, skipped: [] });
    expect(run.stderr).toBe("");
  });

  test("an invalid file: exit 1 with line numbers, nothing sent", async () => {
    const bad = join(dir, "bad.csv");
    await writeFile(bad, BAD_CSV);
    const run = await cdrapi(["reports", "upload", bad], { env });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr.split("\n")[1]).toBe(
      "error: 2 invalid records, nothing sent (first: line 3, registeredDate: must be a real calendar date (YYYY-MM-DD))",
    );
    expect(run.stderr).toMatch(/line 3: registeredDate/);
    expect(run.stderr).toMatch(/line 4: isAgentManager must be true, false, 1 or 0/);
    expect(run.stderr).not.toMatch(/isAgentManager is required/);
    expect(server.requestLog.filter((entry) => entry.method === "POST")).toHaveLength(0);
  });

  test("--skip-invalid uploads the rest and lists what was left out", async () => {
    const bad = join(dir, "bad.csv");
    await writeFile(bad, BAD_CSV);
    const run = await cdrapi(["reports", "upload", bad, "--skip-invalid"], { env });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).toMatch(/left out 2 invalid records/);
    expect(run.stdout).toMatch(/│ totalDomain +│ 1 +│/);
  });

  test("a wrong password: exit 3, the secret printed nowhere", async () => {
    const secret = "wr0ng-pässword-XYZ";
    const run = await cdrapi(["reports", "upload", csv, "--verbose"], {
      env: { ...env, CDRAPI_REPORTING_PASSWORD: secret },
    });
    expect(run.code).toBe(EXIT.AUTH);
    expect(run.stderr).toMatch(/^error: 401/m);
    expect(run.stderr).toMatch(/^hint: check the username and password/m);
    expect(`${run.stdout}${run.stderr}`).not.toContain(secret);
    expect(`${run.stdout}${run.stderr}`).not.toContain(
      Buffer.from(`${DEMO_REGISTRAR.username}:${secret}`).toString("base64"),
    );
    expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
  });

  test("a wrong password given as a flag: a warning, exit 3, no secret", async () => {
    const secret = "flag-s3cret-QQ";
    const { CDRAPI_REPORTING_PASSWORD: _, ...rest } = env;
    const run = await cdrapi(["reports", "upload", csv, "--password", secret], { env: rest });
    expect(run.code).toBe(EXIT.AUTH);
    expect(run.stderr).toMatch(/^warning: --password puts a secret in your shell history/m);
    expect(`${run.stdout}${run.stderr}`).not.toContain(secret);
  });

  test("--password-stdin reads the password", async () => {
    const { CDRAPI_REPORTING_PASSWORD: _, ...rest } = env;
    const run = await cdrapi(["reports", "upload", csv, "--password-stdin", "--json", "--no-progress"], {
      env: rest,
      stdin: `${DEMO_REGISTRAR.password}\n`,
    });
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).toBe("");
  });

  test("flags win over the environment (--url)", async () => {
    const run = await cdrapi(["reports", "upload", csv, "--url", server.url, "--no-progress"], {
      env: { ...env, CDRAPI_REPORTING_URL: "http://127.0.0.1:9" },
    });
    expect(run.code).toBe(EXIT.OK);
  });

  const failures: [string, () => void, number, RegExp][] = [
    [
      "server error (503)",
      () => server.faults.inject({ kind: "status", status: 503, path: SUB_LISTS, times: 5 }),
      EXIT.SERVER,
      /^error: 503/m,
    ],
    [
      "connection reset",
      () => server.faults.inject({ kind: "reset", path: SUB_LISTS, times: 5 }),
      EXIT.SERVER,
      /^error: .*(connection|socket|reset|closed)/im,
    ],
  ];
  test.each(failures)("%s", async (_name, inject, code, message) => {
    inject();
    const run = await cdrapi(["reports", "upload", csv, "--sub-list-size", "500", "--no-progress"], {
      env,
      cwd: dir,
    });
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.split("\n").filter((l) => l.startsWith("error:"))).toHaveLength(1);
  });

  test("an unreachable server: exit 4 with a hint", async () => {
    const run = await cdrapi(["reports", "status", "1"], {
      env: { ...env, CDRAPI_REPORTING_URL: "http://127.0.0.1:9" },
    });
    expect(run.code).toBe(EXIT.SERVER);
    expect(run.stderr).toMatch(/^hint: check the URL and your network/m);
  });

  test("missing credentials: exit 2", async () => {
    const run = await cdrapi(["reports", "upload", csv], { env: { CDRAPI_REPORTING_URL: server.url } });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(/reporting credentials are missing/);
  });
});

describe("reports upload: interrupted and resumed", () => {
  test("Ctrl-C after 2 sub-lists leaves a checkpoint; the same command completes without duplicates", async () => {
    const checkpoint = join(dir, "upload.checkpoint.json");
    const controller = new AbortController();
    const args = ["reports", "upload", csv, "--sub-list-size", "250", "--checkpoint", checkpoint];
    // Abort as soon as the 2nd sub-list is reported accepted (before the 3rd is sent).
    const first = await cdrapi(args, {
      env,
      signal: controller.signal,
      onStderr: (text) => {
        if (/sub-list 2\/5 accepted/.test(text)) controller.abort();
      },
    });
    expect(first.code).toBe(EXIT.INTERRUPTED);
    expect(first.stderr).toMatch(/^2 of 5 sub-lists accepted, nothing merged yet; checkpoint: /m);
    // the line names the server and account the sub-lists are pending on (never the password)
    expect(first.stderr).toContain(
      `resume with: cdrapi reports upload ${csv} --url ${server.url} --username ${DEMO_REGISTRAR.username} --checkpoint ${checkpoint}`,
    );
    expect(first.stderr).not.toContain(DEMO_REGISTRAR.password);
    const saved = JSON.parse(await readFile(checkpoint, "utf8"));
    expect(saved.accepted).toHaveLength(2);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(2);
    expect(server.requestCount("PUT", MERGE)).toBe(0);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(0);

    const second = await cdrapi(args, { env });
    expect(second.code).toBe(EXIT.OK);
    expect(second.stderr).toMatch(/resuming from .*: 2 sub-list\(s\), 500 records already accepted/);
    expect(second.stdout).toMatch(/│ totalDomain +│ 1200 +│/);
    // Each sub-list went up exactly once over both runs; one merge; every record exactly once.
    expect(server.requestCount("POST", SUB_LISTS)).toBe(5);
    expect(server.requestCount("PUT", MERGE)).toBe(1);
    const stored = server.state.maintainedList(DEMO_REGISTRAR.username).map((r) => r.domainName);
    expect(stored).toHaveLength(records.length);
    expect(new Set(stored)).toEqual(new Set(records.map((r) => r.domainName)));
    // The merged upload removes its checkpoint.
    expect(existsSync(checkpoint)).toBe(false);
  });

  test("interrupted without --checkpoint: one is saved in the working directory", async () => {
    const controller = new AbortController();
    const run = await cdrapi(["reports", "upload", "domains.csv", "--sub-list-size", "500"], {
      env,
      cwd: dir,
      signal: controller.signal,
      onStderr: (text) => {
        if (/sub-list 1\/3 accepted/.test(text)) controller.abort();
      },
    });
    expect(run.code).toBe(EXIT.INTERRUPTED);
    const path = join(dir, ".cdrapi-checkpoint-domains.csv.json");
    expect(existsSync(path)).toBe(true);
    expect(run.stderr).toContain(
      `resume with: cdrapi reports upload domains.csv --url ${server.url} --username ${DEMO_REGISTRAR.username} --checkpoint .cdrapi-checkpoint-domains.csv.json`,
    );
    server.reset(); // a new server-side state: the pending sub-list is gone, so start over
    await writeFile(path, "not json");
    const broken = await cdrapi(["reports", "upload", "domains.csv", "--checkpoint", path], {
      env,
      cwd: dir,
    });
    expect(broken.code).toBe(EXIT.INVALID_INPUT);
    expect(broken.stderr).toMatch(/is not JSON: remove it to start over/);
  });

  test("paths with a space or a quote: the printed command, run by a shell, resumes the upload", async () => {
    const sub = join(dir, "Nguyễn's exports");
    await mkdir(sub, { recursive: true });
    const file = await writeCsv(sub, "domains 2026.csv", records);
    const checkpoint = join(sub, "my checkpoint.json");
    const controller = new AbortController();
    const first = await cdrapi(
      ["reports", "upload", file, "--sub-list-size", "500", "--checkpoint", checkpoint],
      {
        env,
        signal: controller.signal,
        onStderr: (text) => {
          if (/sub-list 1\/3 accepted/.test(text)) controller.abort();
        },
      },
    );
    expect(first.code).toBe(EXIT.INTERRUPTED);
    const printed = /^resume with: (.*)$/m.exec(first.stderr)?.[1] ?? "";
    expect(printed).toContain(`'${sub.replaceAll("'", "'\\''")}/domains 2026.csv'`);
    // What a POSIX shell makes of the copied line: the same words the first run was given.
    const argv = execFileSync("sh", ["-c", `for a in ${printed}; do printf '%s\\0' "$a"; done`], {
      encoding: "utf8",
    })
      .split("\0")
      .slice(0, -1);
    expect(argv).toEqual([
      "cdrapi",
      "reports",
      "upload",
      file,
      "--url",
      server.url,
      "--username",
      DEMO_REGISTRAR.username,
      "--checkpoint",
      checkpoint,
    ]);
    const second = await cdrapi(argv.slice(1), { env });
    expect(second.code).toBe(EXIT.OK);
    expect(second.stderr).toMatch(/resuming from .*: 1 sub-list\(s\), 500 records already accepted/);
  });

  test("a checkpoint of another file whose names it lacks: not resumed, refused before anything is sent (exit 5)", async () => {
    const checkpoint = join(dir, "other.checkpoint.json");
    const controller = new AbortController();
    await cdrapi(["reports", "upload", csv, "--sub-list-size", "500", "--checkpoint", checkpoint], {
      env,
      signal: controller.signal,
      onStderr: (text) => {
        if (/sub-list 1\/3 accepted/.test(text)) controller.abort();
      },
    });
    const other = await writeCsv(dir, "other.csv", generateExport(1200, 99));
    const sent = server.requestCount("POST", SUB_LISTS);
    // The interrupted upload's pending sub-list holds domains the other file does not: no upload
    // can take them back, so nothing is sent (their expiry is not pushed back) until they expire.
    const run = await cdrapi(["reports", "upload", other, "--checkpoint", checkpoint], { env });
    expect(run.stderr).toMatch(/cannot be resumed \(sub-list 0 differs from the one the server accepted/);
    expect(run.stderr).toMatch(
      /^error: the server holds pending the interrupted upload's 1 sub-list, with \d+ domains this input does not hold/m,
    );
    expect(run.code).toBe(EXIT.PENDING_CONFLICT);
    expect(server.requestCount("POST", SUB_LISTS)).toBe(sent);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(0);
  });

  test("a merge whose answer was lost: the message does not claim nothing was merged; the same command completes", async () => {
    const checkpoint = join(dir, "lost-merge.checkpoint.json");
    server.faults.inject({ kind: "reset", afterProcessing: true, path: MERGE, times: 1 });
    const args = [
      "reports",
      "upload",
      csv,
      "--sub-list-size",
      "500",
      "--checkpoint",
      checkpoint,
      "--no-progress",
    ];
    const first = await cdrapi(args, { env });
    expect(first.code).toBe(EXIT.SERVER);
    expect(first.stderr).not.toMatch(/nothing merged yet/);
    expect(first.stderr).toMatch(
      /^3 of 3 sub-lists accepted, the merge was sent and its outcome is unknown; checkpoint: /m,
    );
    const second = await cdrapi(args, { env });
    expect(second.code).toBe(EXIT.OK);
    expect(server.state.maintainedList(DEMO_REGISTRAR.username)).toHaveLength(records.length);
  });
});

describe("reports status", () => {
  test("by id and by link", async () => {
    const upload = await cdrapi(["reports", "upload", csv, "--json", "--no-progress"], { env });
    const info = JSON.parse(upload.stdout);
    const byId = await cdrapi(["reports", "status", String(info.id), "--json"], { env });
    expect(byId.code).toBe(EXIT.OK);
    expect(JSON.parse(byId.stdout)).toMatchObject({ id: info.id, requestResult: "SUCCESS" });
    const byLink = await cdrapi(["reports", "status", info.link], { env });
    expect(byLink.code).toBe(EXIT.OK);
    expect(byLink.stdout).toMatch(new RegExp(`│ id +│ ${info.id} +│`));
  });

  test.each([
    ["not an id", ["reports", "status", "abc"], EXIT.USAGE],
    ["an unknown id (404: no retry helps)", ["reports", "status", "999999"], EXIT.INVALID_INPUT],
  ])("%s", async (_name, args, code) => {
    expect((await cdrapi(args, { env })).code).toBe(code);
  });
});
