import {
  AbortError,
  ApiError,
  CheckpointMismatchError,
  ConnectionError,
  checkpointOf,
  InternalServerError,
  type MaintainDomain,
  type ReportCheckpoint,
  ReportFailedError,
  type ReportProgress,
  StaleCheckpointError,
  ValidationError,
} from "@cdrapi/reporting";
import { generateRecords, makeRecord, makeRecords } from "@cdrapi/test-helpers";
import { describe, expect, test } from "@jest/globals";
import { reportMaintainDomains } from "../../src/bulk/report.js";
import { fakeServer, rejection, writes } from "../helpers/fake-uploader.js";

async function* once<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

/** A re-readable source (like a file): its n-th read (1-based) hands out the records of `read(n)`. */
function rereadable(read: (n: number) => Iterable<unknown>) {
  let reads = 0;
  return {
    located: true as const,
    rereadable: true,
    async *[Symbol.asyncIterator]() {
      for (const record of read(++reads)) yield { record };
    },
  };
}

const names = (list: Map<string, MaintainDomain>) => [...list.keys()].sort();
const expectedNames = (records: MaintainDomain[]) => records.map((r) => r.domainName).sort();

describe("reportMaintainDomains: the path a list takes", () => {
  const cases: Array<[string, { count: number; size: number; want: string[] }]> = [
    ["a list that fits in one sub-list goes up as one full upload", { count: 5, size: 5, want: ["full"] }],
    ["one record", { count: 1, size: 5000, want: ["full"] }],
    [
      "a larger list goes up as sub-lists then a merge",
      { count: 12, size: 5, want: ["pending", "subList", "subList", "subList", "pending", "merge"] },
    ],
    [
      "an exact multiple of the sub-list size",
      { count: 10, size: 5, want: ["pending", "subList", "subList", "pending", "merge"] },
    ],
  ];
  for (const [name, { count, size, want }] of cases) {
    for (const kind of ["array", "async iterable", "iterable"] as const) {
      test(`${name} (${kind})`, async () => {
        const server = fakeServer();
        const records = makeRecords(count);
        const source =
          kind === "array" ? records : kind === "iterable" ? new Set(records).values() : once(records);
        const result = await reportMaintainDomains(server, source, { subListSize: size });
        expect(server.calls).toEqual(want);
        expect(result.totalDomain).toBe(count);
        expect(result.skipped).toEqual([]);
        expect(names(server.list)).toEqual(expectedNames(records));
      });
    }
  }
});

describe("reportMaintainDomains: invalid records", () => {
  const records = () => {
    const list = makeRecords(12);
    list[3] = { ...list[3]!, email: "not-an-email" };
    list[9] = { ...list[9]!, registeredDate: "2025-02-30" };
    return list;
  };

  test("an array with invalid records sends nothing and reports every issue", async () => {
    const server = fakeServer();
    const error = await rejection(reportMaintainDomains(server, records(), { subListSize: 5 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      { index: 3, field: "email", message: "must be an e-mail address" },
      { index: 9, field: "registeredDate", message: "must be a real calendar date (YYYY-MM-DD)" },
    ]);
    expect(error.message).toBe(
      "2 invalid records, nothing sent (first: row 3, email: must be an e-mail address)",
    );
    expect(server.calls).toEqual([]);
  });

  test("a one-shot stream stops uploading at the first invalid record and never merges", async () => {
    const server = fakeServer();
    const error = await rejection(reportMaintainDomains(server, once(records()), { subListSize: 5 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.index)).toEqual([3, 9]);
    expect(error.message).toMatch(/nothing sent/);
    // sub-list 0 (rows 0-4) holds row 3, so nothing at all went up; the list is unchanged
    expect(server.calls).toEqual([]);
    expect(server.list.size).toBe(0);
  });

  test("a one-shot stream whose invalid record comes late has sent sub-lists but does not merge", async () => {
    const server = fakeServer();
    const list = makeRecords(12);
    list[11] = { ...list[11]!, ownerType: "X" as "C" };
    const error = await rejection(reportMaintainDomains(server, once(list), { subListSize: 5 }));
    expect((error as ValidationError).issues).toEqual([
      { index: 11, field: "ownerType", message: "must be one of C, T" },
    ]);
    expect(server.calls).toEqual(["pending", "subList", "subList"]);
    expect(server.count("merge")).toBe(0);
    expect(error.message).toBe(
      "1 invalid record, nothing merged: the maintained list is unchanged (first: row 11, ownerType: must be one of C, T)",
    );
    expect(checkpointOf(error)?.accepted).toHaveLength(2);
  });

  for (const kind of ["array", "async iterable"] as const) {
    test(`skipInvalid sends the valid records and reports the skipped ones (${kind})`, async () => {
      const server = fakeServer();
      const list = records();
      const result = await reportMaintainDomains(server, kind === "array" ? list : once(list), {
        subListSize: 5,
        skipInvalid: true,
      });
      expect(result.totalDomain).toBe(10);
      expect(result.skipped.map((i) => [i.index, i.field])).toEqual([
        [3, "email"],
        [9, "registeredDate"],
      ]);
      expect(server.list.size).toBe(10);
      expect(server.list.has("domain-3.com")).toBe(false);
    });
  }

  test("duplicate names across sub-lists are found", async () => {
    const list = makeRecords(12);
    list[11] = makeRecord(1, { ownerName: "someone else" });
    const error = await rejection(reportMaintainDomains(fakeServer(), list, { subListSize: 5 }));
    expect((error as ValidationError).issues).toEqual([
      { index: 11, field: "domainName", message: "duplicate of row 1 (domain-1.com)" },
    ]);
  });

  test("an empty list is refused", async () => {
    const server = fakeServer();
    const error = await rejection(reportMaintainDomains(server, []));
    expect(error).toBeInstanceOf(ValidationError);
    expect(server.calls).toEqual([]);
  });

  test("a file-level issue is fatal even with skipInvalid", async () => {
    const server = fakeServer();
    const source = {
      located: true as const,
      rereadable: true,
      async *[Symbol.asyncIterator]() {
        yield {
          record: undefined,
          row: false,
          line: 1,
          issues: [{ field: "(file)", message: "unknown column" }],
        };
        yield { record: makeRecord(0), line: 2 };
      },
    };
    const error = await rejection(reportMaintainDomains(server, source, { skipInvalid: true }));
    expect((error as ValidationError).issues).toEqual([
      { index: null, field: "(file)", message: "unknown column", line: 1 },
    ]);
    expect(error.message).toBe("1 file issue, nothing sent (first: line 1, (file): unknown column)");
    expect(server.calls).toEqual([]);
  });

  test("a bad subListSize is a ValidationError", async () => {
    await expect(reportMaintainDomains(fakeServer(), makeRecords(2), { subListSize: 0 })).rejects.toThrow(
      ValidationError,
    );
  });
});

describe("reportMaintainDomains: checkpoints and resume", () => {
  const failThirdSubList = (server: ReturnType<typeof fakeServer>) => {
    server.fail = (call, n) =>
      call === "subList" && n === 3 ? { error: new InternalServerError({ status: 503 }) } : undefined;
  };

  for (const kind of ["array", "async iterable"] as const) {
    test(`a failed sub-list throws with a checkpoint; resuming sends only the rest (${kind})`, async () => {
      const server = fakeServer();
      failThirdSubList(server);
      const records = makeRecords(23);
      const source = () => (kind === "array" ? records : once(records));
      const saved: ReportCheckpoint[] = [];
      const error = await rejection(
        reportMaintainDomains(server, source(), {
          subListSize: 5,
          onCheckpoint: (cp) => void saved.push(cp),
        }),
      );
      expect(error).toBeInstanceOf(InternalServerError);
      const checkpoint = checkpointOf(error)!;
      expect(checkpoint.accepted.map((a) => [a.index, a.count])).toEqual([
        [0, 5],
        [1, 5],
      ]);
      expect(saved.at(-1)).toEqual(checkpoint);
      if (kind === "array") expect(checkpoint.total).toBe(23);

      server.fail = undefined;
      server.calls.length = 0;
      const stored = JSON.parse(JSON.stringify(checkpoint)) as ReportCheckpoint;
      const result = await reportMaintainDomains(server, source(), { checkpoint: stored });
      // the two accepted sub-lists are confirmed pending, the pending set checked before the merge
      // nothing else pending before the first sub-list of this run, and before the merge
      expect(server.calls).toEqual([
        "status",
        "status",
        "pending",
        "subList",
        "subList",
        "subList",
        "pending",
        "merge",
      ]);
      expect(result.totalDomain).toBe(23);
      const sent = server.pending.length === 0 ? names(server.list) : [];
      expect(sent).toEqual(expectedNames(records));
    });
  }

  test("every record is in the merged list exactly once after a resume", async () => {
    const server = fakeServer();
    failThirdSubList(server);
    const records = makeRecords(23);
    const merged: MaintainDomain[][] = [];
    const merge = server.mergeMaintainDomainSubLists.bind(server);
    server.mergeMaintainDomainSubLists = async (o) => {
      merged.push(server.pending.flat());
      return merge(o);
    };
    const error = await rejection(reportMaintainDomains(server, once(records), { subListSize: 5 }));
    server.fail = undefined;
    await reportMaintainDomains(server, once(records), { subListSize: 5, checkpoint: checkpointOf(error) });
    expect(merged[0]!.map((r) => r.domainName)).toEqual(records.map((r) => r.domainName));
  });

  const mismatches: Array<[string, (records: MaintainDomain[]) => MaintainDomain[]]> = [
    [
      "a record changed in an accepted sub-list",
      (r) => r.map((x, i) => (i === 2 ? { ...x, phone: "+84.1" } : x)),
    ],
    ["a record added before the end", (r) => [makeRecord(999), ...r]],
    ["a record removed", (r) => r.slice(1)],
    [
      "a record changed after the accepted sub-lists",
      (r) => r.map((x, i) => (i === 20 ? { ...x, note: "x" } : x)),
    ],
  ];
  for (const [name, change] of mismatches) {
    for (const kind of ["array", "async iterable"] as const) {
      test(`resuming with different input is refused before anything is sent: ${name} (${kind})`, async () => {
        const server = fakeServer();
        failThirdSubList(server);
        const records = makeRecords(23);
        const error = await rejection(reportMaintainDomains(server, records, { subListSize: 5 }));
        server.fail = undefined;
        server.calls.length = 0;
        const changed = change(records);
        const refused = await rejection(
          reportMaintainDomains(server, kind === "array" ? changed : once(changed), {
            checkpoint: checkpointOf(error)!,
          }),
        );
        expect(refused).toBeInstanceOf(CheckpointMismatchError);
        // an array is checked in full first; a stream is checked up to the accepted sub-lists,
        // so a change after them is found only at the end, still before the merge
        expect(server.calls.filter((c) => c === "merge")).toEqual([]);
        if (kind === "array" || name !== "a record changed after the accepted sub-lists") {
          expect(writes(server)).toEqual([]);
        }
      });
    }
  }

  describe("with rows left out (skipInvalid)", () => {
    // rows 3, 12 and 22 (the last) are invalid: 20 valid records, sub-lists 0-3 of 5
    const withInvalid = (email = "not-an-email") =>
      makeRecords(23).map((r, i) => (i === 3 || i === 12 || i === 22 ? { ...r, email } : r));
    for (const kind of ["array", "async iterable"] as const) {
      test(`resuming sends only the missing sub-lists (${kind})`, async () => {
        const server = fakeServer();
        failThirdSubList(server);
        const records = withInvalid();
        const source = () => (kind === "array" ? records : once(records));
        const error = await rejection(
          reportMaintainDomains(server, source(), { subListSize: 5, skipInvalid: true }),
        );
        expect(checkpointOf(error)!.accepted.map((a) => [a.index, a.count])).toEqual([
          [0, 5],
          [1, 5],
        ]);
        server.fail = undefined;
        server.calls.length = 0;
        const result = await reportMaintainDomains(server, source(), {
          skipInvalid: true,
          checkpoint: checkpointOf(error)!,
        });
        expect(server.calls).toEqual([
          "status",
          "status",
          "pending",
          "subList",
          "subList",
          "pending",
          "merge",
        ]);
        expect(result.skipped.map((i) => i.index)).toEqual([3, 12, 22]);
        expect(names(server.list)).toEqual(expectedNames(records.filter((_, i) => ![3, 12, 22].includes(i))));
      });

      test(`resuming with a left-out row changed is refused before anything is sent (${kind})`, async () => {
        const server = fakeServer();
        failThirdSubList(server);
        const error = await rejection(
          reportMaintainDomains(server, withInvalid(), { subListSize: 5, skipInvalid: true }),
        );
        server.fail = undefined;
        server.calls.length = 0;
        const changed = withInvalid("still-not-an-email");
        const refused = await rejection(
          reportMaintainDomains(server, kind === "array" ? changed : once(changed), {
            skipInvalid: true,
            checkpoint: checkpointOf(error)!,
          }),
        );
        expect(refused).toBeInstanceOf(CheckpointMismatchError);
        expect(writes(server)).toEqual([]);
      });
    }

    test("an input ending with a left-out row that changed is refused (array, checked in full first)", async () => {
      const server = fakeServer();
      failThirdSubList(server);
      const records = withInvalid();
      const error = await rejection(
        reportMaintainDomains(server, records, { subListSize: 5, skipInvalid: true }),
      );
      server.fail = undefined;
      server.calls.length = 0;
      const changed = records.map((r, i) => (i === 22 ? { ...r, email: "other" } : r));
      await expect(
        reportMaintainDomains(server, changed, { skipInvalid: true, checkpoint: checkpointOf(error)! }),
      ).rejects.toThrow(CheckpointMismatchError);
      expect(writes(server)).toEqual([]);
    });
  });

  for (const version of [1, 2]) {
    test(`a version ${version} checkpoint (not bound to a server) is refused with a clear message, nothing asked`, async () => {
      const server = fakeServer();
      failThirdSubList(server);
      const error = await rejection(reportMaintainDomains(server, makeRecords(23), { subListSize: 5 }));
      server.fail = undefined;
      server.calls.length = 0;
      const { target: _, ...rest } = checkpointOf(error)!;
      const old = { ...rest, version } as unknown as ReportCheckpoint;
      const refused = await rejection(reportMaintainDomains(server, makeRecords(23), { checkpoint: old }));
      expect(refused).toBeInstanceOf(CheckpointMismatchError);
      expect(refused.message).toMatch(/^checkpoint from an older cdrapi version .*; start a new upload$/);
      expect(server.calls).toEqual([]);
    });
  }

  test("a checkpoint made with another subListSize is refused", async () => {
    const server = fakeServer();
    failThirdSubList(server);
    const error = await rejection(reportMaintainDomains(server, makeRecords(23), { subListSize: 5 }));
    await expect(
      reportMaintainDomains(server, makeRecords(23), { subListSize: 6, checkpoint: checkpointOf(error)! }),
    ).rejects.toThrow(CheckpointMismatchError);
  });

  test("something that is not a checkpoint is refused", async () => {
    await expect(
      reportMaintainDomains(fakeServer(), makeRecords(2), { checkpoint: { version: 4 } as never }),
    ).rejects.toThrow(/unsupported version/);
  });

  for (const [name, count] of [
    ["sub-lists and a merge", 12],
    ["one full upload", 4],
  ] as const) {
    test(`a completed checkpoint (${name}) is done: resuming it is refused, nothing asked or sent`, async () => {
      const server = fakeServer();
      const saved: ReportCheckpoint[] = [];
      const first = await reportMaintainDomains(server, makeRecords(count), {
        subListSize: 5,
        onCheckpoint: (cp) => void saved.push(cp),
      });
      expect(saved.at(-1)?.merged?.id).toBe(first.id);
      server.calls.length = 0;
      const refused = await rejection(
        reportMaintainDomains(server, makeRecords(count), { checkpoint: saved.at(-1)! }),
      );
      expect(refused).toBeInstanceOf(StaleCheckpointError);
      expect(refused).toMatchObject({ reason: "done" });
      expect(refused.message).toMatch(/completed \(report \d+, .*\): there is nothing to resume/);
      expect(server.calls).toEqual([]);
    });
  }

  test("a merge whose answer was lost after it applied is not merged again (sub-list status tells)", async () => {
    const server = fakeServer();
    server.fail = (call) =>
      call === "merge" ? { error: new ConnectionError({ code: "ECONNRESET" }), afterApply: true } : undefined;
    const records = makeRecords(12);
    const error = await rejection(reportMaintainDomains(server, records, { subListSize: 5 }));
    expect(error).toBeInstanceOf(ConnectionError);
    const checkpoint = checkpointOf(error)!;
    expect(checkpoint.mergeStartedAt).toEqual(expect.any(String));
    server.fail = undefined;
    server.calls.length = 0;
    const result = await reportMaintainDomains(server, records, { checkpoint });
    // each accepted sub-list reads merged; the result is the last one's status
    expect(server.calls).toEqual(["status", "status", "status", "status"]);
    expect(result.requestResult).toBe("SUCCESS");
    expect(result.mergedByEarlierRun).toBe(true);
    expect(server.list.size).toBe(12);
  });

  test("a merge whose answer was lost after it applied is not merged again (the merge answers 404)", async () => {
    const server = fakeServer({ subListStatusAfterMerge: "PENDING" });
    server.fail = (call, n) =>
      call === "merge" && n === 1
        ? { error: new ConnectionError({ code: "ECONNRESET" }), afterApply: true }
        : undefined;
    const records = makeRecords(12);
    const error = await rejection(reportMaintainDomains(server, records, { subListSize: 5 }));
    server.calls.length = 0;
    const saved: ReportCheckpoint[] = [];
    const result = await reportMaintainDomains(server, records, {
      checkpoint: checkpointOf(error)!,
      onCheckpoint: (cp) => void saved.push(cp),
    });
    // an older server leaves merged sub-lists PENDING; nothing pending says the merge applied
    expect(server.calls).toEqual(["status", "status", "status", "pending", "status"]);
    expect(result.mergedByEarlierRun).toBe(true);
    expect(server.list.size).toBe(12);
    expect(saved.at(-1)?.merged).toBeDefined();
    expect(saved.at(-1)?.mergeStartedAt).toBeUndefined();
  });

  test("a merge whose request was lost before it applied is merged again", async () => {
    const server = fakeServer();
    server.fail = (call) =>
      call === "merge" ? { error: new ConnectionError({ code: "ECONNRESET" }) } : undefined;
    const records = makeRecords(12);
    const error = await rejection(reportMaintainDomains(server, records, { subListSize: 5 }));
    server.fail = undefined;
    server.calls.length = 0;
    const result = await reportMaintainDomains(server, records, { checkpoint: checkpointOf(error)! });
    expect(server.calls).toEqual(["status", "status", "status", "pending", "merge"]);
    expect(result.totalDomain).toBe(12);
  });

  test("a merge the server refused leaves no doubt: the next run merges without asking", async () => {
    const server = fakeServer();
    server.fail = (call, n) =>
      call === "merge" && n === 1 ? { error: new InternalServerError({ status: 500 }) } : undefined;
    const records = makeRecords(12);
    const error = await rejection(reportMaintainDomains(server, records, { subListSize: 5 }));
    expect(checkpointOf(error)!.mergeStartedAt).toBeUndefined();
    server.calls.length = 0;
    await reportMaintainDomains(server, records, { checkpoint: checkpointOf(error)! });
    expect(server.calls).toEqual(["status", "status", "status", "pending", "merge"]);
  });

  const appliedWithoutAnswer: Array<[string, ApiError]> = [
    ["a success answer without a ReportRequestInfo", new ApiError({ status: 200, messages: ["no body"] })],
    ["a gateway timeout (504)", new InternalServerError({ status: 504 })],
    ["a bad gateway (502)", new InternalServerError({ status: 502 })],
  ];
  for (const [name, failure] of appliedWithoutAnswer) {
    test(`a merge applied behind ${name} is not refused: the next run asks, then completes`, async () => {
      const server = fakeServer();
      server.fail = (call, n) =>
        call === "merge" && n === 1 ? { error: failure, afterApply: true } : undefined;
      const records = makeRecords(12);
      const error = await rejection(reportMaintainDomains(server, records, { subListSize: 5 }));
      expect(checkpointOf(error)!.mergeStartedAt).toEqual(expect.any(String));
      server.calls.length = 0;
      const result = await reportMaintainDomains(server, records, { checkpoint: checkpointOf(error)! });
      expect(server.calls).toEqual(["status", "status", "status", "status"]);
      expect(result.mergedByEarlierRun).toBe(true);
      expect(server.list.size).toBe(12);
    });
  }

  test("resuming a failed full upload with a shorter stream is refused before anything is sent", async () => {
    const server = fakeServer();
    server.fail = (call) =>
      call === "full" ? { error: new InternalServerError({ status: 503 }) } : undefined;
    const records = makeRecords(5);
    const error = await rejection(reportMaintainDomains(server, records));
    server.fail = undefined;
    server.calls.length = 0;
    const refused = await rejection(
      reportMaintainDomains(server, once(records.slice(0, 3)), { checkpoint: checkpointOf(error)! }),
    );
    expect(refused).toBeInstanceOf(CheckpointMismatchError);
    expect(writes(server)).toEqual([]); // a full upload commits, like the merge: not before the input is checked
  });

  test("a file whose left-out last row is gone in the sending pass is refused before the full upload", async () => {
    const server = fakeServer();
    const list: unknown[] = [...makeRecords(3), { ...makeRecord(3), email: "not-an-email" }];
    const source = rereadable((n) => (n === 2 ? list.slice(0, 3) : list));
    const refused = await rejection(reportMaintainDomains(server, source, { skipInvalid: true }));
    expect(refused).toBeInstanceOf(CheckpointMismatchError);
    expect(writes(server)).toEqual([]);
  });
});

describe("reportMaintainDomains: an uploader that takes a sub-list's JSON text", () => {
  test("sends the text that was hashed, and its checkpoint matches one made from the records", async () => {
    const viaRecords = fakeServer();
    const viaText = fakeServer();
    const bodies: string[] = [];
    viaText.uploadMaintainDomainSubListJson = async (bytes, o) => {
      const body = new TextDecoder().decode(bytes);
      bodies.push(body);
      return viaText.uploadMaintainDomainSubList(JSON.parse(body) as MaintainDomain[], o);
    };
    const records = makeRecords(12);
    const saved: ReportCheckpoint[][] = [[], []];
    await reportMaintainDomains(viaRecords, records, {
      subListSize: 5,
      onCheckpoint: (cp) => void saved[0]!.push(cp),
    });
    await reportMaintainDomains(viaText, records, {
      subListSize: 5,
      onCheckpoint: (cp) => void saved[1]!.push(cp),
    });
    expect(bodies).toHaveLength(3);
    expect(bodies.map((b) => JSON.parse(b) as MaintainDomain[])).toEqual([
      records.slice(0, 5),
      records.slice(5, 10),
      records.slice(10),
    ]);
    // keys in a fixed (sorted) order, whatever the records' own order
    expect(Object.keys(JSON.parse(bodies[0]!)[0])).toEqual(Object.keys(records[0]!).sort());
    expect(saved[1]!.at(-1)!.accepted).toEqual(saved[0]!.at(-1)!.accepted);
    expect(names(viaText.list)).toEqual(expectedNames(records));
  });
});

describe("reportMaintainDomains: the next sub-list is read while one is on the wire", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A fake whose sub-list answers take `ms`; `answered` counts the answers received. */
  function slowServer(ms = 20) {
    const server = fakeServer();
    const state = { answered: 0, inFlight: 0, maxInFlight: 0 };
    const upload = server.uploadMaintainDomainSubList.bind(server);
    server.uploadMaintainDomainSubList = async (domains, o) => {
      state.maxInFlight = Math.max(state.maxInFlight, ++state.inFlight);
      await sleep(ms);
      state.inFlight--;
      const info = await upload(domains, o);
      state.answered++;
      return info;
    };
    return { server, state };
  }

  /** A source that notes, for each record it hands out, how many sub-list answers had arrived. */
  function noting(list: MaintainDomain[], state: { answered: number }, pulls: number[], stallAt = Infinity) {
    return (async function* () {
      for (const [i, record] of list.entries()) {
        if (i === stallAt) await new Promise(() => {}); // a source that never delivers again
        pulls.push(state.answered);
        yield record;
      }
    })();
  }

  /** Answers seen at each pull when sub-list n+1 is read while n is in flight (sub-lists of 5). */
  const overlapped = (count: number) =>
    Array.from({ length: count }, (_, i) => Math.max(0, Math.floor(i / 5) - 1));

  test("one-shot: sub-list n+1 is read and validated before n's answer, never further ahead", async () => {
    const { server, state } = slowServer();
    const pulls: number[] = [];
    const list = makeRecords(23);
    const result = await reportMaintainDomains(server, noting(list, state, pulls), { subListSize: 5 });
    // every record of sub-list k+1 is pulled while sub-list k is on the wire (k answers not
    // in yet, k-1 in): one sub-list ahead; reading in series would have waited for k's answer
    expect(pulls).toEqual(overlapped(23));
    expect(state.maxInFlight).toBe(1); // uploads stay one at a time, in order
    expect(server.count("subList")).toBe(5);
    expect(result.totalDomain).toBe(23);
    expect(names(server.list)).toEqual(expectedNames(list));
  });

  test("one-shot synchronous source: read in batches, never past the sub-list being read", async () => {
    const { server, state } = slowServer();
    const pulls: number[] = [];
    const list = makeRecords(23);
    function* source() {
      for (const record of list) {
        pulls.push(state.answered);
        yield record;
      }
    }
    const result = await reportMaintainDomains(server, source(), { subListSize: 5 });
    expect(pulls).toEqual(overlapped(23)); // the same reads as a source read record by record
    expect(server.count("subList")).toBe(5);
    expect(result.totalDomain).toBe(23);
    expect(names(server.list)).toEqual(expectedNames(list));
  });

  test("re-readable: pass 1 reads everything first, the sending pass reads one sub-list ahead", async () => {
    const { server, state } = slowServer();
    const pulls: number[][] = [];
    const list = makeRecords(23);
    const source = {
      located: true as const,
      rereadable: true,
      [Symbol.asyncIterator]() {
        const pass: number[] = [];
        pulls.push(pass);
        const records = noting(list, state, pass);
        return (async function* () {
          for await (const record of records) yield { record };
        })();
      },
    };
    const saved: ReportCheckpoint[] = [];
    await reportMaintainDomains(server, source, {
      subListSize: 5,
      onCheckpoint: (cp) => void saved.push(cp),
    });
    expect(pulls).toHaveLength(2);
    expect(pulls[0]).toEqual(new Array(23).fill(0)); // nothing sent before the input is known valid
    expect(pulls[1]).toEqual(overlapped(23));
    // checkpoints: each sub-list in flight, then accepted, in order; then the merge (started, done)
    expect(saved.map((cp) => [cp.accepted.length, cp.inFlight?.index ?? null])).toEqual([
      [0, 0],
      [1, null],
      [1, 1],
      [2, null],
      [2, 2],
      [3, null],
      [3, 3],
      [4, null],
      [4, 4],
      [5, null],
      [5, null],
      [5, null],
    ]);
    expect(saved.at(-1)!.accepted.map((a) => a.index)).toEqual([0, 1, 2, 3, 4]);
    expect(saved.at(-1)!.merged?.totalDomain).toBe(23);
  });

  test("the sending pass does not validate again: what goes up is the text pass 1 validated", async () => {
    const server = fakeServer();
    const list = makeRecords(12);
    let reads = 0;
    // the second read hands out a record with a field that is no MaintainDomain field: pass 1
    // would refuse it; the sent text is pass 1's (the field is not in it), so the hashes agree
    const source = rereadable((n) => {
      reads = n;
      return list.map((record, i) => (n === 2 && i === 7 ? { ...record, extra: "x" } : record));
    });
    const result = await reportMaintainDomains(server, source, { subListSize: 5 });
    expect(reads).toBe(2);
    expect(result.totalDomain).toBe(12);
    expect(server.list.get(list[7]!.domainName)).toEqual(list[7]);
  });

  test("re-readable: a record that changed between the passes stops the upload before its sub-list goes up", async () => {
    const { server } = slowServer();
    const list = makeRecords(15);
    const source = rereadable((n) =>
      list.map((record, i) => (n === 2 && i === 7 ? { ...record, ownerName: "Changed" } : record)),
    );
    const error = await rejection(reportMaintainDomains(server, source, { subListSize: 5 }));
    expect(error).toBeInstanceOf(CheckpointMismatchError);
    expect(writes(server)).toEqual(["subList"]); // sub-list 0 had gone up; 1 was found changed while 0 was in flight
    expect(checkpointOf(error)!.accepted.map((a) => a.index)).toEqual([0]);
  });

  test("an invalid record read while sub-list n is in flight prevents the merge; the error has n accepted", async () => {
    const { server, state } = slowServer();
    const list = makeRecords(15);
    list[7] = { ...list[7]!, email: "not an e-mail" };
    const pulls: number[] = [];
    const error = await rejection(
      reportMaintainDomains(server, noting(list, state, pulls), { subListSize: 5 }),
    );
    expect(pulls[7]).toBe(0); // read while sub-list 0 was on the wire
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.index)).toEqual([7]);
    expect(error.message).toMatch(/nothing merged/);
    expect(writes(server)).toEqual(["subList"]);
    expect(server.count("merge")).toBe(0);
    expect(server.list.size).toBe(0);
    expect(checkpointOf(error)!.accepted.map((a) => a.index)).toEqual([0]);
  });

  test("a failed upload surfaces at once, without waiting for the read-ahead", async () => {
    const { server, state } = slowServer();
    server.fail = (call, n) =>
      call === "subList" && n === 2 ? { error: new InternalServerError({ status: 503 }) } : undefined;
    const pulls: number[] = [];
    // the source stalls inside sub-list 2, which is being read while sub-list 1 is on the wire
    const error = await rejection(
      reportMaintainDomains(server, noting(makeRecords(15), state, pulls, 12), { subListSize: 5 }),
    );
    expect(error).toBeInstanceOf(InternalServerError);
    expect(checkpointOf(error)!.accepted.map((a) => a.index)).toEqual([0]);
    expect(pulls).toHaveLength(12);
  });

  test("an abort while the source stalls surfaces at once, with the latest checkpoint", async () => {
    const { server, state } = slowServer(5);
    const controller = new AbortController();
    const onCheckpoint = (cp: ReportCheckpoint) => {
      if (cp.accepted.length === 2) setTimeout(() => controller.abort(), 20);
    };
    const error = await rejection(
      reportMaintainDomains(server, noting(makeRecords(15), state, [], 12), {
        subListSize: 5,
        signal: controller.signal,
        onCheckpoint,
      }),
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(checkpointOf(error)!.accepted.map((a) => a.index)).toEqual([0, 1]);
    expect(server.count("merge")).toBe(0);
  });

  test("an abort during the validation pass of a re-readable source stops reading at once", async () => {
    const server = fakeServer();
    const controller = new AbortController();
    let read = 0;
    const source = rereadable(function* () {
      for (const record of makeRecords(23)) {
        read++;
        yield record;
      }
    });
    const error = await rejection(
      reportMaintainDomains(server, source, {
        subListSize: 5,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.phase === "validate" && p.validated === 5) controller.abort();
        },
      }),
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(read).toBe(6); // the record after the abort is not validated; the rest is not read
    expect(writes(server)).toEqual([]);
  });
});

describe("reportMaintainDomains: progress", () => {
  test("reports validation, uploads, the merge and the end", async () => {
    const events: ReportProgress[] = [];
    await reportMaintainDomains(fakeServer(), makeRecords(12), {
      subListSize: 5,
      onProgress: (p) => events.push(p),
    });
    expect(events.map((e) => e.phase)).toEqual([
      "validate",
      "validate",
      "validate",
      "upload",
      "upload",
      "upload",
      "merge",
      "done",
    ]);
    expect(events.at(-1)).toEqual({
      phase: "done",
      validated: 12,
      sent: 12,
      skipped: 0,
      total: 12,
      subListsAccepted: 3,
      recordsAccepted: 12,
      subListsTotal: 3,
    });
  });

  test("a one-shot stream of 20,000 generated records holds one sub-list at a time", async () => {
    const server = fakeServer();
    let largest = 0;
    const upload = server.uploadMaintainDomainSubList.bind(server);
    server.uploadMaintainDomainSubList = async (domains, o) => {
      largest = Math.max(largest, domains.length);
      return upload(domains, o);
    };
    const result = await reportMaintainDomains(server, generateRecords(20_000), { subListSize: 1000 });
    expect(largest).toBe(1000);
    expect(server.count("subList")).toBe(20);
    expect(result.requestType).toBe("REPLACE");
  });
});

describe("reportMaintainDomains: an answer of FAILURE committed nothing", () => {
  /** The server refuses the `call` (its answer says FAILURE) instead of doing it. */
  function refusing(call: "full" | "subList" | "merge", n = 1) {
    const server = fakeServer();
    const method = {
      full: "uploadMaintainDomainReport",
      subList: "uploadMaintainDomainSubList",
      merge: "mergeMaintainDomainSubLists",
    } as const;
    const real = server[method[call]] as (...args: never[]) => Promise<unknown>;
    let calls = 0;
    Object.assign(server, {
      [method[call]]: async (...args: never[]) => {
        if (++calls !== n) return real(...args);
        server.calls.push(call);
        return { id: 99, requestTime: "2026-11-28T02:30:00.000Z", requestResult: "FAILURE", note: "refused" };
      },
    });
    return server;
  }

  test.each([
    [
      "the full upload",
      "full" as const,
      1,
      5,
      /^the server answered FAILURE to the list of 5 records \(report 99\)/,
      0,
    ],
    [
      "the second sub-list",
      "subList" as const,
      2,
      12,
      /^the server answered FAILURE to sub-list 2 of this upload/,
      1,
    ],
    [
      "the merge",
      "merge" as const,
      1,
      12,
      /^the server answered FAILURE to the merge of 12 records in 3 sub-lists/,
      3,
    ],
  ])("%s: ReportFailedError; the checkpoint holds only what was accepted, nothing merged", async (_n, call, n, count, message, accepted) => {
    const server = refusing(call, n);
    const saved: ReportCheckpoint[] = [];
    const error = await rejection(
      reportMaintainDomains(server, makeRecords(count), {
        subListSize: 5,
        onCheckpoint: (cp) => void saved.push(cp),
      }),
    );
    expect(error).toBeInstanceOf(ReportFailedError);
    expect((error as ReportFailedError).report).toMatchObject({ id: 99, note: "refused" });
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain("refused");
    const last = saved.at(-1);
    expect(last?.accepted.length ?? 0).toBe(accepted);
    expect(last?.merged).toBeUndefined();
    expect(last?.mergeStartedAt).toBeUndefined();
    expect(last?.inFlight).toBeUndefined();
    expect(server.list.size).toBe(0);
  });
});
