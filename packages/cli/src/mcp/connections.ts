// The clients `cdrapi mcp` calls through, made once on first use: the HostBill groups share one
// session (one login for all of them), the reporting group has the registrar's Basic
// credentials. Each logs every request to the audit log through the SDK's hooks.
import type { Hooks } from "@cdrapi/core";
import type { Requester } from "../api/call.js";
import { GROUPS, type Group } from "../api/groups.js";
import { computeConfig, type GlobalFlags, reportingConfig } from "../config.js";
import type { CliIo } from "../io.js";

type Client = { request: Requester; session?: unknown };

export class Connections {
  private hostbill: Promise<Map<string, Client>> | undefined;
  private reporting: Promise<Client> | undefined;

  constructor(
    private readonly globals: GlobalFlags,
    private readonly io: CliIo,
    private readonly hooks: Hooks,
  ) {}

  /** The client of a group; a UsageError (what to set) when its credentials are missing. */
  async client(group: Group): Promise<Client> {
    if (group.credentials === "reporting") {
      this.reporting ??= reportingConfig({}, this.globals, this.io).then((options) =>
        group.create({ ...options, hooks: this.hooks }),
      );
      return forget(this.reporting, () => {
        this.reporting = undefined;
      });
    }
    this.hostbill ??= this.hostbillClients();
    const clients = await forget(this.hostbill, () => {
      this.hostbill = undefined;
    });
    return clients.get(group.name)!;
  }

  /** Every HostBill group's client on the first one's session (a login by password made once). */
  private async hostbillClients(): Promise<Map<string, Client>> {
    const options = { ...(await computeConfig({}, this.globals, this.io)), hooks: this.hooks };
    const [first, ...others] = GROUPS.filter((group) => group.credentials === "hostbill");
    const firstClient = first!.create(options);
    const session = firstClient.session;
    const shared = session === undefined ? options : { ...options, auth: { session } };
    return new Map([
      [first!.name, firstClient],
      ...others.map((group) => [group.name, group.create(shared as typeof options)] as const),
    ]);
  }
}

/** A failed setup is not kept: the next call tries again (after `cdrapi auth login`, say). */
async function forget<T>(pending: Promise<T>, reset: () => void): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    reset();
    throw error;
  }
}
