// The filing rule, on the in-memory server: what a run files is the input given to it. A
// checkpoint is resumed only when it is of this input and its sub-lists are still pending; with
// `ifNotResumable: "restart"` anything else files this input whole, replacing what the interrupted
// upload left pending only when this input holds every name of it. No single list read is trusted
// to count removals, and the committed report's own count is checked.
import {
  CheckpointMismatchError,
  checkpointOf,
  InternalServerError,
  type MaintainDomain,
  PendingSubListsError,
  RemovalLimitExceededError,
  RemovalRefusedError,
  type ReportCheckpoint,
  ReportListMismatchError,
  ValidationError,
} from "@cdrapi/reporting";
import { makeRecords } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import { reportMaintainDomains } from "../../src/bulk/report.js";
import { type FakeServer, fakeServer, rejection, writes } from "../helpers/fake-uploader.js";

const namesOf = (records: readonly MaintainDomain[]) => records.map((r) => r.domainName).sort();
const listed = (server: FakeServer) => [...server.list.keys()].sort();

/** Monday's export, and Tuesday's: one domain gone (domain-0), one added, one owner changed. */
const MONDAY = makeRecords(20);
const TUESDAY = [
  ...MONDAY.slice(1, 10),
  { ...MONDAY[10]!, ownerName: "Chủ mới" },
  ...MONDAY.slice(11),
  ...makeRecords(1, 20),
];

/** Monday's run of `records`, stopped by a 503 on its `failAt`-th sub-list: its checkpoint. */
async function monday(server: FakeServer, records: MaintainDomain[], failAt = 3): Promise<ReportCheckpoint> {
  const offset = server.count("subList");
  server.fail = (call, n) =>
    call === "subList" && n === offset + failAt
      ? { error: new InternalServerError({ status: 503 }) }
      : undefined;
  const error = await rejection(
    reportMaintainDomains(server, records, { subListSize: 5, allowRemovals: 20 }),
  );
  server.fail = undefined;
  server.calls.length = 0;
  return checkpointOf(error)!;
}

const restart = { ifNotResumable: "restart", subListSize: 5, allowRemovals: 20 } as const;

describe("a checkpoint with ifNotResumable: restart", () => {
  test("of this input, its sub-lists pending: resumed (onResume), only the rest sent", async () => {
    const server = fakeServer();
    const checkpoint = await monday(server, MONDAY);
    const told: string[] = [];
    const result = await reportMaintainDomains(server, MONDAY, {
      ...restart,
      checkpoint,
      onResume: () => void told.push("resume"),
      onRestart: () => void told.push("restart"),
    });
    expect(told).toEqual(["resume"]);
    expect(writes(server)).toEqual(["subList", "subList", "merge"]);
    expect(result.totalDomain).toBe(20);
    expect(listed(server)).toEqual(namesOf(MONDAY));
  });

  test("of another input that holds every name it left pending: this input filed whole, replacing them", async () => {
    const server = fakeServer();
    // Monday's first two sub-lists (domain-0 to -9) are pending; Tuesday's input holds those names
    // but domain-0: take an input that holds them all.
    const checkpoint = await monday(server, MONDAY);
    const tuesday = [{ ...MONDAY[0]!, note: "again" }, ...TUESDAY];
    const reasons: Error[] = [];
    const result = await reportMaintainDomains(server, tuesday, {
      ...restart,
      checkpoint,
      onRestart: (why) => void reasons.push(why),
    });
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toBeInstanceOf(CheckpointMismatchError);
    expect(result.totalDomain).toBe(tuesday.length);
    expect(listed(server)).toEqual(namesOf(tuesday));
    expect(server.list.get(MONDAY[10]!.domainName)?.ownerName).toBe("Chủ mới"); // Tuesday's record, not Monday's
  });

  test("of another input that lacks a name it left pending: refused before anything is sent, naming it", async () => {
    const server = fakeServer();
    const checkpoint = await monday(server, MONDAY);
    const error = await rejection(reportMaintainDomains(server, TUESDAY, { ...restart, checkpoint }));
    expect(error).toBeInstanceOf(PendingSubListsError);
    expect(error.message).toMatch(
      /1 domain this input does not hold \(domain-0\.com\), which no upload can take back/,
    );
    expect(error.message).toMatch(/Nothing was sent/);
    expect(writes(server)).toEqual([]);
    expect(listed(server)).toEqual([]);
  });

  test("whose sub-lists expired: this input filed whole, as a new upload", async () => {
    const server = fakeServer();
    const checkpoint = await monday(server, MONDAY);
    server.expire();
    const result = await reportMaintainDomains(server, TUESDAY, { ...restart, checkpoint });
    expect(result.totalDomain).toBe(TUESDAY.length);
    expect(listed(server)).toEqual(namesOf(TUESDAY));
  });

  test("of another server or account: refused, never restarted", async () => {
    const checkpoint = await monday(fakeServer(), MONDAY);
    const other = fakeServer({ username: "registrar-2" });
    const error = await rejection(reportMaintainDomains(other, MONDAY, { ...restart, checkpoint }));
    expect(error).toBeInstanceOf(CheckpointMismatchError);
    expect((error as CheckpointMismatchError).reason).toBe("target");
    expect(writes(other)).toEqual([]);
  });

  test("of an earlier version (no names) on a server without the pending read: refused before anything is sent", async () => {
    const server = fakeServer();
    const checkpoint = await monday(server, MONDAY);
    for (const entry of checkpoint.accepted) delete entry.names;
    server.listPendingSubLists = async () => {
      throw new InternalServerError({ status: 501 });
    };
    const error = await rejection(reportMaintainDomains(server, TUESDAY, { ...restart, checkpoint }));
    expect(error).toBeInstanceOf(PendingSubListsError);
    expect(error.message).toMatch(/the checkpoint does not say which domains they hold/);
    expect(writes(server)).toEqual([]);
  });

  test("with a one-shot stream: a clear error before any request", async () => {
    const server = fakeServer();
    const checkpoint = await monday(server, MONDAY);
    async function* stream() {
      yield* MONDAY;
    }
    const error = await rejection(reportMaintainDomains(server, stream(), { ...restart, checkpoint }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toMatch(/ifNotResumable/);
    expect(server.calls).toEqual([]);
  });
});

describe("the list read before the upload, against the last filing", () => {
  test("shorter than the last filing left it: refused before anything is sent, unless removalGuard: false", async () => {
    const server = fakeServer();
    const first = await reportMaintainDomains(server, MONDAY, { subListSize: 5 });
    const lastFiling = { report: first.id, domains: first.totalDomain! };
    server.calls.length = 0;
    // A gateway that cuts the list read to its first page of 5.
    const read = server.maintainedDomains!.bind(server);
    server.maintainedDomains = async function* (o) {
      let n = 0;
      for await (const item of read(o)) if (n++ < 5) yield item;
    };
    const cut = MONDAY.slice(0, 5);
    const error = await rejection(reportMaintainDomains(server, cut, { subListSize: 5, lastFiling }));
    expect(error).toBeInstanceOf(RemovalRefusedError);
    expect((error as RemovalRefusedError).reason).toBe("unverified");
    expect(error.message).toMatch(
      /holds 5 names, but the last filing recorded for this account \(report \d+\) left 20/,
    );
    expect(writes(server)).toEqual([]);
    // Going on without the guard, the report's own count is still held to the limit (10).
    const over = await rejection(
      reportMaintainDomains(server, cut, { subListSize: 5, lastFiling, removalGuard: false }),
    );
    expect(over).toBeInstanceOf(RemovalLimitExceededError);
    expect(over.message).toMatch(/removed 15 domains from the maintained list, more than allowed \(10\)/);
  });

  test("a last filing the server does not know (a reset test system): not used, said so", async () => {
    const server = fakeServer();
    const result = await reportMaintainDomains(server, MONDAY, {
      subListSize: 5,
      lastFiling: { report: 99_999, domains: 500 },
    });
    expect(result.totalDomain).toBe(20);
    expect(result.checksNotMade).toEqual([expect.stringMatching(/report 99999\) is unknown to this server/)]);
  });

  test("without a last filing, a read that comes back empty: the report's own removedDomain stops it (committed)", async () => {
    const server = fakeServer();
    await reportMaintainDomains(server, MONDAY, { subListSize: 20 });
    const read = server.maintainedDomains!.bind(server);
    let reads = 0;
    server.maintainedDomains = (o) => (reads++ === 0 ? (async function* () {})() : read(o));
    const error = await rejection(reportMaintainDomains(server, MONDAY.slice(0, 5), { subListSize: 5 }));
    expect(error).toBeInstanceOf(RemovalLimitExceededError);
    expect((error as RemovalLimitExceededError).counted).toBe(0);
    expect((error as RemovalLimitExceededError).report.removedDomain).toBe(15);
  });
});

describe("the read-back compares what the per-domain read gives", () => {
  test("another upload's records of the same names and dates merged with this one's: ReportListMismatchError naming the fields", async () => {
    const server = fakeServer();
    const mine = makeRecords(12);
    const pending = server.listPendingSubLists.bind(server);
    let calls = 0;
    server.listPendingSubLists = async (o) => {
      const answer = await pending(o);
      // Between this run's check and its merge, another upload's sub-list of the same names and
      // dates, other owners, lands: names and dates alone cannot tell.
      if (++calls === 2)
        server.pending.push(mine.slice(0, 5).map((r) => ({ ...r, ownerName: "Người khác" })));
      return answer;
    };
    const error = await rejection(reportMaintainDomains(server, mine, { subListSize: 5 }));
    expect(error).toBeInstanceOf(ReportListMismatchError);
    expect(error.message).toMatch(
      /of 3 domains read back one by one, 1 differ from the records sent: domain-0\.com: ownerName/,
    );
  });

  test("a server that writes the same values its own way (booleans and numbers as text, an e-mail in capitals, a date as the UTC date-time of its midnight in Vietnam): no difference", async () => {
    const server = fakeServer();
    const read = server.getDomain!.bind(server);
    server.getDomain = async (name, o) => {
      const held = (await read(name, o)) as MaintainDomain;
      return {
        ...held,
        isAgentManager: String(held.isAgentManager),
        email: held.email.toUpperCase(),
        // 2021-03-15 in Vietnam (UTC+7) starts at 2021-03-14T17:00:00.000Z
        registeredDate: new Date(Date.parse(held.registeredDate) - 7 * 3_600_000).toISOString(),
        ownerName: ` ${held.ownerName} `,
      };
    };
    const result = await reportMaintainDomains(server, makeRecords(12), { subListSize: 5 });
    expect(result.checksNotMade).toEqual([]);
  });
});
