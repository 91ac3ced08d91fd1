// `cdrapi reports validate --check-places | --fix-places [copy]` (and `reports fluctuation
// --check-places`): places checked against the
// server's own lists (@cdrapi/reporting's place checker). The lists are read once and kept on
// disk with their date, one file per server, under $XDG_CACHE_HOME/cdrapi (or ~/.cache/cdrapi);
// --refresh-places reads them again. A fix writes a corrected copy and a change log beside
// the export; the export itself is never written. The cache, the copy and the log are written
// as the checkpoint is (draft-file.ts: owner-only, whole); the cache is read only when it is
// this user's own (own-file.ts: the lists decide what a fix writes).
import { createHash } from "node:crypto";
import { lstat, mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, extname, join, resolve } from "node:path";
import {
  createPlaceChecker,
  fetchPlaceLists,
  onlyDecomposed,
  type PlaceChecker,
  type PlaceLists,
} from "@cdrapi/reporting";
import { fixPlacesInFile, type RecordFormat } from "@cdrapi/reporting/node";
import type { Command } from "commander";
import { reportingClient } from "../clients.js";
import type { GlobalFlags, ReportingFlags } from "../config.js";
import { withReportingOptions } from "../context.js";
import { UsageError } from "../exit-codes.js";
import { cliFolder } from "../folders.js";
import { type CliIo, line, message } from "../io.js";
import { jsonErrors } from "../output/format.js";
import { inert } from "../output/terminal.js";
import { readOwnFile } from "../own-file.js";
import { writeWhole } from "./draft-file.js";

export interface PlaceFlags extends ReportingFlags {
  checkPlaces?: boolean;
  /** true, or the path of the corrected copy. */
  fixPlaces?: boolean | string;
  refreshPlaces?: boolean;
}

/** Cached lists older than this are read again. */
const MAX_AGE_DAYS = 30;

/** Adds the place flags, and the connection options they need, to a command. */
export function withPlaceOptions(command: Command): Command {
  return withReportingOptions(withPlaceFlags(command));
}

/** The place flags alone (a command that has the connection options already: `reports upload`). */
export function withPlaceFlags(command: Command): Command {
  return withPlaceCheckFlags(command).option(
    "--fix-places [copy]",
    "also write a copy with every uniquely matched place spelled as listed (default <file>.fixed.<ext>) and a change log (<copy>.changes.csv); the file itself is never written",
  );
}

/** --check-places and --refresh-places (a command that checks but writes no copy: `reports fluctuation`). */
export function withPlaceCheckFlags(command: Command): Command {
  return command
    .option(
      "--check-places",
      "check countryCode, cityName, districtName and wardName against the server's place lists",
    )
    .option("--refresh-places", "read the place lists from the server again instead of the cache");
}

/** Whether the flags ask for place checks. */
export function wantsPlaces(flags: PlaceFlags): boolean {
  return flags.checkPlaces === true || flags.fixPlaces !== undefined;
}

/** The cache file of a server's lists (its URL hashed: one file per server, no credentials). */
export function placeCachePath(env: CliIo["env"], baseUrl: string): string {
  const id = createHash("sha256").update(baseUrl).digest("hex").slice(0, 16);
  return join(cliFolder(env, "cache"), `places-${id}.json`);
}

interface CacheFile {
  baseUrl: string;
  lists: PlaceLists;
}

/** The place checker of the configured server: from the disk cache when fresh, else from the server. */
export async function placeChecker(
  io: CliIo,
  globals: GlobalFlags,
  flags: PlaceFlags,
): Promise<PlaceChecker> {
  const client = await reportingClient(flags, globals, io);
  const path = placeCachePath(io.env, client.baseUrl);
  let lists = flags.refreshPlaces ? undefined : await readCache(path, client.baseUrl);
  if (lists) {
    message(
      io,
      "notice",
      `places: lists of ${client.baseUrl} read ${lists.fetchedAt} (cached in ${path}; --refresh-places reads them again)`,
    );
  } else {
    lists = await fetchPlaceLists(client, { signal: io.signal });
    await writeCache(path, { baseUrl: client.baseUrl, lists });
    message(
      io,
      "notice",
      `places: lists of ${client.baseUrl} read now (${lists.fetchedAt}), cached in ${path}`,
    );
  }
  return createPlaceChecker(lists);
}

async function readCache(path: string, baseUrl: string): Promise<PlaceLists | undefined> {
  const text = await readOwnFile(path, `the place lists' cache ${path}`);
  if (text === undefined) return undefined;
  try {
    const cached = JSON.parse(text) as CacheFile;
    const age = Date.now() - Date.parse(cached.lists.fetchedAt ?? "");
    if (cached.baseUrl !== baseUrl || !(age >= 0 && age < MAX_AGE_DAYS * 86_400_000)) return undefined;
    return Array.isArray(cached.lists.wards) ? cached.lists : undefined;
  } catch {
    return undefined; // not JSON, or not lists: read the lists again
  }
}

async function writeCache(path: string, content: CacheFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeWhole(path, JSON.stringify(content));
}

/** The default corrected copy: `domains.csv` -> `domains.fixed.csv`. */
export function fixedCopyPath(file: string): string {
  const ext = extname(file);
  return join(dirname(file), `${basename(file, ext)}.fixed${ext}`);
}

/** Writes the corrected copy and its change log, and says what it did (on stderr when stdout is JSON). */
export async function writeFixedCopy(
  io: CliIo,
  globals: GlobalFlags,
  checker: PlaceChecker,
  input: { file: string; path: string; piped: boolean; format: RecordFormat; delimiter?: string | undefined },
  flags: PlaceFlags,
  /** Where the account goes (default: stdout, stderr under --json). */
  out = jsonErrors(globals) ? io.stderr : io.stdout,
): Promise<string> {
  const cwd = io.cwd ?? process.cwd();
  if (flags.fixPlaces === true && input.piped) {
    throw new UsageError(
      "--fix-places needs the copy's path when the export comes from a pipe (--fix-places export.fixed.csv)",
    );
  }
  const copy = typeof flags.fixPlaces === "string" ? flags.fixPlaces : fixedCopyPath(input.file);
  const output = resolve(cwd, copy);
  const log = `${copy.slice(0, copy.length - extname(copy).length)}.changes.csv`;
  const logPath = resolve(cwd, log);
  if (output === input.path || logPath === input.path) {
    throw new UsageError(
      `--fix-places would write over ${input.file} (the copy is ${copy}, its change log ${log}): name another copy`,
    );
  }
  // On stderr, each line is a notice (so a JSON line under --json); on stdout, the account itself.
  const say = (text: string) => (out === io.stderr ? message(io, "notice", text) : line(out, text));
  const result = await fixPlacesInFile({
    input: input.path,
    format: input.format,
    delimiter: input.delimiter,
    checker,
  });
  await writeOutput(output, result.copy);
  await writeOutput(logPath, result.changeLog);
  say(
    `wrote ${copy}: ${result.changes.length} place${result.changes.length === 1 ? "" : "s"} fixed in ${result.fixedRecords} of ${result.records} records (change log: ${log})`,
  );
  for (const change of result.changes) {
    // A decomposed name and its composed spelling look the same side by side: say what changed.
    const how = onlyDecomposed(change.from, change.to)
      ? `"${change.to}", written in decomposed Unicode (NFD), now composed (NFC) as listed`
      : `"${change.from}" -> "${change.to}"`;
    say(inert(`  line ${change.line ?? "?"}, ${change.field}: ${how}`));
  }
  if (result.unresolved > 0) {
    say(
      `${result.unresolved} record${result.unresolved === 1 ? "" : "s"} still have ambiguous or unknown places (never guessed): see the issues above`,
    );
  }
  return copy;
}

/**
 * Writes a copy the user named. Registrants' data: a file is written whole and owner-only, never
 * through a link planted at its name (draft-file.ts); a character device or a pipe (/dev/stdout,
 * /dev/full, a FIFO) is written into, never replaced by a file; anything else is refused there.
 */
async function writeOutput(path: string, text: string | Iterable<string>): Promise<void> {
  const info = await lstat(path).catch(() => undefined);
  if (info?.isCharacterDevice() || info?.isFIFO()) {
    await writeFile(path, text);
  } else {
    await writeWhole(path, text);
  }
}
