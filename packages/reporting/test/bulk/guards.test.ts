// The checks that keep a resume or a merge from shrinking the registrar's list (guards.ts),
// on the in-memory server: each refusal leaves the maintained list as it was and sends nothing.
import {
  CheckpointMismatchError,
  checkpointOf,
  InternalServerError,
  type MaintainDomain,
  PendingSubListsError,
  type ReportCheckpoint,
  ReportCountError,
  StaleCheckpointError,
} from "@cdrapi/reporting";
import { makeRecord, makeRecords } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import { reportMaintainDomains } from "../../src/bulk/report.js";
import { type FakeServer, fakeServer } from "../helpers/fake-uploader.js";

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

const writes = (server: FakeServer) => server.calls.filter((c) => c !== "status" && c !== "pending");
const listed = (server: FakeServer) => [...server.list.keys()].sort();
const namesOf = (records: MaintainDomain[]) => records.map((r) => r.domainName).sort();

/** The server starts with `old` as the maintained list. */
async function serverWith(old: MaintainDomain[], options?: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(options);
  await reportMaintainDomains(server, old, { subListSize: old.length });
  server.calls.length = 0;
  return server;
}

/** A run of `records` whose `failAt`-th sub-list fails: its checkpoint (n-1 sub-lists accepted). */
async function interrupted(server: FakeServer, records: MaintainDomain[], failAt = 3): Promise<ReportCheckpoint> {
  const offset = server.count("subList"); // the fake numbers every sub-list it was ever sent
  server.fail = (call, n) =>
    call === "subList" && n === offset + failAt ? { error: new InternalServerError({ status: 503 }) } : undefined;
  const error = await rejection(reportMaintainDomains(server, records, { subListSize: 5 }));
  server.fail = undefined;
  server.calls.length = 0;
  return checkpointOf(error)!;
}

const OLD = makeRecords(7).map((r) => ({ ...r, note: "old" }));
const NEW = makeRecords(23);

describe("a checkpoint is bound to its server and account", () => {
  const cases: Array<[string, { baseUrl?: string; username?: string }, boolean]> = [
    ["another API root (OT&E checkpoint, production client)", { baseUrl: "https://gtld-api.vnnic.vn" }, false],
    ["another account", { username: "registrar-2" }, false],
    ["the same root written with a trailing slash", { baseUrl: "https://gtldapi-ote.vnnic.vn/" }, true],
  ];
  for (const [name, where, allowed] of cases) {
    test(`${name}: ${allowed ? "resumes" : "refused before anything is asked or sent"}`, async () => {
      const made = fakeServer();
      const checkpoint = await interrupted(made, NEW);
      expect(checkpoint.target).toEqual({
        baseUrl: "https://gtldapi-ote.vnnic.vn",
        account: expect.stringMatching(/^sha256-[0-9a-f]{64}$/),
      });
      expect(JSON.stringify(checkpoint)).not.toContain("registrar-1");
      // the same state, seen through a client configured for `where`
      const other = Object.assign(Object.create(made) as FakeServer, where);
      if (allowed) {
        const result = await reportMaintainDomains(other, NEW, { checkpoint });
        expect(result.totalDomain).toBe(NEW.length);
        return;
      }
      const refused = await rejection(reportMaintainDomains(other, NEW, { checkpoint }));
      expect(refused).toBeInstanceOf(CheckpointMismatchError);
      expect(refused.message).toContain("https://gtldapi-ote.vnnic.vn");
      expect(refused.message).toContain(where.baseUrl ?? "https://gtldapi-ote.vnnic.vn");
      expect(refused.message).not.toMatch(/registrar-[12]/);
      expect(made.calls).toEqual([]);
      expect(made.pending).toHaveLength(2); // the checkpoint's sub-lists, untouched
    });
  }
});

describe("a resume skips only sub-lists the server still holds pending", () => {
  const stale: Array<[string, (server: FakeServer, checkpoint: ReportCheckpoint) => Promise<void>, string]> = [
    [
      "merged by another run (the original command re-run, then the old resume line pasted)",
      async (server) => {
        await reportMaintainDomains(server, NEW, { subListSize: 5 });
      },
      "merged",
    ],
    ["expired unmerged", async (server) => server.expire(), "expired"],
    [
      "unknown to the server",
      async (server, checkpoint) => {
        server.statuses.delete(Number(checkpoint.accepted[0]!.id));
      },
      "unknown",
    ],
  ];
  for (const [name, meanwhile, reason] of stale) {
    test(`a sub-list ${name}: refused, nothing sent or merged`, async () => {
      const server = await serverWith(OLD);
      const checkpoint = await interrupted(server, NEW);
      await meanwhile(server, checkpoint);
      const before = listed(server);
      server.calls.length = 0;
      const refused = await rejection(reportMaintainDomains(server, NEW, { checkpoint }));
      expect(refused).toBeInstanceOf(StaleCheckpointError);
      expect(refused).toMatchObject({ reason });
      expect(refused.message).toMatch(/start over without the checkpoint/i);
      expect(writes(server)).toEqual([]);
      expect(listed(server)).toEqual(before);
      expect(checkpointOf(refused)).toBeUndefined(); // nothing to resume from
    });
  }
});

describe("the merge waits until the pending sub-lists are exactly this run's", () => {
  test("sub-lists of an abandoned run with a domain since removed: refused before the merge", async () => {
    const server = await serverWith(OLD);
    const withExtra = [makeRecord(500), ...NEW]; // the removed domain is in a sub-list that went up
    await interrupted(server, withExtra); // checkpoint thrown away ("remove it to start over")
    const refused = await rejection(reportMaintainDomains(server, NEW, { subListSize: 5 }));
    expect(refused).toBeInstanceOf(PendingSubListsError);
    expect(refused).toMatchObject({ pendingRecords: NEW.length + 1, expectedRecords: NEW.length });
    expect((refused as PendingSubListsError).foreign).toHaveLength(2);
    expect(refused.message).toMatch(/Nothing was merged: the maintained list is unchanged/);
    expect(server.count("merge")).toBe(0);
    expect(listed(server)).toEqual(namesOf(OLD));
  });

  test("an abandoned run of the same records, re-run in full: every name re-sent after it, merged exactly", async () => {
    const server = await serverWith(OLD);
    await interrupted(server, NEW);
    const result = await reportMaintainDomains(server, NEW, { subListSize: 5 });
    expect(result.totalDomain).toBe(NEW.length);
    expect(listed(server)).toEqual(namesOf(NEW));
    expect(server.list.get(NEW[0]!.domainName)).toEqual(NEW[0]);
  });

  test("a newer foreign sub-list that only rewrites names of this run is refused (its copies would win)", async () => {
    const server = await serverWith(OLD);
    const checkpoint = await interrupted(server, NEW);
    const rewritten = NEW.slice(0, 5).map((r) => ({ ...r, ownerName: "Someone Else" }));
    await server.uploadMaintainDomainSubList(rewritten); // another run, after this one's sub-lists
    server.calls.length = 0;
    const refused = await rejection(reportMaintainDomains(server, NEW, { checkpoint }));
    expect(refused).toBeInstanceOf(PendingSubListsError);
    expect(server.count("merge")).toBe(0);
    expect(listed(server)).toEqual(namesOf(OLD));
  });

  test("a checkpoint's sub-list that expired after the resume's status check: refused before the merge", async () => {
    const server = await serverWith(OLD);
    const checkpoint = await interrupted(server, NEW);
    const upload = server.uploadMaintainDomainSubList.bind(server);
    server.uploadMaintainDomainSubList = async (domains, o) => {
      server.expire(); // the pending sub-lists expire while the rest goes up
      return upload(domains, o);
    };
    const refused = await rejection(reportMaintainDomains(server, NEW, { checkpoint }));
    expect(refused).toBeInstanceOf(StaleCheckpointError);
    expect(server.count("merge")).toBe(0);
    expect(listed(server)).toEqual(namesOf(OLD));
  });
});

describe("the committed report must hold exactly the records sent", () => {
  for (const [name, count] of [
    ["a merge", 12],
    ["a full upload", 4],
  ] as const) {
    test(`${name} answered with another totalDomain is a ReportCountError, and the checkpoint is done`, async () => {
      const server = fakeServer();
      for (const method of ["mergeMaintainDomainSubLists", "uploadMaintainDomainReport"] as const) {
        const real = server[method].bind(server) as (...args: never[]) => Promise<{ totalDomain: number }>;
        (server as unknown as Record<string, unknown>)[method] = async (...args: never[]) => ({
          ...(await real(...args)),
          totalDomain: 3,
        });
      }
      const saved: ReportCheckpoint[] = [];
      const error = await rejection(
        reportMaintainDomains(server, makeRecords(count), {
          subListSize: 5,
          onCheckpoint: (cp) => void saved.push(cp),
        }),
      );
      expect(error).toBeInstanceOf(ReportCountError);
      expect(error.message).toMatch(new RegExp(`holds 3 records, but this upload sent ${count}`));
      expect(saved.at(-1)?.merged).toBeDefined();
    });
  }
});
