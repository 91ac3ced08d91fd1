// The last filing of an account, kept in the user's state folder (folders.ts): the report's id
// and how many domains the maintained list held after it. The next upload checks the
// list it reads before sending against this count (reporting's `lastFiling`), so that a read cut
// short (a proxy that pages, a lagging read side) is never trusted to count removals.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { LastFiling } from "@cdrapi/reporting";
import { accountFileId, ownCliFolder } from "../folders.js";
import type { CliIo } from "../io.js";
import { readOwnFile } from "../own-file.js";
import { removeLeftDrafts, writeWhole } from "./draft-file.js";

/**
 * Where the account's last filing is recorded, its folder made (owner-only) now, before anything
 * is sent: a report filed whose record could not be written would leave it wrong. A usage error
 * names what to set when the folder cannot be made (a service user without a home).
 */
export async function filingRecordOf(
  env: CliIo["env"],
  target: { baseUrl: string; username: string },
): Promise<string> {
  const path = join(await ownCliFolder(env, "filings"), `${accountFileId(target)}.json`);
  await removeLeftDrafts(path);
  return path;
}

/** The last filing recorded at `path` (none when there is no record, or it does not read as one). */
export async function loadLastFiling(path: string): Promise<LastFiling | undefined> {
  const text = await readOwnFile(path, `the last filing's record ${path}`);
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LastFiling>;
    if (Number.isSafeInteger(value.report) && Number.isSafeInteger(value.domains)) {
      return { report: value.report!, domains: value.domains! };
    }
  } catch {}
  return undefined;
}

/** Records the last filing (owner-only, written whole), or removes the record when it is unknown (undefined). */
export async function saveFiling(path: string, filing: LastFiling | undefined): Promise<void> {
  if (!filing) return rm(path, { force: true });
  await writeWhole(path, `${JSON.stringify(filing)}\n`);
}
