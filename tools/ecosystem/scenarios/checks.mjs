// The checks every runtime runs against the reference server, through the installed
// packages passed in (`import` or `require`d by the caller, so both builds are exercised).
// Plain JavaScript with no runtime API of its own: Node, Bun, Deno and the browser run it
// as it is. Each check throws on a wrong answer; `runChecks` reports each by name.

/** A valid MaintainDomain record; `tag` keeps each runtime's domains apart on the shared server. */
function record(tag, i) {
  return {
    domainName: `eco-${tag}-${i}.vn`,
    registeredDate: "2021-03-15",
    expiredDate: "2027-03-15",
    ownerName: `Nguyễn Văn ${i}`,
    ownerType: "C",
    address: `${i} Lý Tự Trọng`,
    wardName: "Phường Bến Nghé",
    districtName: "Quận 1",
    cityName: "Thành phố Hồ Chí Minh",
    countryCode: "VN",
    phone: "+84.903123456",
    email: `owner${i}@example.vn`,
    adminName: "Nguyễn Văn An",
    isAgentManager: false,
    ianaNumber: 9999,
    is5LevelPlace: true,
  };
}

function expect(ok, message) {
  if (!ok) throw new Error(message);
}

/**
 * @param {{ reporting: any, bulk: any, compute: any }} mods the installed @cdrapi/reporting,
 *   @cdrapi/reporting/bulk and @cdrapi/compute
 * @param {{ url: string, refusedUrl: string, tag: string, browser?: boolean }} env
 */
export function checks(mods, env) {
  const { reporting, bulk, compute } = mods;
  const registrar = { username: "demo-registrar", password: "demo-secret" };
  const user = { username: "demo-user", password: "demo-password" };
  return {
    // WebCrypto (checkpoint hashes), fetch with Basic auth, JSON bodies.
    "a bulk error is the class @cdrapi/reporting exports": async () => {
      const client = reporting.createReportingClient({ baseUrl: env.url, credentials: registrar });
      const error = await bulk
        .reportMaintainDomains(client, [], { checkpoint: { version: 4 } })
        .catch((e) => e);
      expect(
        error instanceof reporting.CheckpointMismatchError,
        `expected a CheckpointMismatchError, got ${error}`,
      );
    },
    "bulk upload": async () => {
      const client = reporting.createReportingClient({ baseUrl: env.url, credentials: registrar });
      const records = [1, 2, 3].map((i) => record(env.tag, i));
      const result = await bulk.reportMaintainDomains(client, records, { subListSize: 2 });
      expect(result.requestResult === "SUCCESS", `requestResult ${result.requestResult}`);
      expect(
        result.addedDomain === 3 && result.totalDomain === 3,
        `added ${result.addedDomain}/${result.totalDomain}`,
      );
    },
    // A list iterated (ARCHITECTURE.md, "Streamed lists"): VNNIC's array streamed item by item (a ReadableStream
    // read through the runtime's fetch), the same items as awaiting it; a HostBill list's items.
    "for await over a list": async () => {
      const client = reporting.createReportingClient({ baseUrl: env.url, credentials: registrar });
      const names = [];
      for await (const domain of client.domains.list()) names.push(domain.domainName);
      const awaited = (await client.domains.list()).map((domain) => domain.domainName);
      expect(names.join() === awaited.join(), `iterated ${names.length} domains, awaited ${awaited.length}`);
      const hosting = compute.createComputeClient({ baseUrl: env.url, auth: user });
      const vms = [];
      for await (const vm of hosting.vms.list("1201")) vms.push(vm);
      expect(vms.length > 0 && vms.every((vm) => typeof vm.id === "string"), `vms ${JSON.stringify(vms)}`);
      await hosting.logout();
    },
    // A bearer session: login, then an authorized call.
    "compute session": async () => {
      const client = compute.createComputeClient({ baseUrl: env.url, auth: user });
      const vms = await client.vms.list("1201");
      expect(vms !== null && typeof vms === "object", `listVms answered ${JSON.stringify(vms)}`);
      await client.logout();
    },
    // A refused connection is a ConnectionError with a code; outside the browser the code says
    // the request never left (so even a POST may be sent again).
    "refused connection": async () => {
      const client = compute.createComputeClient({
        baseUrl: env.refusedUrl,
        auth: { token: "t" },
        maxRetries: 0,
      });
      let error;
      try {
        await client.vms.list("1201");
      } catch (e) {
        error = e;
      }
      expect(error instanceof compute.ConnectionError, `expected a ConnectionError, got ${error}`);
      const want = env.browser ? "ERR_NETWORK" : "ECONNREFUSED";
      expect(error.code === want, `ConnectionError.code is ${error.code}, expected ${want}`);
    },
    // A reboot is not idempotent: re-sent only when the request provably never left (a code
    // meaning "refused" outside the browser); a browser's failure says nothing, so one attempt.
    "refused reboot: re-sent only when provably unsent": async () => {
      let attempts = 0;
      const client = compute.createComputeClient({
        baseUrl: env.refusedUrl,
        auth: { token: "t" },
        maxRetries: 2,
        retryDelay: { initialMs: 1, maxMs: 5 },
        fetch: (input, init) => {
          attempts += 1;
          return globalThis.fetch(input, init);
        },
      });
      const error = await client.vms.reboot("1201", "vm-10").catch((e) => e);
      expect(error instanceof compute.ConnectionError, `expected a ConnectionError, got ${error}`);
      const want = env.browser ? 1 : 3;
      expect(attempts === want, `${attempts} attempts, expected ${want}`);
    },
  };
}

/** Runs every check; never throws. @returns {Promise<{ name: string, ok: boolean, error?: string }[]>} */
export async function runChecks(mods, env) {
  const results = [];
  for (const [name, check] of Object.entries(checks(mods, env))) {
    try {
      await check();
      results.push({ name, ok: true });
    } catch (error) {
      results.push({ name, ok: false, error: String(error?.stack ?? error) });
    }
  }
  return results;
}
