// The checks that keep a resume or a merge from shrinking the registrar's list (guards.ts),
// on the in-memory server: each refusal leaves the maintained list as it was and sends nothing.
import {
  AbortError,
  CheckpointMismatchError,
  ConnectionError,
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
import { type FakeServer, fakeServer, rejection, writes } from "../helpers/fake-uploader.js";

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
async function interrupted(
  server: FakeServer,
  records: MaintainDomain[],
  failAt = 3,
): Promise<ReportCheckpoint> {
  const offset = server.count("subList"); // the fake numbers every sub-list it was ever sent
  server.fail = (call, n) =>
    call === "subList" && n === offset + failAt
      ? { error: new InternalServerError({ status: 503 }) }
      : undefined;
  const error = await rejection(reportMaintainDomains(server, records, { subListSize: 5 }));
  server.fail = undefined;
  server.calls.length = 0;
  return checkpointOf(error)!;
}

const OLD = makeRecords(7).map((r) => ({ ...r, note: "old" }));
const NEW = makeRecords(23);

describe("a checkpoint is bound to its server and account", () => {
  const cases: Array<[string, { baseUrl?: string; username?: string }, boolean]> = [
    [
      "another API root (OT&E checkpoint, production client)",
      { baseUrl: "https://gtld-api.vnnic.vn" },
      false,
    ],
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
  const stale: Array<[string, (server: FakeServer, checkpoint: ReportCheckpoint) => Promise<void>, string]> =
    [
      [
        "merged by another run (the resume line pasted twice: the first completed)",
        async (server, checkpoint) => {
          await reportMaintainDomains(server, NEW, { checkpoint });
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

describe("nothing is sent or merged while sub-lists of another upload are pending", () => {
  test("a fresh run while an abandoned run's sub-lists are pending: refused before sending anything", async () => {
    const server = await serverWith(OLD);
    await interrupted(server, [makeRecord(500), ...NEW]); // checkpoint thrown away ("start over")
    const refused = await rejection(reportMaintainDomains(server, NEW, { subListSize: 5 }));
    expect(refused).toBeInstanceOf(PendingSubListsError);
    expect((refused as PendingSubListsError).foreign).toHaveLength(2);
    expect(refused.message).toMatch(/Nothing was sent: this run left the maintained list unchanged/);
    expect(refused.message).toMatch(/resume that upload with its checkpoint/);
    expect(server.calls).toEqual(["pending"]); // not one sub-list: their expiry is not pushed back
    expect(listed(server)).toEqual(namesOf(OLD));
  });

  test("many foreign sub-lists: the message names ten, the error holds every id", async () => {
    const server = await serverWith(OLD);
    for (let i = 0; i < 12; i++) await server.uploadMaintainDomainSubList([makeRecord(600 + i)]);
    const refused = await rejection(reportMaintainDomains(server, NEW, { subListSize: 5 }));
    expect(refused).toBeInstanceOf(PendingSubListsError);
    expect((refused as PendingSubListsError).foreign).toHaveLength(12);
    expect(refused.message).toMatch(
      /12 sub-lists that this upload did not send \(report (\d+, ){9}\d+ and 2 more\)/,
    );
  });

  test("once they expired, the same fresh run completes with exactly its input", async () => {
    const server = await serverWith(OLD);
    await interrupted(server, [makeRecord(500), ...NEW]);
    server.expire();
    const result = await reportMaintainDomains(server, NEW, { subListSize: 5 });
    expect(result.totalDomain).toBe(NEW.length);
    expect(listed(server)).toEqual(namesOf(NEW));
  });

  test("a full upload (the list fits in one) is not held up: a REPLACE merges nothing pending", async () => {
    const server = await serverWith(OLD);
    await interrupted(server, NEW);
    const small = makeRecords(4);
    const result = await reportMaintainDomains(server, small, { subListSize: 5 });
    expect(result.totalDomain).toBe(4);
    expect(listed(server)).toEqual(namesOf(small));
  });

  test("a resume while a newer foreign sub-list is pending: refused before sending anything", async () => {
    const server = await serverWith(OLD);
    const checkpoint = await interrupted(server, NEW);
    const rewritten = NEW.slice(0, 5).map((r) => ({ ...r, ownerName: "Someone Else" }));
    await server.uploadMaintainDomainSubList(rewritten); // another run, after this one's sub-lists
    server.calls.length = 0;
    const refused = await rejection(reportMaintainDomains(server, NEW, { checkpoint }));
    expect(refused).toBeInstanceOf(PendingSubListsError);
    expect(writes(server)).toEqual([]);
    expect(listed(server)).toEqual(namesOf(OLD));
  });

  test("a foreign sub-list that appears while this run uploads: refused before the merge", async () => {
    const server = await serverWith(OLD);
    const upload = server.uploadMaintainDomainSubList.bind(server);
    let sneaked = false;
    server.uploadMaintainDomainSubList = async (domains, o) => {
      const info = await upload(domains, o);
      if (!sneaked) {
        sneaked = true;
        await upload([makeRecord(900)]); // a concurrent upload
      }
      return info;
    };
    const refused = await rejection(reportMaintainDomains(server, NEW, { subListSize: 5 }));
    expect(refused).toBeInstanceOf(PendingSubListsError);
    // Its own sub-lists stay pending: it cannot say the list is unchanged (another merge applies them).
    expect(refused.message).toMatch(/This run merged nothing, but the sub-lists it sent stay pending/);
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

describe("a sub-list whose answer was lost", () => {
  /** A run whose 3rd sub-list is applied by the server but its answer lost. */
  async function lostAnswer(server: FakeServer): Promise<ReportCheckpoint> {
    server.fail = (call, n) =>
      call === "subList" && n === server.count("subList") && n === 3
        ? { error: new ConnectionError({ code: "ECONNRESET" }), afterApply: true }
        : undefined;
    const error = await rejection(reportMaintainDomains(server, NEW, { subListSize: 5 }));
    expect(error).toBeInstanceOf(ConnectionError);
    server.fail = undefined;
    server.calls.length = 0;
    return checkpointOf(error)!;
  }

  test("is not adopted on resume: nothing proves it is this upload's; refused, nothing sent", async () => {
    const server = fakeServer();
    const checkpoint = await lostAnswer(server);
    expect(checkpoint.accepted).toHaveLength(2);
    expect(checkpoint.inFlight).toMatchObject({ index: 2, count: 5 });
    const refused = await rejection(reportMaintainDomains(server, NEW, { checkpoint }));
    expect(refused).toBeInstanceOf(PendingSubListsError);
    expect((refused as PendingSubListsError).foreign).toHaveLength(1);
    expect((refused as Error).message).toMatch(/Sub-list 3 of this upload was being sent .* none is adopted/);
    expect(writes(server)).toEqual([]);
    expect(server.count("merge")).toBe(0);
  });

  test("another upload's sub-list of the same size pending after the loss is refused the same way", async () => {
    // The adversarial case: the lost sub-list never reached the server, and another upload of
    // the same names with other dates left one sub-list of the same count pending.
    const server = fakeServer();
    server.fail = (call, n) =>
      call === "subList" && n === 3 ? { error: new ConnectionError({ code: "ECONNRESET" }) } : undefined;
    const checkpoint = checkpointOf(await rejection(reportMaintainDomains(server, NEW, { subListSize: 5 })))!;
    server.fail = undefined;
    expect(checkpoint.inFlight).toMatchObject({ index: 2, count: 5 });
    await server.uploadMaintainDomainSubList(
      NEW.slice(10, 15).map((r) => ({ ...r, expiredDate: "2099-01-01" })),
    );
    server.calls.length = 0;
    const refused = await rejection(reportMaintainDomains(server, NEW, { checkpoint }));
    expect(refused).toBeInstanceOf(PendingSubListsError);
    expect(writes(server)).toEqual([]);
    expect(server.count("merge")).toBe(0);
  });

  test("an abort while a sub-list is on the wire waits for its answer: accepted in the checkpoint, the resume completes", async () => {
    const server = fakeServer();
    const controller = new AbortController();
    const send = server.uploadMaintainDomainSubList.bind(server);
    server.uploadMaintainDomainSubList = async (domains, o) => {
      if (server.count("subList") === 1) controller.abort(); // Ctrl-C while the 2nd is out
      // The network as fetch sees it: an aborted signal ends the request unanswered.
      if (o?.signal?.aborted) throw new AbortError();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return send(domains, o);
    };
    const error = await rejection(
      reportMaintainDomains(server, NEW, { subListSize: 5, signal: controller.signal }),
    );
    expect(error.name).toBe("AbortError");
    const checkpoint = checkpointOf(error)!;
    expect(checkpoint.accepted).toHaveLength(2);
    expect(checkpoint.inFlight).toBeUndefined();
    server.uploadMaintainDomainSubList = send;
    const result = await reportMaintainDomains(server, NEW, { checkpoint });
    expect(result.totalDomain).toBe(NEW.length);
    expect(listed(server)).toEqual(namesOf(NEW));
  });

  test("nothing pending after the loss (it never arrived): the sub-list is sent again and the upload completes", async () => {
    const server = fakeServer();
    server.fail = (call, n) =>
      call === "subList" && n === 3 ? { error: new ConnectionError({ code: "ECONNRESET" }) } : undefined;
    const checkpoint = checkpointOf(await rejection(reportMaintainDomains(server, NEW, { subListSize: 5 })))!;
    server.fail = undefined;
    const result = await reportMaintainDomains(server, NEW, { checkpoint });
    expect(result.totalDomain).toBe(NEW.length);
    expect(listed(server)).toEqual(namesOf(NEW));
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
