// The removal guard and the read-back after the commit (removals.ts, server-list.ts), on the
// in-memory server: a report REPLACEs the registrar's whole list, so no path may shrink it by
// accident (a cut export, records left out as invalid), and a commit that applied another
// upload's records is an error, never a success.
import {
  InternalServerError,
  type MaintainDomain,
  RemovalLimitExceededError,
  RemovalRefusedError,
  ReportCountError,
  ReportListMismatchError,
} from "@cdrapi/reporting";
import { makeRecords } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { defaultRemovalLimit } from "../../src/bulk/removals.js";
import { reportMaintainDomains } from "../../src/bulk/report.js";
import { type FakeServer, fakeServer, rejection, writes } from "../helpers/fake-uploader.js";

const listed = (server: FakeServer) => [...server.list.keys()].sort();
const namesOf = (records: readonly MaintainDomain[]) => records.map((r) => r.domainName).sort();

/** A server whose maintained list is `old`. */
async function serverWith(old: MaintainDomain[], options?: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(options);
  if (old.length > 0) {
    await reportMaintainDomains(server, old, {
      subListSize: old.length,
      removalGuard: options?.listRead !== false,
    });
  }
  server.calls.length = 0;
  return server;
}

const OLD = makeRecords(3000);

describe("the removal limit without allowRemovals", () => {
  test.each([
    [0, 10],
    [100, 10],
    [1000, 10],
    [1999, 19],
    [3000, 30],
    [150_000, 1500],
  ])("a list of %i names may lose %i", (size, limit) => {
    expect(defaultRemovalLimit(size)).toBe(limit);
  });
});

describe("a report that would remove domains from the list", () => {
  // [what, the new list, the options, refused]
  const cases: Array<
    [string, () => MaintainDomain[], { allowRemovals?: number; subListSize?: number }, boolean]
  > = [
    ["an export cut to 1,121 of 3,000 records", () => OLD.slice(0, 1121), {}, true],
    ["the same in sub-lists", () => OLD.slice(0, 1121), { subListSize: 500 }, true],
    ["30 removed (1 %)", () => OLD.slice(30), {}, false],
    ["31 removed (over 1 %)", () => OLD.slice(31), {}, true],
    ["31 removed with allowRemovals 31", () => OLD.slice(31), { allowRemovals: 31 }, false],
    ["1,879 removed with allowRemovals 1,879", () => OLD.slice(0, 1121), { allowRemovals: 1879 }, false],
    ["1,879 removed with allowRemovals 1,878", () => OLD.slice(0, 1121), { allowRemovals: 1878 }, true],
    ["every name kept, 500 added", () => [...OLD, ...makeRecords(3500).slice(3000)], {}, false],
    ["allowRemovals 0, nothing removed", () => OLD, { allowRemovals: 0 }, false],
  ];
  for (const [what, list, options, refused] of cases) {
    test(`${what}: ${refused ? "refused, nothing sent" : "reported"}`, async () => {
      const server = await serverWith(OLD);
      const input = list();
      const outcome = reportMaintainDomains(server, input, options);
      if (!refused) {
        const result = await outcome;
        expect(listed(server)).toEqual(namesOf(input));
        expect(result.checksNotMade).toEqual([]);
        return;
      }
      const error = await rejection(outcome);
      expect(error).toBeInstanceOf(RemovalRefusedError);
      const removals = OLD.length - OLD.filter((r) => input.includes(r)).length;
      expect((error as RemovalRefusedError).removals).toBe(removals);
      expect(error.message).toContain(`would remove ${removals} of the 3000 domains`);
      expect(error.message).toContain((error as RemovalRefusedError).names[0]!);
      expect(writes(server)).toEqual([]);
      expect(listed(server)).toEqual(namesOf(OLD));
    });
  }

  test("a one-shot stream is checked once read, before the merge: nothing merged", async () => {
    const server = await serverWith(OLD);
    async function* stream() {
      yield* OLD.slice(0, 1121);
    }
    const error = await rejection(reportMaintainDomains(server, stream(), { subListSize: 500 }));
    expect(error).toBeInstanceOf(RemovalRefusedError);
    expect(error.message).toMatch(/Nothing was merged/);
    expect(server.count("merge")).toBe(0);
    expect(listed(server)).toEqual(namesOf(OLD));
  });
});

describe("records left out as invalid (skipInvalid)", () => {
  const broken = (records: MaintainDomain[], at: number[]) =>
    records.map((r, i) => (at.includes(i) ? { ...r, email: "not-an-address" } : r));

  test("of domains on the list: refused whatever the limit, naming each domain and its problem", async () => {
    const server = await serverWith(OLD);
    const input = broken(OLD, [5, 17]);
    const error = await rejection(reportMaintainDomains(server, input, { skipInvalid: true }));
    expect(error).toBeInstanceOf(RemovalRefusedError);
    const refusal = error as RemovalRefusedError;
    expect(refusal.skippedOnList.map((s) => s.domainName)).toEqual([OLD[5]!.domainName, OLD[17]!.domainName]);
    expect(error.message).toContain(`${OLD[5]!.domainName} (email:`);
    expect(writes(server)).toEqual([]);
    expect(listed(server)).toEqual(namesOf(OLD));
  });

  test("of domains on the list: allowRemovals (for domains absent from the input) does not cover them", async () => {
    const server = await serverWith(OLD);
    const error = await rejection(
      reportMaintainDomains(server, broken(OLD, [5, 17]), { skipInvalid: true, allowRemovals: 200 }),
    );
    expect(error).toBeInstanceOf(RemovalRefusedError);
    expect((error as RemovalRefusedError).reason).toBe("skipped");
    expect(error.message).toMatch(/removeSkipped: 2; the CLI's --remove-skipped 2/);
    expect(error.message).not.toMatch(/allowRemovals/);
    expect(writes(server)).toEqual([]);
  });

  test("of domains on the list, removed with removeSkipped: reported without them, each removal named with its cause", async () => {
    const server = await serverWith(OLD);
    const result = await reportMaintainDomains(server, broken(OLD, [5, 17]), {
      skipInvalid: true,
      removeSkipped: 2,
    });
    expect(result.totalDomain).toBe(OLD.length - 2);
    expect(result.skipped).toHaveLength(2);
    expect(result.removed).toEqual([
      {
        domainName: OLD[5]!.domainName,
        cause: "skipped",
        issues: [expect.objectContaining({ field: "email" })],
      },
      {
        domainName: OLD[17]!.domainName,
        cause: "skipped",
        issues: [expect.objectContaining({ field: "email" })],
      },
    ]);
  });

  test("removeSkipped smaller than the domains left out: refused, counted", async () => {
    const server = await serverWith(OLD);
    const error = await rejection(
      reportMaintainDomains(server, broken(OLD, [5, 17, 30]), { skipInvalid: true, removeSkipped: 2 }),
    );
    expect(error.message).toMatch(
      /^3 domains on the maintained list have their records left out of this report \(3 invalid\), more than removeSkipped allows \(2\)/,
    );
    expect(writes(server)).toEqual([]);
  });

  test("of domains not on the list: harmless, reported without them", async () => {
    const server = await serverWith(OLD);
    const extra = makeRecords(3010).slice(3000);
    const input = [...OLD, ...broken(extra, [0, 1, 2])];
    const result = await reportMaintainDomains(server, input, { skipInvalid: true });
    expect(result.totalDomain).toBe(OLD.length + 7);
    expect(result.checksNotMade).toEqual([]);
  });

  test("a duplicate row left out while its name is kept removes nothing", async () => {
    const server = await serverWith(OLD);
    const input = [...OLD, { ...OLD[3]! }];
    const result = await reportMaintainDomains(server, input, { skipInvalid: true });
    expect(result.totalDomain).toBe(OLD.length);
  });

  test("without the server's list read and the guard off: refused unless removeSkipped says so", async () => {
    const server = await serverWith(OLD, { listRead: false });
    const options = { skipInvalid: true, removalGuard: false };
    const error = await rejection(reportMaintainDomains(server, broken(OLD, [5]), options));
    expect(error).toBeInstanceOf(RemovalRefusedError);
    expect(error.message).toMatch(
      /the removal guard is off: nothing shows that its domain is not on the maintained list/,
    );
    expect(writes(server)).toEqual([]);
    const result = await reportMaintainDomains(server, broken(OLD, [5]), { ...options, removeSkipped: 1 });
    expect(result.totalDomain).toBe(OLD.length - 1);
  });
});

describe("without the server's list read", () => {
  test("the upload is refused before anything is sent: nothing could count the removals", async () => {
    const server = await serverWith(OLD, { listRead: false });
    const error = await rejection(reportMaintainDomains(server, OLD.slice(0, 1121), { subListSize: 500 }));
    expect(error).toBeInstanceOf(RemovalRefusedError);
    expect((error as RemovalRefusedError).reason).toBe("unverified");
    expect(error.message).toMatch(/--no-removal-guard/);
    expect(writes(server)).toEqual([]);
  });

  test("with the guard off it completes; the report's removedDomain is checked, the checks not made are named", async () => {
    const server = await serverWith(OLD, { listRead: false });
    const options = { subListSize: 500, removalGuard: false } as const;
    // 1,879 removed, over the limit without allowRemovals (10: no list count is known): exit after the commit
    const over = await rejection(reportMaintainDomains(server, OLD.slice(0, 1121), options));
    expect(over).toBeInstanceOf(RemovalLimitExceededError);
    expect(over.message).toMatch(
      /^report \d+ removed 1879 domains from the maintained list, more than allowed \(10\)/,
    );
    const result = await reportMaintainDomains(server, OLD.slice(0, 1100), { ...options, allowRemovals: 21 });
    expect(result.totalDomain).toBe(1100);
    expect(result.removed).toBeUndefined();
    expect(result.checksNotMade).toEqual([
      expect.stringMatching(/the removal guard was off/),
      expect.stringMatching(/not read back after the commit/),
      expect.stringMatching(/no domain was read back one by one/),
    ]);
  });
});

describe("the list read back after the commit", () => {
  test("a read-back that fails (after its retries) leaves the committed report unverified, said in checksNotMade", async () => {
    const server = await serverWith(OLD);
    const list = server.maintainedDomains!.bind(server);
    let reads = 0;
    server.maintainedDomains = (o) => {
      if (++reads === 2) throw new InternalServerError({ status: 503, messages: ["busy"] });
      return list(o);
    };
    const result = await reportMaintainDomains(server, OLD.slice(5), {});
    expect(result.totalDomain).toBe(OLD.length - 5);
    expect(result.checksNotMade).toEqual([
      expect.stringMatching(/^the list could not be read back after the commit \(/),
    ]);
  });

  test("another upload's records merged with this one: ReportListMismatchError (a ReportCountError), never success", async () => {
    const server = await serverWith([]);
    const mine = makeRecords(12);
    // Another upload's sub-list of the same names with other dates lands between this run's
    // check of what is pending and its merge.
    const check = server.listPendingSubLists.bind(server);
    let calls = 0;
    server.listPendingSubLists = async (o) => {
      const pending = await check(o);
      if (++calls === 2) {
        server.pending.push(mine.slice(0, 5).map((r) => ({ ...r, expiredDate: "2099-12-31" })));
      }
      return pending;
    };
    const error = await rejection(reportMaintainDomains(server, mine, { subListSize: 5 }));
    expect(error).toBeInstanceOf(ReportListMismatchError);
    expect(error).toBeInstanceOf(ReportCountError);
    expect(error.message).toMatch(/names and dates compared/);
  });

  test("property: the read-back passes exactly when the server holds the list sent (names and dates)", async () => {
    const records = makeRecords(8);
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...records.keys()], { minLength: 1 }),
        fc.option(fc.nat(7), { nil: null }),
        async (picked, redate) => {
          const server = await serverWith([]);
          const input = picked.map((i) => records[i]!);
          // The server answers the merge as usual, then changes one date of its list (or none).
          const merge = server.mergeMaintainDomainSubLists.bind(server);
          const full = server.uploadMaintainDomainReport.bind(server);
          const tamper = () => {
            const victim = redate === null ? undefined : input[redate % input.length];
            if (victim) server.list.set(victim.domainName, { ...victim, expiredDate: "2100-01-01" });
          };
          server.mergeMaintainDomainSubLists = async (o) => {
            const info = await merge(o);
            tamper();
            return info;
          };
          server.uploadMaintainDomainReport = async (d, o) => {
            const info = await full(d, o);
            tamper();
            return info;
          };
          const outcome = reportMaintainDomains(server, input, { subListSize: 3 });
          if (redate === null) await outcome;
          else expect(await rejection(outcome)).toBeInstanceOf(ReportListMismatchError);
        },
      ),
      { numRuns: 40 },
    );
  });
});
