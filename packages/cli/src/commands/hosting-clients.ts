// The HostBill group clients of one command, from the compute connection settings (flags,
// CDRAPI_COMPUTE_*, the profile). A login (username and password) is one shared session for
// every group client the command uses: one login, not one per package.
import { createSession } from "@cdrapi/account";
import { type BillingClient, createBillingClient } from "@cdrapi/billing";
import { type ComputeClient, createComputeClient } from "@cdrapi/compute";
import { createDomainsClient, type DomainsClient } from "@cdrapi/domains";
import { createServicesClient, type ServicesClient } from "@cdrapi/services";
import { createSupportClient, type SupportClient } from "@cdrapi/support";
import { type ComputeFlags, computeConfig, type GlobalFlags } from "../config.js";
import { usable } from "../exit-codes.js";
import type { CliIo } from "../io.js";

export interface HostingClients {
  compute(): ComputeClient;
  services(): ServicesClient;
  domains(): DomainsClient;
  billing(): BillingClient;
  support(): SupportClient;
}

type Options = Awaited<ReturnType<typeof computeConfig>>;

export async function hostingClients(
  flags: ComputeFlags,
  globals: GlobalFlags,
  io: CliIo,
): Promise<HostingClients> {
  const options: Options = await computeConfig(flags, globals, io);
  let shared: Options = options;
  if ("auth" in options && options.auth && "username" in options.auth) {
    const { auth, ...transport } = options;
    const session = usable(() =>
      createSession({
        ...transport,
        baseUrl: options.baseUrl as string,
        username: auth.username,
        password: auth.password,
      }),
    );
    shared = { ...transport, baseUrl: options.baseUrl, auth: { session } } as Options;
  }
  const once = <T>(create: (o: Options) => T) => {
    let client: T | undefined;
    return () => {
      client ??= usable(() => create(shared));
      return client;
    };
  };
  return {
    compute: once(createComputeClient),
    services: once(createServicesClient),
    domains: once(createDomainsClient),
    billing: once(createBillingClient),
    support: once(createSupportClient),
  };
}
