// The script a HostBill customer writes, end to end against the reference server: ONE login
// shared by five group clients; list services, reboot a VM and watch its state change, add and
// remove a DNS record, renew a domain, read the invoice, open and close a ticket.
import { createSession } from "@cdrapi/account";
import { createBillingClient } from "@cdrapi/billing";
import { createComputeClient } from "@cdrapi/compute";
import { createDomainsClient } from "@cdrapi/domains";
import { DEMO_USER, fixtures, type MockServer, startMockServer } from "@cdrapi/mock-server";
import { createSupportClient } from "@cdrapi/support";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { createServicesClient } from "../../src/index.js";

/** The server's clock: VM power actions take `vmTransitionMs` on it, and the test moves it. */
let clock = Date.parse("2026-11-23T08:00:00Z");
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ now: () => clock, vmTransitionMs: 30_000 });
});
afterAll(() => server.close());

test("one login for a whole script across five group clients", async () => {
  const session = createSession({ baseUrl: server.url, ...DEMO_USER });
  const auth = { session };
  const services = createServicesClient({ auth });
  const compute = createComputeClient({ auth });
  const domains = createDomainsClient({ auth });
  const billing = createBillingClient({ auth });
  const support = createSupportClient({ auth });

  // List services.
  const { services: list = [] } = await services.services.list();
  expect(list.map((s) => s.id)).toEqual(
    expect.arrayContaining([fixtures.services.cloud, fixtures.services.dns]),
  );

  // Reboot a VM and see its state change: rebooting, then running once the action has taken its time.
  const vmStatus = async () => {
    for await (const vm of compute.vms.list(fixtures.services.cloud))
      if (vm.id === fixtures.vms.running) return vm.status;
    return undefined;
  };
  expect(await vmStatus()).toBe("running");
  await compute.vms.reboot(fixtures.services.cloud, fixtures.vms.running);
  expect(await vmStatus()).toBe("rebooting");
  clock += 31_000;
  expect(await vmStatus()).toBe("running");

  // Add a DNS record, see it in the zone, remove it.
  const zone = () => domains.dns.getZone(fixtures.services.dns, fixtures.zone.id);
  const added = await domains.dns.createRecord(fixtures.services.dns, fixtures.zone.id, {
    name: "e2e",
    type: "A",
    content: "203.0.113.99",
    ttl: 3600,
  });
  const recordId = added.record?.id;
  expect(recordId).toEqual(expect.any(String));
  expect((await zone()).records?.map((r) => r.content)).toContain("203.0.113.99");
  await domains.dns.deleteRecord(fixtures.services.dns, fixtures.zone.id, recordId!);
  expect((await zone()).records?.map((r) => r.id)).not.toContain(recordId);

  // Renew a domain: its expiry moves on a year, and the renewal is billed.
  const before = (await domains.domains.get(fixtures.domain.id)).details?.expires;
  const renewal = (await domains.domains.renew(fixtures.domain.id, { years: "1" })) as {
    invoice_id?: string;
  };
  const after = (await domains.domains.get(fixtures.domain.id)).details?.expires;
  expect(Number(after?.slice(0, 4))).toBe(Number(before?.slice(0, 4)) + 1);

  // Read the invoice of that renewal.
  const invoice = await billing.invoices.get(renewal.invoice_id!);
  expect(invoice.invoice).toMatchObject({ id: renewal.invoice_id, status: "Unpaid" });

  // Open a ticket and close it.
  const opened = (await support.tickets.create({
    dept_id: fixtures.departments.support,
    subject: "Disk full",
    body: "Please help.",
  })) as { ticket_number?: string };
  const ticketNumber = opened.ticket_number!;
  expect((await support.tickets.get(ticketNumber)).ticket?.status).toBe("Open");
  await support.tickets.close(ticketNumber);
  expect((await support.tickets.get(ticketNumber)).ticket?.status).toBe("Closed");

  // All of it on one login.
  expect(server.requestCount("POST", "/login")).toBe(1);
  expect(server.requestCount("POST", "/token")).toBe(0);
  await session.logout();
  expect(server.requestCount("POST", "/logout")).toBe(1);
});
