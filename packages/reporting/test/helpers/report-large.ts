// Child process of the large-list e2e test: reports COUNT generated records to the server
// at BASE_URL and prints {"peakRss": bytes, "result": ReportRequestInfo} on stdout. It runs
// apart from the reference server so its RSS is the SDK's alone, as in a registrar's job.
import { createReportingClient } from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
// The records module alone: the helpers' index also loads Jest-only modules, which a plain
// node process cannot import.
import { generateRecords } from "../../../../tools/test-helpers/src/records.mjs";

const { BASE_URL = "", USERNAME = "", PASSWORD = "", COUNT = "120000" } = process.env;
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
const client = createReportingClient({
  baseUrl: BASE_URL,
  credentials: { username: USERNAME, password: PASSWORD },
});
const result = await reportMaintainDomains(client, generateRecords(Number(COUNT)));
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
process.stdout.write(`${JSON.stringify({ peakRss, result })}\n`);
