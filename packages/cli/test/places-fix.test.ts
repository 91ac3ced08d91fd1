// `--fix-places` through the real executable: the corrected copy is written in memory bounded by
// the file's size, whatever the number of fixed rows (under a heap limit that a copy built by
// splicing each fixed row into the whole text does not live under), and the copy, its change log
// (the registrants' data) and the place lists' cache are owner-only whatever the umask.
import { createHash } from "node:crypto";
import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MaintainDomain } from "@cdrapi/reporting";
import { generateExport, toCsv, withLooseAddresses } from "@cdrapi/test-helpers/sample-export";
import { beforeAll, describe, expect, test } from "@jest/globals";
import { placeCachePath } from "../src/commands/places-check.js";
import { EXIT } from "../src/exit-codes.js";
import { cdrapi, spawnCdrapi, useCliFixture, writeCsv } from "./helpers/cli.js";

const cli = useCliFixture();
/** The fixture's environment, with the place lists' cache under `cache` in the test's folder. */
const envWithCache = (cache: string) => ({ ...cli.env, XDG_CACHE_HOME: join(cli.dir, cache) });
const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

describe("the copy is written in memory bounded by the file, whatever the number of fixed rows", () => {
  // 1,000 records whose addresses run to 16,000 characters (16 MB of file, 32 MB as a string),
  // one in seven written as old databases have them (143 rows fixed): few records, so the file
  // reads fast and the rest of the command needs little memory; big, so that the text held
  // twice shows against the limit.
  const records: MaintainDomain[] = generateExport(1_000, 61).map((record) => ({
    ...record,
    address: `${record.address} ${"x".repeat(16_000)}`,
  }));
  const { records: loose, loosened } = withLooseAddresses(records, records.length);
  /**
   * The child's V8 heap limit. The command holding the file's text once needs 49-56 MB here;
   * holding it twice (as the copy spliced row by row did), more than 80 MB.
   */
  const HEAP = "--max-old-space-size=68";
  const env = () => ({ ...envWithCache("cache"), NODE_OPTIONS: HEAP });

  beforeAll(async () => {
    // The place lists read once beforehand (without the limit): the runs below read the cache.
    const small = await writeCsv(cli.dir, "small.csv", records.slice(0, 1));
    expect((await cdrapi(["reports", "validate", small, "--check-places"], { env: env() })).stderr).toMatch(
      /places: lists of .* read now/,
    );
  });

  test.each([
    ["domains.csv", toCsv],
    [
      "domains.ndjson",
      (list: readonly MaintainDomain[]) => `${list.map((r) => JSON.stringify(r)).join("\n")}\n`,
    ],
  ])("%s", async (name, write) => {
    await writeFile(join(cli.dir, name), write(loose));
    const run = await spawnCdrapi(["reports", "validate", name, "--fix-places"], {
      cwd: cli.dir,
      env: env(),
    });
    expect(run.stderr).not.toMatch(/heap out of memory/);
    expect(run.code).toBe(EXIT.INVALID_INPUT); // the addresses are longer than the schema allows
    const copy = name.replace(".", ".fixed.");
    expect(run.stdout).toMatch(
      new RegExp(
        `wrote ${copy.replaceAll(".", "\\.")}: \\d+ places fixed in ${loosened.length} of 1000 records`,
      ),
    );
    // The copy holds the listed names: the records as they were before old databases wrote them.
    expect(sha256(await readFile(join(cli.dir, copy)))).toBe(sha256(write(records)));
  });
});

test("under umask 000 the copy, its change log and the place lists' cache are owner-only", async () => {
  const env = envWithCache("cache-umask"); // made by this run
  await writeCsv(cli.dir, "export.csv", withLooseAddresses(generateExport(20, 62)).records);
  const run = await spawnCdrapi(["reports", "validate", "export.csv", "--fix-places"], {
    cwd: cli.dir,
    env,
    shell: "umask 000",
  });
  expect(run.stdout).toMatch(/wrote export\.fixed\.csv: \d+ places fixed in 3 of 20 records/);
  const mode = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);
  const cache = placeCachePath(env, cli.server.url);
  expect({
    copy: await mode(join(cli.dir, "export.fixed.csv")),
    log: await mode(join(cli.dir, "export.fixed.changes.csv")),
    cache: await mode(cache),
    cacheFolder: await mode(join(cache, "..")),
  }).toEqual({ copy: "600", log: "600", cache: "600", cacheFolder: "700" });
});
