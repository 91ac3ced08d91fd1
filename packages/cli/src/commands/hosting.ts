// What a hosting customer scripts, on the generated clients of the HostBill groups: services,
// VM power and console (added to `vm`), DNS records, domains held at the provider
// (`my-domains`: `domains` is the registrar's VNNIC list), invoices and tickets. Each
// command is one named method; answers print as tables (a list inside an answer, such as
// `services`, row by row), or JSON, NDJSON and CSV with -o.
import type { RequestOptions } from "@cdrapi/core";
import { type Command, InvalidArgumentError } from "commander";
import { pageParamOf } from "../api/groups.js";
import { readInput } from "../api/read-input.js";
import type { ComputeFlags, GlobalFlags } from "../config.js";
import { type Context, examples, withComputeOptions } from "../context.js";
import { UsageError } from "../exit-codes.js";
import { type CliIo, message } from "../io.js";
import { printAnswer } from "../output/answer.js";
import { outputFormatOf } from "../output/format.js";
import { printList } from "../output/list.js";
import { type HostingClients, hostingClients } from "./hosting-clients.js";

type Flags = ComputeFlags & Record<string, unknown>;

interface Run {
  clients: HostingClients;
  args: string[];
  flags: Flags;
  io: CliIo;
  signal: { signal?: AbortSignal | undefined };
}

interface Spec {
  name: string;
  /**
   * The operation a list command calls: when the document says it pages (the generated method
   * index), the command takes `--page N` and `--all` (every page, through the SDK's iteration).
   */
  operation?: string;
  args?: string[];
  description: string;
  examples: string[];
  options?: (command: Command) => Command;
  run: (run: Run) => Promise<unknown>;
}

/** Adds one HostBill command: connection options, help with examples, the call, the answer printed. */
function add(parent: Command, ctx: Context, spec: Spec): void {
  let command = parent.command(spec.name).description(spec.description);
  for (const arg of spec.args ?? []) command = command.argument(arg);
  if (spec.options) command = spec.options(command);
  if (spec.operation && pageParamOf(spec.operation)) {
    command = command
      .option("--page <n>", "this page of the list (HostBill pages its lists)", positive)
      .option("--all", "every item of every page (from --page, or the first), streamed as it comes");
  }
  withComputeOptions(command)
    .addHelpText("after", examples(...spec.examples))
    .action(
      ctx.action((globals, ...rest: unknown[]) =>
        hostingRun(ctx.io, spec, {
          globals,
          args: rest.slice(0, -1) as string[],
          flags: rest[rest.length - 1] as Flags,
        }),
      ),
    );
}

/** What a HostBill command is given: its arguments (ids) and flags, as commander parsed them. */
interface HostingOptions {
  globals: GlobalFlags;
  args: string[];
  flags: Flags;
}

/** Runs a HostBill command: the spec's call, its answer printed (`--all`: every item, streamed). */
async function hostingRun(io: CliIo, spec: Spec, { globals, args, flags }: HostingOptions): Promise<number> {
  const clients = await hostingClients(flags, globals, io);
  const pending = spec.run({ clients, args, flags, io, signal: { signal: io.signal } });
  if (flags.all) {
    // The SDK's list iteration: `?page=N` to the last page, each item printed as it comes.
    await printList(io.stdout, outputFormatOf(globals), pending as unknown as AsyncIterable<unknown>);
    return 0;
  }
  await printAnswer(io, globals, await pending);
  return 0;
}

/** Text from --body, or the file named by --body-file (- for standard input). */
async function text(io: CliIo, flags: Flags, what: string): Promise<string> {
  if (typeof flags.body === "string") return flags.body;
  const file = flags.bodyFile;
  if (typeof file !== "string") throw new UsageError(`give the ${what} with --body TEXT or --body-file FILE`);
  if (file === "-") {
    if (!io.stdin) throw new UsageError("--body-file -: no standard input to read from");
    if (flags.passwordStdin || flags.tokenStdin) {
      throw new UsageError(
        "--body-file - and a secret from standard input cannot both read it: use --body-file FILE",
      );
    }
  }
  // As `cdrapi api --input`: at most 16 MiB, from a regular file or standard input.
  return readInput(io, file);
}

/** The query of a list command's `--page N` (undefined without it: the server's first page). */
function pageQuery(flags: Flags): { page: number } | undefined {
  return typeof flags.page === "string" ? { page: Number(flags.page) } : undefined;
}

function positive(value: string): string {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError("must be a positive integer");
  return value;
}

function onOff(value: string): boolean {
  if (["on", "true", "1", "yes"].includes(value.toLowerCase())) return true;
  if (["off", "false", "0", "no"].includes(value.toLowerCase())) return false;
  throw new UsageError(`auto-renewal must be on or off (got "${value}")`);
}

const SERVICE = "<service-id>";
const VM = "<vm-id>";

export function registerHosting(program: Command, ctx: Context): void {
  registerServices(program, ctx);
  registerVmPower(program.commands.find((c) => c.name() === "vm")!, ctx);
  registerDns(program, ctx);
  registerMyDomains(program, ctx);
  registerInvoices(program, ctx);
  registerTickets(program, ctx);
}

function registerServices(program: Command, ctx: Context): void {
  const services = program
    .command("services")
    .description("your services at a hosting provider (HostBill): list, details, cancel, renew")
    .addHelpText("after", examples("cdrapi services list", "cdrapi services details 1201"));
  add(services, ctx, {
    name: "list",
    description: "your services, a page at a time (--all: every page)",
    operation: "Services_list",
    examples: [
      "cdrapi services list",
      "cdrapi services list -o csv > services.csv",
      "cdrapi services list --all -o ndjson",
    ],
    run: ({ clients, flags, signal }) => clients.services().services.list(pageQuery(flags), signal),
  });
  add(services, ctx, {
    name: "details",
    args: [SERVICE],
    description: "one service's details",
    examples: ["cdrapi services details 1201", "cdrapi services details 1201 --json"],
    run: ({ clients, args, signal }) => clients.services().services.get(args[0]!, signal),
  });
  add(services, ctx, {
    name: "cancel",
    args: [SERVICE],
    description: "request the cancellation of a service (at the end of its billing period unless --now)",
    options: (c) =>
      c.option("--now", "cancel now, not at the end of the billing period").option("--reason <text>", "why"),
    examples: [
      "cdrapi services cancel 1202 --reason 'moved to a new plan'",
      "cdrapi services cancel 1202 --now",
    ],
    run: ({ clients, args, flags, signal }) =>
      clients.services().services.cancel(
        args[0]!,
        {
          immediate: flags.now === true,
          ...(typeof flags.reason === "string" ? { reason: flags.reason } : {}),
        },
        signal,
      ),
  });
  add(services, ctx, {
    name: "renew",
    args: [SERVICE],
    description: "renew a service now (an invoice is issued)",
    examples: ["cdrapi services renew 1201"],
    run: ({ clients, args, signal }) => clients.services().services.renew(args[0]!, signal),
  });
}

function registerVmPower(vm: Command, ctx: Context): void {
  add(vm, ctx, {
    name: "details",
    args: [SERVICE, VM],
    description: "one virtual machine's details",
    examples: ["cdrapi vm details 1201 vm-10", "cdrapi vm details 1201 vm-10 --json"],
    run: ({ clients, args, signal }) => clients.compute().vms.get(args[0]!, args[1]!, signal),
  });
  // Each power action, and the state `--wait` waits for.
  const power = [
    ["start", "start a virtual machine", "running", (c: HostingClients) => c.compute().vms.start],
    ["stop", "stop a virtual machine (power off)", "stopped", (c: HostingClients) => c.compute().vms.stop],
    [
      "reboot",
      "reboot a virtual machine",
      "running",
      (c: HostingClients) => (serviceId: string, vmId: string, opts: RequestOptions) =>
        c.compute().vms.reboot(serviceId, vmId, undefined, opts),
    ],
  ] as const;
  for (const [name, description, state, method] of power) {
    add(vm, ctx, {
      name,
      args: [SERVICE, VM],
      description,
      options: (c) =>
        c
          .option("--wait", `then wait until the VM reads ${state}, and print it`)
          .option(
            "--wait-timeout <seconds>",
            "give up waiting after this long (default 300; exit 4)",
            positive,
          ),
      // The reference server's vm-11 is stopped, its vm-10 running: the examples run in this
      // order (start vm-11, stop it again, reboot vm-10) and leave both as they were.
      examples: [`cdrapi vm ${name} 1201 ${name === "reboot" ? "vm-10" : "vm-11"} --wait --json`],
      run: async ({ clients, args, flags, io, signal }) => {
        const [serviceId, vmId] = [args[0]!, args[1]!];
        const answer = await method(clients)(serviceId, vmId, signal);
        if (!flags.wait) return answer;
        const timeout = typeof flags.waitTimeout === "string" ? Number(flags.waitTimeout) : undefined;
        message(io, "notice", `waiting until ${vmId} reads ${state}`);
        // The SDK's waiter: reads the VM every 2 s (longer when the server asks) until its state comes.
        const reached = await clients.compute().vms.waitFor(serviceId, vmId, (v) => v.status === state, {
          signal: io.signal,
          timeoutMs: timeout === undefined ? undefined : timeout * 1000,
        });
        return { vm: reached };
      },
    });
  }
  add(vm, ctx, {
    name: "reset",
    args: [SERVICE, VM],
    description: "reset a virtual machine's power (not graceful; a repeat resets again)",
    examples: ["cdrapi vm reset 1201 vm-10"],
    run: ({ clients, args, signal }) => clients.services().vms.reset(args[0]!, args[1]!, signal),
  });
  add(vm, ctx, {
    name: "console",
    args: [SERVICE, VM],
    description: "the address of a virtual machine's console",
    examples: ["cdrapi vm console 1201 vm-10", "cdrapi vm console 1201 vm-10 --json | jq -r .url"],
    run: ({ clients, args, signal }) => clients.compute().vms.getConsole(args[0]!, args[1]!, signal),
  });
}

function recordOptions(command: Command): Command {
  return zoneOption(command)
    .option("--name <name>", "the record's name, e.g. www (@ for the domain itself)")
    .option("--type <type>", "A, AAAA, CNAME, MX, TXT...")
    .option("--content <value>", "the record's value, e.g. 203.0.113.10")
    .option("--priority <n>", "MX or SRV priority")
    .option(
      "--ttl <seconds>",
      "the record's time to live (a DNS service's zone only: with --service)",
      positive,
    );
}

function zoneOption(command: Command): Command {
  return command.option(
    "--service <service-id>",
    "the records of a DNS service's zone (its id in place of the domain's: `cdrapi api dns.listZones`), which take --ttl",
  );
}

const RECORD_FIELDS = ["name", "type", "content", "priority", "ttl"] as const;
type RecordBody = { [Field in (typeof RECORD_FIELDS)[number]]?: string };

/**
 * The record's fields given. A domain's own DNS (`/domain/{id}/dns`) takes no TTL in HostBill's
 * exports, a DNS service's zone does: --ttl without --service is refused, never dropped.
 */
function recordBody(flags: Flags): RecordBody {
  if (typeof flags.ttl === "string" && typeof flags.service !== "string")
    throw new UsageError(
      "--ttl needs --service SERVICE_ID: a domain's own DNS records take no TTL, the zone of a DNS service does (cdrapi api dns.listZones lists the zones)",
    );
  const body: RecordBody = {};
  for (const key of RECORD_FIELDS) if (typeof flags[key] === "string") body[key] = flags[key] as string;
  return body;
}

/** The DNS service of --service, or undefined for the domain's own records. */
const zoneService = (flags: Flags) => (typeof flags.service === "string" ? flags.service : undefined);

function registerDns(program: Command, ctx: Context): void {
  const dns = program
    .command("dns")
    .description(
      "DNS records of a domain (or of a DNS service's zone) at your hosting provider: list, add, update, remove",
    )
    .addHelpText(
      "after",
      examples(
        "cdrapi dns list 501",
        "cdrapi dns add 501 --name www --type A --content 203.0.113.10",
        "cdrapi dns add 7001 --service 1203 --name www --type A --content 203.0.113.10 --ttl 300",
      ),
    );
  add(dns, ctx, {
    name: "list",
    args: ["<domain-id>"],
    description: "a domain's (or a zone's) DNS records, each with its id for update and remove",
    operation: "DNS Manage_listRecords",
    options: zoneOption,
    examples: ["cdrapi dns list 501", "cdrapi dns list 501 -o ndjson", "cdrapi dns list 7001 --service 1203"],
    run: ({ clients, args, flags, signal }) => {
      const service = zoneService(flags);
      return service
        ? clients.domains().dns.getZone(service, args[0]!, signal)
        : clients.domains().domainDns.listRecords(args[0]!, signal);
    },
  });
  add(dns, ctx, {
    name: "add",
    args: ["<domain-id>"],
    description: "add a record",
    options: recordOptions,
    examples: [
      "cdrapi dns add 501 --name www --type A --content 203.0.113.10",
      "cdrapi dns add 501 --name @ --type MX --content mail.example.vn --priority 10",
      "cdrapi dns add 7001 --service 1203 --name www --type A --content 203.0.113.10 --ttl 300",
    ],
    run: ({ clients, args, flags, signal }) => {
      const body = recordBody(flags);
      const missing = (["name", "type", "content"] as const).filter((key) => body[key] === undefined);
      if (missing.length) throw new UsageError(`a record needs ${missing.map((m) => `--${m}`).join(", ")}`);
      const service = zoneService(flags);
      return service
        ? clients.domains().dns.createRecord(service, args[0]!, body, signal)
        : clients.domains().domainDns.createRecord(args[0]!, body, signal);
    },
  });
  add(dns, ctx, {
    name: "update",
    args: ["<domain-id>", "<record-id>"],
    description: "change a record (its id from `dns list`)",
    options: recordOptions,
    examples: [
      "cdrapi dns update 501 2 --content 203.0.113.11",
      "cdrapi dns update 7001 1 --service 1203 --ttl 600",
    ],
    run: ({ clients, args, flags, signal }) => {
      const body = recordBody(flags);
      if (Object.keys(body).length === 0)
        throw new UsageError("say what changes: --name, --type, --content, --priority or --ttl");
      const service = zoneService(flags);
      return service
        ? clients.domains().dns.updateRecord(service, args[0]!, args[1]!, body, signal)
        : clients.domains().domainDns.updateRecord(args[0]!, args[1]!, body, signal);
    },
  });
  add(dns, ctx, {
    name: "remove",
    args: ["<domain-id>", "<record-id>"],
    description: "remove a record (its id from `dns list`)",
    options: zoneOption,
    examples: ["cdrapi dns remove 501 2", "cdrapi dns remove 7001 1 --service 1203"],
    run: ({ clients, args, flags, signal }) => {
      const service = zoneService(flags);
      return service
        ? clients.domains().dns.deleteRecord(service, args[0]!, args[1]!, signal)
        : clients.domains().domainDns.deleteRecord(args[0]!, args[1]!, signal);
    },
  });
}

function registerMyDomains(program: Command, ctx: Context): void {
  const domains = program
    .command("my-domains")
    .description(
      "domains you hold at your hosting provider (HostBill): list, details, nameservers, renew, autorenew",
    )
    .addHelpText(
      "after",
      `${examples("cdrapi my-domains list", "cdrapi my-domains nameservers 501 --set ns1.example.vn,ns2.example.vn")}\n(\`cdrapi domains\` is the registrar's list at VNNIC.)\n`,
    );
  add(domains, ctx, {
    name: "list",
    description: "every domain of the account",
    operation: "Domains_list",
    examples: ["cdrapi my-domains list", "cdrapi my-domains list -o csv"],
    run: ({ clients, signal }) => clients.domains().domains.list(signal),
  });
  add(domains, ctx, {
    name: "details",
    args: ["<domain-id>"],
    description: "one domain's details",
    examples: ["cdrapi my-domains details 501"],
    run: ({ clients, args, signal }) => clients.domains().domains.get(args[0]!, signal),
  });
  add(domains, ctx, {
    name: "nameservers",
    args: ["<domain-id>"],
    description: "a domain's nameservers; --set replaces them",
    options: (c) => c.option("--set <ns,...>", "the new nameservers, comma-separated (at least two)"),
    examples: [
      "cdrapi my-domains nameservers 501",
      "cdrapi my-domains nameservers 501 --set ns1.example.vn,ns2.example.vn",
    ],
    run: ({ clients, args, flags, signal }) => {
      if (typeof flags.set !== "string") return clients.domains().domains.getNameservers(args[0]!, signal);
      const nameservers = flags.set
        .split(",")
        .map((ns) => ns.trim())
        .filter(Boolean);
      if (nameservers.length < 2)
        throw new UsageError("--set needs at least two nameservers, comma-separated");
      return clients.domains().domains.setNameservers(args[0]!, { nameservers }, signal);
    },
  });
  add(domains, ctx, {
    name: "renew",
    args: ["<domain-id>"],
    description: "renew a domain (an invoice is issued)",
    options: (c) => c.option("--years <n>", "years to renew for (default 1)", positive),
    examples: ["cdrapi my-domains renew 501", "cdrapi my-domains renew 501 --years 2"],
    run: ({ clients, args, flags, signal }) =>
      clients
        .domains()
        .domains.renew(args[0]!, { years: typeof flags.years === "string" ? flags.years : "1" }, signal),
  });
  add(domains, ctx, {
    name: "autorenew",
    args: ["<domain-id>", "[on|off]"],
    description: "whether a domain renews by itself; on or off sets it",
    examples: ["cdrapi my-domains autorenew 501", "cdrapi my-domains autorenew 501 on"],
    run: ({ clients, args, signal }) =>
      args[1] === undefined
        ? clients.domains().domains.getAutoRenew(args[0]!, signal)
        : clients.domains().domains.setAutoRenew(args[0]!, { autorenew: onOff(args[1]) }, signal),
  });
}

function registerInvoices(program: Command, ctx: Context): void {
  const invoices = program
    .command("invoices")
    .description("your invoices at a hosting provider (HostBill): list, details")
    .addHelpText("after", examples("cdrapi invoices list", "cdrapi invoices details 308976"));
  add(invoices, ctx, {
    name: "list",
    description: "invoices, a page at a time (--all: every page)",
    operation: "Billing_listInvoices",
    examples: [
      "cdrapi invoices list",
      "cdrapi invoices list --page 2 -o csv",
      "cdrapi invoices list --all -o csv",
    ],
    run: ({ clients, flags, signal }) => clients.billing().invoices.list(pageQuery(flags), signal),
  });
  add(invoices, ctx, {
    name: "details",
    args: ["<invoice-id>"],
    description: "one invoice with its items",
    examples: ["cdrapi invoices details 308976", "cdrapi invoices details 308976 --json"],
    run: ({ clients, args, signal }) => clients.billing().invoices.get(args[0]!, signal),
  });
}

function bodyOptions(command: Command): Command {
  return command
    .option("--body <text>", "the message")
    .option("--body-file <file>", "the message from a file (- for standard input)");
}

function registerTickets(program: Command, ctx: Context): void {
  const tickets = program
    .command("tickets")
    .description("support tickets at your hosting provider (HostBill): list, open, reply, close")
    .addHelpText(
      "after",
      examples(
        "cdrapi tickets list",
        "cdrapi tickets open --department 1 --subject 'VM down' --body 'vm-10 does not boot'",
      ),
    );
  add(tickets, ctx, {
    name: "list",
    description: "your tickets, a page at a time (--all: every page)",
    operation: "Support_listTickets",
    examples: [
      "cdrapi tickets list",
      "cdrapi tickets list -o ndjson",
      "cdrapi tickets list --page 2",
      "cdrapi tickets list --all",
    ],
    run: ({ clients, flags, signal }) => clients.support().tickets.list(pageQuery(flags), signal),
  });
  add(tickets, ctx, {
    name: "open",
    description: "open a ticket",
    options: (c) =>
      bodyOptions(
        c
          .requiredOption("--subject <text>", "the subject")
          .requiredOption("--department <id>", "the department's id (cdrapi api Support_listDepartments)"),
      ),
    examples: [
      "cdrapi tickets open --department 1 --subject 'VM down' --body 'vm-10 does not boot since 02:00'",
      "cdrapi tickets open --subject 'Invoice 308976' --body-file message.txt --department 2",
    ],
    run: async ({ clients, flags, io, signal }) =>
      clients.support().tickets.create(
        {
          subject: flags.subject as string,
          body: await text(io, flags, "message"),
          dept_id: flags.department as string,
        },
        signal,
      ),
  });
  add(tickets, ctx, {
    name: "reply",
    args: ["<ticket-number>"],
    description: "reply to a ticket",
    options: bodyOptions,
    examples: [
      "cdrapi tickets reply 736633 --body 'It boots again, thanks'",
      "cdrapi tickets reply 736633 --body-file - < reply.txt",
    ],
    run: async ({ clients, args, flags, io, signal }) =>
      clients.support().tickets.reply(args[0]!, { body: await text(io, flags, "reply") }, signal),
  });
  add(tickets, ctx, {
    name: "close",
    args: ["<ticket-number>"],
    description: "close a ticket",
    examples: ["cdrapi tickets close 736633"],
    run: ({ clients, args, signal }) => clients.support().tickets.close(args[0]!, signal),
  });
}
