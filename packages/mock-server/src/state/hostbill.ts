/**
 * HostBill client accounts, one per compute user, in memory: services and their VMs, DNS zones,
 * domains, invoices and credit, tickets, contacts. Built from the user's options (services,
 * resources, VMs) and the account seed; `reset()` builds them again.
 *
 * VM power actions take `transitionMs` of server time: until then the VM reads a transitional
 * status (`starting`, `stopping`, `rebooting`), then its final one. With 0 (the default) they
 * are immediate. Time is read lazily from the server clock, so no timer runs.
 */

import type { ComputeService, ComputeUser, VirtualMachine } from "../options.js";
import { HttpProblem } from "../problem.js";

export interface ServiceRecord {
  id: string;
  domain: string;
  name: string;
  category: string;
  category_url: string;
  total: string;
  billingcycle: string;
  status: string;
  date_created: string;
  next_due: string;
  label?: string;
  /** Set by a cancellation request: HostBill queues it, the service stays until then. */
  cancellation?: { immediate: boolean; reason: string };
}

/** `ttl` and `priority` are integers in both exports' examples; the id is kept as text here. */
export interface DnsRecord {
  id: string;
  name: string;
  ttl: number;
  priority: number;
  type: string;
  content: string;
}

export interface Zone {
  domain_id: string;
  service_id: string;
  name: string;
  records: DnsRecord[];
}

export interface DomainRecord {
  id: string;
  name: string;
  status: string;
  date_created: string;
  expires: string;
  period: string;
  recurring_amount: string;
  autorenew: string;
  reglock: boolean;
  idprotection: string;
  nameservers: string[];
  /** The DNS zone that `/domain/{id}/dns` reads and writes. */
  zone_id?: string;
}

export interface InvoiceItem {
  description: string;
  amount: number;
}

export interface InvoiceRecord {
  id: string;
  number: string;
  status: string;
  date: string;
  duedate: string;
  datepaid: string;
  items: InvoiceItem[];
  /** Credit applied to it so far. */
  credit: number;
}

export interface TicketReply {
  id: string;
  name: string;
  date: string;
  body: string;
  status: string;
  type: string;
}

export interface TicketRecord {
  ticket_number: string;
  subject: string;
  body: string;
  deptname: string;
  dept_id: string;
  status: string;
  date: string;
  lastreply: string;
  client_read: string;
  replies: TicketReply[];
}

export interface ContactRecord {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  [field: string]: unknown;
}

export interface HostBillAccountSeed {
  client: Record<string, string>;
  currency: string;
  credit: number;
  services: ServiceRecord[];
  zones: Zone[];
  domains: DomainRecord[];
  invoices: InvoiceRecord[];
  tickets: TicketRecord[];
  departments: Array<{ id: string; name: string }>;
  contacts: ContactRecord[];
}

/** A VM as the state keeps it: its fields plus a pending power transition. */
export type VmRecord = VirtualMachine & { pending?: { status: string; until: number } };

export interface Account extends HostBillAccountSeed {
  username: string;
  /** The user's compute services (resources and VMs), by service id. */
  compute: Map<string, ComputeService & { vms: VmRecord[] }>;
  nextId: number;
}

/** `YYYY-MM-DD` of a time (ms since the epoch, UTC). */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:MM:SS` of a time (UTC), as HostBill writes ticket dates. */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** A `YYYY-MM-DD` date `months` later, the day kept (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** Months in a HostBill billing cycle (0 for free and one-time services). */
export const CYCLE_MONTHS: Record<string, number> = {
  Monthly: 1,
  Quarterly: 3,
  "Semi-Annually": 6,
  Annually: 12,
  Biennially: 24,
  Triennially: 36,
};

export function money(amount: number): string {
  return amount.toFixed(2);
}

export function invoiceTotal(invoice: InvoiceRecord): number {
  return invoice.items.reduce((sum, item) => sum + item.amount, 0);
}

function genericService(service: ComputeService): ServiceRecord {
  return {
    id: service.id,
    domain: service.label ?? `service-${service.id}`,
    name: service.label ?? `Service ${service.id}`,
    category: "Cloud",
    category_url: "cloud",
    total: "0.00",
    billingcycle: "Monthly",
    status: "Active",
    date_created: "2026-01-01",
    next_due: "2026-12-01",
  };
}

export class HostBillState {
  readonly #accounts = new Map<string, Account>();

  constructor(
    private readonly users: () => readonly ComputeUser[],
    private readonly seed: HostBillAccountSeed,
    readonly now: () => number,
    readonly transitionMs: number,
  ) {}

  reset(): void {
    this.#accounts.clear();
  }

  /** The account of a user, built on first use (and again after a reset). */
  account(username: string): Account {
    let account = this.#accounts.get(username);
    if (!account) {
      account = this.#build(username);
      this.#accounts.set(username, account);
    }
    return account;
  }

  #build(username: string): Account {
    const user = this.users().find((u) => u.username === username);
    const seed = structuredClone(this.seed);
    const own = structuredClone(user?.services ?? []);
    const ids = new Set(own.map((s) => s.id));
    const services = own.map((s) => seed.services.find((r) => r.id === s.id) ?? genericService(s));
    const compute = new Map(own.map((s) => [s.id, { ...s, vms: (s.vms ?? []) as VmRecord[] }]));
    return {
      ...seed,
      username,
      services,
      zones: seed.zones.filter((z) => ids.has(z.service_id)),
      compute,
      nextId: 10_000,
    };
  }
}

/** Fresh ids for records a request creates. */
export function newId(account: Account): string {
  account.nextId += 1;
  return String(account.nextId);
}

/** A new unpaid invoice of one item, due today, added to the account (a renewal's). */
export function addInvoice(account: Account, now: number, item: InvoiceItem): InvoiceRecord {
  const today = isoDate(now);
  const invoice: InvoiceRecord = {
    id: newId(account),
    number: `${today.slice(0, 7).replace("-", "/")}/${account.invoices.length + 1}`,
    status: "Unpaid",
    date: today,
    duedate: today,
    datepaid: "",
    items: [item],
    credit: 0,
  };
  account.invoices.push(invoice);
  return invoice;
}

export function serviceOf(account: Account, id: string | undefined): ServiceRecord {
  const service = account.services.find((s) => s.id === id);
  if (!service) throw new HttpProblem(404, `No service ${id} for this client.`);
  return service;
}

export function computeOf(account: Account, id: string | undefined) {
  serviceOf(account, id);
  const service = account.compute.get(id ?? "");
  if (!service) throw new HttpProblem(404, `Service ${id} has no virtual machines.`);
  return service;
}

/** A VM, with any finished power transition applied. */
export function vmOf(
  state: HostBillState,
  account: Account,
  id: string | undefined,
  vmid: string | undefined,
) {
  const vm = computeOf(account, id).vms.find((v) => v.id === vmid);
  if (!vm) throw new HttpProblem(404, `No virtual machine ${vmid} in service ${id}.`);
  settle(state, vm);
  return vm;
}

export function settle(state: HostBillState, vm: VmRecord): void {
  if (vm.pending && vm.pending.until <= state.now()) {
    vm.status = vm.pending.status;
    delete vm.pending;
  }
}

/**
 * Move a VM to `final`, through `transitional` when actions take time. The transitional
 * status is what details read until `transitionMs` has passed on the server clock.
 */
export function transition(state: HostBillState, vm: VmRecord, transitional: string, final: string): void {
  if (state.transitionMs > 0) {
    vm.status = transitional;
    vm.pending = { status: final, until: state.now() + state.transitionMs };
  } else {
    vm.status = final;
    delete vm.pending;
  }
}

export function domainOf(account: Account, id: string | undefined): DomainRecord {
  const domain = account.domains.find((d) => d.id === id);
  if (!domain) throw new HttpProblem(404, `No domain ${id} for this client.`);
  return domain;
}

export function zoneOf(account: Account, serviceId: string | undefined, zoneId: string | undefined): Zone {
  serviceOf(account, serviceId);
  const zone = account.zones.find((z) => z.service_id === serviceId && z.domain_id === zoneId);
  if (!zone) throw new HttpProblem(404, `No DNS zone ${zoneId} in service ${serviceId}.`);
  return zone;
}

/** The zone `/domain/{id}/dns` works on: the domain's, created empty on first use. */
export function domainZone(account: Account, domain: DomainRecord): Zone {
  let zone = account.zones.find((z) => z.domain_id === domain.zone_id);
  if (!zone) {
    zone = { domain_id: newId(account), service_id: "", name: domain.name, records: [] };
    account.zones.push(zone);
    domain.zone_id = zone.domain_id;
  }
  return zone;
}

export function recordOf(zone: Zone, id: string | undefined): DnsRecord {
  const record = zone.records.find((r) => r.id === id);
  if (!record) throw new HttpProblem(404, `No DNS record ${id} in zone ${zone.name}.`);
  return record;
}

export function invoiceOf(account: Account, id: string | undefined): InvoiceRecord {
  const invoice = account.invoices.find((i) => i.id === id);
  if (!invoice) throw new HttpProblem(404, `No invoice ${id} for this client.`);
  return invoice;
}

export function ticketOf(account: Account, number: string | undefined): TicketRecord {
  const ticket = account.tickets.find((t) => t.ticket_number === number);
  if (!ticket) throw new HttpProblem(404, `No ticket ${number} for this client.`);
  return ticket;
}

export function contactOf(account: Account, id: string | undefined): ContactRecord {
  const contact = account.contacts.find((c) => c.id === id);
  if (!contact) throw new HttpProblem(404, `No contact ${id} for this client.`);
  return contact;
}
