// 2. One bulk run in its own process (so its peak RSS and CPU are its own): COUNT generated
// records (a one-shot stream) to the counting server, either through reportMaintainDomains
// (validation, sub-lists, hashing for the checkpoint, the server's checks, merge), as a bare
// loop of JSON.stringify + fetch over the same chunks of SUB_LIST records (default 5000), or as
// that loop validating each chunk first with the SDK's validateMaintainDomains (`checked`;
// duplicates found within a chunk only), or (`guarded`) that loop doing, the simplest way, what a
// legal filing must besides: read the server's list first (one JSON parse) to refuse a report that
// would remove more than 1 % of it, and read it back after the merge to compare its length.
// Prints one JSON line: { seconds, cpuSeconds (every thread), maxRssKiB }.
import { recordStream } from "@cdrapi/test-helpers/records";

// BENCH_REPORTING_ENTRY: another build of the entry (an A/B of two engines in one run).
const { createReportingClient, validateMaintainDomains } = await import(
  process.env.BENCH_REPORTING_ENTRY || "@cdrapi/reporting"
);
// BENCH_REPORTING_BULK_ENTRY: that build's bulk entry (@cdrapi/reporting/bulk).
const { reportMaintainDomains } = await import(
  process.env.BENCH_REPORTING_BULK_ENTRY || "@cdrapi/reporting/bulk"
);

const [variant, url, countArg, subListArg] = process.argv.slice(2);
const count = Number(countArg);
const SUB_LIST = Number(subListArg ?? 5000);
const credentials = { username: "bench-registrar", password: "bench-secret" };
const auth = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`;

async function bare(validate, guard) {
  const headers = { authorization: auth, "content-type": "application/json", accept: "application/json" };
  const list = async () => (await fetch(`${url}/v1/registrars/domains`, { headers })).json();
  // `guarded`: the names on the server's list that the report does not hold, counted
  const leaving = guard ? new Set((await list()).map((d) => d.domainName)) : undefined;
  let chunk = [];
  let sent = 0;
  const send = async () => {
    if (validate && validateMaintainDomains(chunk).length > 0) throw new Error("invalid record");
    for (const record of leaving ? chunk : []) leaving.delete(record.domainName);
    const res = await fetch(`${url}/v1/reports/maintain-domains/sub-lists`, {
      method: "POST",
      headers,
      body: JSON.stringify(chunk),
    });
    await res.json();
    sent += chunk.length;
    chunk = [];
  };
  for (const record of recordStream(count)) {
    chunk.push(record);
    if (chunk.length === SUB_LIST) await send();
  }
  if (chunk.length > 0) await send();
  if (leaving && leaving.size > Math.max(10, count / 100)) throw new Error("the report would remove names");
  await (
    await fetch(`${url}/v1/reports/maintain-domains/sub-lists/merge`, { method: "PUT", headers })
  ).json();
  if (guard && (await list()).length !== sent) throw new Error("the list read back is not the list sent");
}

async function sdk() {
  const reporting = createReportingClient({ baseUrl: url, credentials });
  const result = await reportMaintainDomains(reporting, recordStream(count), { subListSize: SUB_LIST });
  if (result.requestResult !== "SUCCESS") throw new Error(`bulk run failed: ${JSON.stringify(result)}`);
}

const start = process.hrtime.bigint();
await (variant === "sdk" ? sdk() : bare(variant !== "bare", variant === "guarded"));
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const usage = process.resourceUsage();
const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6; // every thread of the process
console.log(JSON.stringify({ seconds, cpuSeconds, maxRssKiB: usage.maxRSS }));
