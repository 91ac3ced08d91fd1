// A registrar's nightly upload: validate and report the day's domain list to VNNIC. What it files
// is the file it is given: the last night's checkpoint is resumed when it is of this file and its
// sub-lists are still pending, otherwise this file is reported whole.
//
//   VNNIC_CLIENT_ID=... VNNIC_CLIENT_SECRET=... node dist/registrar-nightly-upload.js domains.csv
//
// CDRAPI_REPORTING_URL points it at another API root (the reference server, `npx cdrapi-mock`).
// Exit code 0: reported (the checkpoint file is removed). 1: the file was refused (an invalid
// record, removals it may not make): nothing of it was sent, no checkpoint is written, and the
// export must be fixed before the next run; or the upload failed: the checkpoint is kept when
// sub-lists were accepted, and the next run resumes from it (accepted sub-lists are not sent again).
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import {
  checkpointOf,
  createReportingClient,
  type LastFiling,
  RemovalRefusedError,
  type ReportCheckpoint,
  ValidationError,
} from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
import { readMaintainDomains } from "@cdrapi/reporting/node";

const [input = "domains.csv", checkpointFile = `${input}.checkpoint.json`] = process.argv.slice(2);
/** What the last filing left: the list read before the upload must hold at least as many names. */
const lastFilingFile = `${input}.last-filing.json`;

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name}`);
  return value;
}

/** Written whole (a temporary file renamed), readable by its owner only: it holds domain names. */
async function save(path: string, value: unknown): Promise<void> {
  await writeFile(`${path}.tmp`, JSON.stringify(value), { mode: 0o600 });
  await rename(`${path}.tmp`, path);
}

const baseUrl = process.env.CDRAPI_REPORTING_URL;
const reporting = createReportingClient({
  ...(baseUrl ? { baseUrl } : { environment: "production" }),
  credentials: { username: env("VNNIC_CLIENT_ID"), password: env("VNNIC_CLIENT_SECRET") },
});
const read = (path: string): Promise<unknown> => readFile(path, "utf8").then(JSON.parse, () => undefined);
const saved = (await read(checkpointFile)) as ReportCheckpoint | undefined;
/** Records per sub-list (default 5000); each accepted sub-list is a checkpoint. */
const subListSize = Number(process.env.SUB_LIST_SIZE) || undefined;
let phase = "";

try {
  const report = await reportMaintainDomains(reporting, readMaintainDomains(input), {
    checkpoint: saved,
    ifNotResumable: "restart",
    onResume: () => console.log(`resuming from ${checkpointFile}`),
    onRestart: (why) =>
      console.log(`${checkpointFile} not resumed (${why.message}); reporting ${input} whole`),
    lastFiling: (await read(lastFilingFile)) as LastFiling | undefined,
    onCheckpoint: (checkpoint) => save(checkpointFile, checkpoint),
    ...(subListSize ? { subListSize } : {}),
    onProgress: (p) => {
      if (p.phase === phase) return; // one line per phase, not per record
      phase = p.phase;
      console.log(
        `${p.phase}: ${p.validated} validated, ${p.sent} sent, ${p.subListsAccepted} sub-lists accepted`,
      );
    },
  });
  await rm(checkpointFile, { force: true });
  await save(lastFilingFile, { report: report.id, domains: report.totalDomain });
  for (const domain of report.removed ?? []) console.log(`removed: ${domain.domainName} (${domain.cause})`);
  console.log(
    `${report.requestResult}: ${report.totalDomain} domains (${report.addedDomain} added, ` +
      `${report.changedDomain} changed, ${report.removedDomain} removed)`,
  );
} catch (error) {
  process.exitCode = 1;
  if (error instanceof ValidationError || error instanceof RemovalRefusedError) {
    // Refused, nothing merged: there is nothing to resume, and the same file would be refused again.
    console.error(`${input} was refused: ${error.message}`);
    console.error("no checkpoint written; fix the export, then run again");
  } else {
    // Kept only when the server holds something of this upload.
    const checkpoint = checkpointOf(error);
    const pending =
      checkpoint && !checkpoint.merged && (checkpoint.accepted.length > 0 || checkpoint.inFlight);
    if (pending) await save(checkpointFile, checkpoint);
    console.error(`upload failed${pending ? `; run again to resume from ${checkpointFile}` : ""}:`, error);
  }
}
