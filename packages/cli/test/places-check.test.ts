// `cdrapi reports validate --check-places / --fix-places` end to end, in-process against the
// reference server's real place lists: a CSV with old and misspelled places is flagged (lines
// and suggestions), fixed into a copy (the original untouched), and the copy validates clean.
import { once } from "node:events";
import type { Stats } from "node:fs";
import { chmod, lstat, mkdir, readFile, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { type MockServer, sampleRecord, startMockServer } from "@cdrapi/mock-server";
import type { MaintainDomain } from "@cdrapi/reporting";
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { placeCachePath } from "../src/commands/places-check.js";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, serverEnv, tempDir, writeCsv } from "./helpers/cli.js";

let server: MockServer;
let env: Record<string, string>;
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
  const temp = await tempDir();
  dir = temp.dir;
  cleanup = temp.cleanup;
  env = { ...serverEnv(server), XDG_CACHE_HOME: join(dir, "cache") };
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

// The server's sample record with no place below the province: each row gives its own.
const base = (domainName: string, place: Partial<MaintainDomain>): MaintainDomain =>
  sampleRecord(domainName, { districtName: undefined, wardName: undefined, ...place });

// Line 2 onwards (line 1 is the header).
const RECORDS: MaintainDomain[] = [
  // 2: old five-level address, as listed: clean
  base("a.vn", { is5LevelPlace: true, districtName: "Quận 1", wardName: "Phường Bến Nghé" }),
  // 3: old address, abbreviated and without diacritics: fixable
  base("b.vn", { is5LevelPlace: true, cityName: "TP. HCM", districtName: "Q.1", wardName: "P. Ben Nghe" }),
  // 4: old numbered ward written "Phường 01", district without prefix: fixable
  base("c.vn", { is5LevelPlace: true, districtName: "Gò Vấp", wardName: "Phường 01" }),
  // 5: current two-level address, misspelled: fixable
  base("d.vn", { is5LevelPlace: false, cityName: "tp ho chi minh", wardName: "phuong sai gon" }),
  // 6: an old ward in a current-form record: unknown, with a hint (never converted)
  base("e.vn", { is5LevelPlace: false, wardName: "Phường Bến Nghé" }),
  // 7: a ward name that collides once diacritics are dropped ("Tân Thành"/"Tân Thạnh" in Tây
  //    Ninh): ambiguous, never guessed
  base("f.vn", { is5LevelPlace: false, cityName: "Tây Ninh", wardName: "Tan Thanh" }),
  // 8: lower-case country code
  base("g.vn", { countryCode: "vn" as string, is5LevelPlace: false, wardName: "Phường Bến Thành" }),
];

describe("reports validate --check-places", () => {
  test("flags unknown, misspelled and ambiguous places with lines and suggestions", async () => {
    const csv = await writeCsv(dir, "flag.csv", RECORDS);
    const run = await cdrapi(["reports", "validate", csv, "--check-places"], { env });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    const out = run.stdout;
    expect(out).toMatch(/line 3\b.*cityName.*"Thành phố Hồ Chí Minh"/);
    expect(out).toMatch(/line 3\b.*districtName.*"Quận 1"/);
    expect(out).toMatch(/line 3\b.*wardName.*"Phường Bến Nghé"/);
    expect(out).toMatch(/line 4\b.*wardName.*"Phường 1"/);
    expect(out).toMatch(/line 5\b.*wardName.*"Phường Sài Gòn"/);
    expect(out).toMatch(
      /line 6\b.*wardName.*is not a ward of Thành phố Hồ Chí Minh in the current lists.*is5LevelPlace true/,
    );
    expect(out).toMatch(/line 7\b.*wardName.*could be any of "Xã Tân Thành", "Xã Tân Thạnh"/);
    expect(out).not.toMatch(/line 2\b/);
    // The lists were cached on disk with their date, for this server only.
    const cache = JSON.parse(await readFile(placeCachePath(env, server.url), "utf8"));
    expect(cache.baseUrl).toBe(server.url);
    expect(Date.parse(cache.lists.fetchedAt)).not.toBeNaN();
  });

  test("the second run reads the cache; --refresh-places reads the server again", async () => {
    const csv = await writeCsv(dir, "one.csv", RECORDS.slice(0, 1));
    const before = server.requestCount("GET", "/v1/places/wards");
    const cached = await cdrapi(["reports", "validate", csv, "--check-places"], { env });
    expect(cached.code).toBe(EXIT.OK);
    expect(cached.stderr).toMatch(/places: lists of .* read .*cached in/);
    expect(server.requestCount("GET", "/v1/places/wards")).toBe(before);
    const refreshed = await cdrapi(["reports", "validate", csv, "--check-places", "--refresh-places"], {
      env,
    });
    expect(refreshed.code).toBe(EXIT.OK);
    expect(server.requestCount("GET", "/v1/places/wards")).toBe(before + 1);
  });

  test("a cache in a folder others can write is not read: refused (exit 2), nothing checked", async () => {
    const shared = { ...env, XDG_CACHE_HOME: join(dir, "shared-cache") };
    const csv = await writeCsv(dir, "shared.csv", RECORDS.slice(0, 1));
    expect((await cdrapi(["reports", "validate", csv, "--check-places"], { env: shared })).code).toBe(
      EXIT.OK,
    );
    await chmod(dirname(placeCachePath(shared, server.url)), 0o777); // as another user's process could leave it
    const run = await cdrapi(["reports", "validate", csv, "--check-places"], { env: shared });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(/the folder of the place lists' cache .* can be written by other users/);
    expect(run.stdout).toBe("");
  });

  test("--fix-places writes a corrected copy and a change log; the copy validates clean", async () => {
    const fixable = RECORDS.filter((r) => !["e.vn", "f.vn"].includes(r.domainName));
    const csv = await writeCsv(dir, "fix.csv", fixable);
    const original = await readFile(csv, "utf8");
    const run = await cdrapi(["reports", "validate", csv, "--fix-places"], { env });
    expect(run.code).toBe(EXIT.INVALID_INPUT); // the file as it is has issues
    expect(run.stdout).toMatch(/wrote .*fix\.fixed\.csv: 8 places fixed in 4 of 5 records/);
    expect(await readFile(csv, "utf8")).toBe(original); // never touched
    const copy = join(dir, "fix.fixed.csv");
    const log = await readFile(join(dir, "fix.fixed.changes.csv"), "utf8");
    expect(log.split("\n")[0]).toBe("line,domainName,field,from,to");
    expect(log).toContain("3,b.vn,districtName,Q.1,Quận 1");
    expect(log).toContain("6,g.vn,countryCode,vn,VN");
    expect((await stat(copy)).size).toBeGreaterThan(0);
    const again = await cdrapi(["reports", "validate", copy, "--check-places"], { env });
    expect(again.stdout).toMatch(/5 records, all valid/);
    expect(again.code).toBe(EXIT.OK);
  });

  test.each([
    ["the copy", "x.changes.csv", "x.changes.csv"],
    ["the change log", "x.changes.csv", "x.csv"],
  ])("%s would be the file itself: refused (exit 2), the file untouched", async (_what, file, copy) => {
    const csv = await writeCsv(dir, file, RECORDS.slice(1, 2));
    const original = await readFile(csv, "utf8");
    const run = await cdrapi(["reports", "validate", file, "--fix-places", copy], { env, cwd: dir });
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.stderr).toMatch(/--fix-places would write over x\.changes\.csv .*: name another copy/);
    expect(await readFile(csv, "utf8")).toBe(original);
  });

  // Replaced by a file it would be (the copy is renamed over its name): as root, /dev/null.
  test.each<[string, (path: string) => Promise<() => Promise<void>>, (info: Stats) => boolean]>([
    ["a folder", async (path) => mkdir(path).then(() => async () => {}), (info) => info.isDirectory()],
    [
      "a socket",
      async (path) => {
        const socket = createServer().listen(path);
        await once(socket, "listening");
        return () => new Promise<void>((resolve) => socket.close(() => resolve()));
      },
      (info) => info.isSocket(),
    ],
  ])("a copy named where %s is: refused (exit 2), left as it is", async (what, make, still) => {
    const csv = await writeCsv(dir, "special.csv", RECORDS.slice(1, 2));
    const path = join(dir, what.replace(" ", "-"));
    const close = await make(path);
    try {
      const run = await cdrapi(["reports", "validate", csv, "--fix-places", path], { env });
      expect(run.code).toBe(EXIT.USAGE);
      expect(run.stderr).toContain(`${path} is not a file (a folder, a device, a pipe or a socket)`);
      expect(still(await lstat(path))).toBe(true);
    } finally {
      await close();
    }
  });

  test("ambiguous and unknown places are left as they are in the copy", async () => {
    const csv = await writeCsv(dir, "keep.csv", RECORDS.slice(4, 6));
    const run = await cdrapi(["reports", "validate", "keep.csv", "--fix-places", "kept.csv"], {
      env,
      cwd: dir,
    });
    // Only the province of line 3 ("Tây Ninh") is fixed; the wards are not guessed.
    expect(run.stdout).toMatch(
      /wrote kept\.csv: 1 place fixed in 1 of 2 records \(change log: kept\.changes\.csv\)/,
    );
    expect(run.stdout).toMatch(/2 records still have ambiguous or unknown places/);
    const copy = await readFile(join(dir, "kept.csv"), "utf8");
    expect(copy).toBe((await readFile(csv, "utf8")).replace(",Tây Ninh,", ",Tỉnh Tây Ninh,"));
    expect(copy).toContain("Tan Thanh");
  });
});

describe("reports upload --check-places / --fix-places (the same flags as validate)", () => {
  test("--check-places: a place not as listed refuses the upload, nothing sent (exit 1)", async () => {
    const csv = await writeCsv(dir, "upload-flag.csv", RECORDS);
    const before = server.requestCount("POST", "/v1/reports/maintain-domains");
    const run = await cdrapi(["reports", "upload", csv, "--check-places", "--allow-removals", "100000"], {
      env,
    });
    expect(run.code).toBe(EXIT.INVALID_INPUT);
    expect(run.stderr).toMatch(/line 3\b.*cityName.*"Thành phố Hồ Chí Minh"/);
    expect(server.requestCount("POST", "/v1/reports/maintain-domains")).toBe(before);
  });

  test("--fix-places: the fixed copy is written, and it is what goes up", async () => {
    // The rows whose every place is known or uniquely matched (lines 2-5 and 8).
    const csv = await writeCsv(dir, "upload-fix.csv", [...RECORDS.slice(0, 4), RECORDS[6]!]);
    const run = await cdrapi(
      ["reports", "upload", csv, "--fix-places", join(dir, "upload-fixed.csv"), "--allow-removals", "100000"],
      { env },
    );
    expect(run.code).toBe(EXIT.OK);
    expect(run.stderr).toMatch(/wrote .*upload-fixed\.csv: \d+ places? fixed/);
    const basic = Buffer.from(`${env.CDRAPI_REPORTING_USERNAME}:${env.CDRAPI_REPORTING_PASSWORD}`).toString(
      "base64",
    );
    const answer = await fetch(`${server.url}/v1/registrars/domains/b.vn`, {
      headers: { authorization: `Basic ${basic}` },
    });
    const held = (await answer.json()) as MaintainDomain;
    expect({ city: held.cityName, district: held.districtName, ward: held.wardName }).toEqual({
      city: "Thành phố Hồ Chí Minh",
      district: "Quận 1",
      ward: "Phường Bến Nghé",
    });
  });
});
