// A hosting customer's maintenance script: reboot a cloud VM, then point a domain's record at
// it. One HostBill login (a shared session) serves both the compute and the domains client.
//
//   HOSTBILL_URL=https://my.provider.example/api HOSTBILL_USERNAME=... HOSTBILL_PASSWORD=... \
//     node dist/provider-reboot-and-dns.js <serviceId> <vmId> <domainId> <recordIndex> <address>
//
// Against the reference server (`npx cdrapi-mock`): HOSTBILL_URL=http://127.0.0.1:4010,
// demo-user / demo-password, and `1201 vm-10 501 1 203.0.113.7`.
import { CdrapiError, createComputeClient, createSession } from "@cdrapi/compute";
import { createDomainsClient } from "@cdrapi/domains";

const [serviceId, vmId, domainId, recordIndex, address] = process.argv.slice(2);
if (!serviceId || !vmId || !domainId || !recordIndex || !address) {
  console.error("usage: provider-reboot-and-dns <serviceId> <vmId> <domainId> <recordIndex> <address>");
  process.exit(2);
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name}`);
  return value;
}

const baseUrl = env("HOSTBILL_URL");
const session = createSession({
  baseUrl,
  username: env("HOSTBILL_USERNAME"),
  password: env("HOSTBILL_PASSWORD"),
});
const compute = createComputeClient({ baseUrl, auth: { session } });
const domains = createDomainsClient({ baseUrl, auth: { session } });

try {
  // Not idempotent: the client never re-sends a reboot it may have delivered.
  const reboot = await compute.vms.reboot(serviceId, vmId);
  console.log(`reboot ${serviceId}/${vmId}:`, JSON.stringify(reboot));

  const records = await domains.domainDns.listRecords(domainId);
  console.log(`domain ${domainId} records:`, JSON.stringify(records));
  const change = await domains.domainDns.updateRecord(domainId, recordIndex, { type: "A", content: address });
  console.log(`record ${recordIndex} -> ${address}:`, JSON.stringify(change));
} catch (error) {
  // Every failure is a CdrapiError subclass (ApiError with status and request id, ConnectionError, ...).
  console.error(error instanceof CdrapiError ? `${error.name}: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await compute.logout(); // ends the shared session for both clients
}
