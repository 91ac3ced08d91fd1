// A registrar's nightly upload: validate and report the day's domain list to VNNIC, resuming
// from the last checkpoint when the previous night's run was cut short.
//
//   VNNIC_CLIENT_ID=... VNNIC_CLIENT_SECRET=... node dist/registrar-nightly-upload.js domains.csv
//
// CDRAPI_REPORTING_URL points it at another API root (the reference server, `npx cdrapi-mock`).
// Exit code 0: reported (the checkpoint file is removed); 1: failed, the checkpoint is kept and
// the next run resumes from it (accepted sub-lists are not sent again).
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { checkpointOf, createReportingClient, type ReportCheckpoint } from "@cdrapi/reporting";
import { readMaintainDomains } from "@cdrapi/reporting/node";

const [input = "domains.csv", checkpointFile = `${input}.checkpoint.json`] = process.argv.slice(2);

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name}`);
  return value;
}

/** Written to a temporary file and renamed, so a crash never leaves half a checkpoint. */
async function saveCheckpoint(checkpoint: ReportCheckpoint): Promise<void> {
  await writeFile(`${checkpointFile}.tmp`, JSON.stringify(checkpoint));
  await rename(`${checkpointFile}.tmp`, checkpointFile);
}

const baseUrl = process.env.CDRAPI_REPORTING_URL;
const reporting = createReportingClient({
  ...(baseUrl ? { baseUrl } : { environment: "production" }),
  credentials: { username: env("VNNIC_CLIENT_ID"), password: env("VNNIC_CLIENT_SECRET") },
});
const saved: unknown = await readFile(checkpointFile, "utf8").then(JSON.parse, () => undefined);
if (saved) console.log(`resuming from ${checkpointFile}`);
/** Records per sub-list (default 5000); each accepted sub-list is a checkpoint. */
const subListSize = Number(process.env.SUB_LIST_SIZE) || undefined;
let phase = "";

try {
  const report = await reporting.reportMaintainDomains(readMaintainDomains(input), {
    checkpoint: saved as ReportCheckpoint | undefined,
    onCheckpoint: saveCheckpoint,
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
  console.log(
    `${report.requestResult}: ${report.totalDomain} domains (${report.addedDomain} added, ` +
      `${report.changedDomain} changed, ${report.removedDomain} removed)`,
  );
} catch (error) {
  const checkpoint = checkpointOf(error);
  if (checkpoint) await saveCheckpoint(checkpoint);
  console.error(`upload failed${checkpoint ? `; run again to resume from ${checkpointFile}` : ""}:`, error);
  process.exitCode = 1;
}
