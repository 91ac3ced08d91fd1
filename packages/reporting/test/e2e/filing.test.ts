// The recovery policy of a nightly filing (`fileMaintainedDomains`), against the reference server
// on loopback: a table of how the night before left things, and what the library says it did and
// leaves in the caller's two stores (the checkpoint, the last filing).
import { DEMO_REGISTRAR, type MockServer, startMockServer } from "@cdrapi/mock-server";
import {
  AbortError,
  CheckpointMismatchError,
  createReportingClient,
  type LastFiling,
  type ReportCheckpoint,
  ReportCountError,
  type ReportingClient,
} from "@cdrapi/reporting";
import { type CheckpointStore, type FilingStore, fileMaintainedDomains } from "@cdrapi/reporting/bulk";
import { type Proxy as Gateway, makeRecords, startProxy } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";

const SUB_LISTS = "/v1/reports/maintain-domains/sub-lists";
const MERGE = "/v1/reports/maintain-domains/sub-lists/merge";

let server: MockServer;
let client: ReportingClient;
/** In front of the server: the merge's answer counts one domain more than the server holds. */
let miscounting: Gateway;
beforeAll(async () => {
  server = await startMockServer();
  client = createReportingClient({ baseUrl: server.url, credentials: DEMO_REGISTRAR });
  miscounting = await startProxy(server.url, {
    rewrite: (method, path, body) =>
      method === "PUT" && path === MERGE
        ? { ...(body as object), totalDomain: (body as { totalDomain: number }).totalDomain + 1 }
        : undefined,
  });
});
afterAll(async () => {
  await miscounting.close();
  await server.close();
});
beforeEach(() => server.reset());

/** The two stores in memory, with what the library did to them. */
function memoryStores(checkpoint?: ReportCheckpoint, filing?: LastFiling) {
  const state = {
    checkpoint,
    kept: undefined as ReportCheckpoint | undefined,
    forgotten: false,
    filing,
    /** Every checkpoint saved during the run, in order. */
    saves: [] as ReportCheckpoint[],
  };
  const checkpoints: CheckpointStore = {
    load: () => state.checkpoint,
    save: (next) => {
      state.saves.push(next);
    },
    keep: (next) => {
      state.kept = next;
    },
    forget: () => {
      state.forgotten = true;
    },
  };
  const filings: FilingStore = {
    load: () => state.filing,
    save: (next) => {
      state.filing = next;
    },
  };
  return { state, checkpoints, filings };
}

const TODAY = makeRecords(30);
/** Yesterday's export: the same domains, one owner since renamed. */
const OTHER = TODAY.map((r, i) => (i === 5 ? { ...r, ownerName: "Tên cũ" } : r));

/** A run stopped (its signal aborted) once its first sub-list is accepted: the checkpoint it left. */
async function interruptedRun(records: readonly unknown[]): Promise<ReportCheckpoint> {
  const stores = memoryStores();
  const controller = new AbortController();
  const outcome = await fileMaintainedDomains(client, records as typeof TODAY, {
    ...stores,
    subListSize: 10,
    signal: controller.signal,
    onProgress: (p) => {
      if (p.phase === "upload" && p.subListsAccepted === 1) controller.abort();
    },
  });
  expect(outcome.outcome).toBe("kept-for-resume");
  return stores.state.kept!;
}

/** A run that completed: the last checkpoint it saved (its report committed). */
async function completedRun(records: readonly unknown[]): Promise<ReportCheckpoint> {
  const stores = memoryStores();
  await fileMaintainedDomains(client, records as typeof TODAY, { ...stores, subListSize: 10 });
  return stores.state.saves.at(-1)!;
}

interface Case {
  /** How the night before left things: the checkpoint in the store. */
  before: () => Promise<ReportCheckpoint | undefined>;
  via?: "miscounting";
  stop?: boolean;
  outcome: string;
  how?: string;
  /** Sub-lists this run sends. */
  sent: number;
  /** After the run: the checkpoint kept (its accepted sub-lists), forgotten, and the filing recorded. */
  kept?: number;
  forgotten: boolean;
  filing: "recorded" | "none";
  error?: new (...args: never[]) => Error;
}

const CASES: Array<[string, Case]> = [
  [
    "fresh: no checkpoint",
    {
      before: async () => undefined,
      outcome: "filed",
      how: "fresh",
      sent: 3,
      forgotten: true,
      filing: "recorded",
    },
  ],
  [
    "a resumable checkpoint: only the rest is sent",
    {
      before: () => interruptedRun(TODAY),
      outcome: "filed",
      how: "resumed",
      sent: 2,
      forgotten: true,
      filing: "recorded",
    },
  ],
  [
    "a merged checkpoint: nothing to resume, filed afresh",
    {
      before: () => completedRun(TODAY),
      outcome: "filed",
      how: "fresh",
      sent: 3,
      forgotten: true,
      filing: "recorded",
    },
  ],
  [
    "a checkpoint of another input: this input filed whole",
    {
      before: () => interruptedRun(OTHER),
      outcome: "filed",
      how: "restarted",
      sent: 3,
      forgotten: true,
      filing: "recorded",
    },
  ],
  [
    "interrupted: the checkpoint kept for the next run",
    {
      before: async () => undefined,
      stop: true,
      outcome: "kept-for-resume",
      sent: 1,
      kept: 1,
      forgotten: false,
      filing: "none",
      error: AbortError,
    },
  ],
  [
    "committed with a count mismatch: recorded as the server counts it, nothing kept",
    {
      before: async () => undefined,
      via: "miscounting",
      outcome: "committed-mismatch",
      sent: 3,
      forgotten: true,
      filing: "recorded",
      error: ReportCountError,
    },
  ],
];

describe("fileMaintainedDomains: the nightly filing's recovery", () => {
  test.each(CASES)("%s", async (_name, c) => {
    const saved = await c.before();
    const sentBefore = server.requestCount("POST", SUB_LISTS);
    const stores = memoryStores(saved);
    const controller = new AbortController();
    const restarts: Error[] = [];
    const via = c.via
      ? createReportingClient({ baseUrl: miscounting.url, credentials: DEMO_REGISTRAR })
      : client;
    const outcome = await fileMaintainedDomains(via, TODAY, {
      ...stores,
      subListSize: 10,
      signal: controller.signal,
      onRestart: (reason) => restarts.push(reason),
      onProgress: (p) => {
        if (c.stop && p.phase === "upload" && p.subListsAccepted === 1) controller.abort();
      },
    });
    expect(outcome.outcome).toBe(c.outcome);
    if (outcome.outcome === "filed") {
      expect(outcome.how).toBe(c.how);
      expect(outcome.result.totalDomain).toBe(30);
      if (outcome.how === "restarted") {
        expect(outcome.reason).toBeInstanceOf(CheckpointMismatchError);
        expect(restarts).toEqual([outcome.reason]);
      }
    } else {
      expect(outcome.error).toBeInstanceOf(c.error!);
    }
    expect(server.requestCount("POST", SUB_LISTS) - sentBefore).toBe(c.sent);
    expect(stores.state.kept?.accepted.length).toBe(c.kept);
    expect(stores.state.forgotten).toBe(c.forgotten);
    if (c.filing === "none") expect(stores.state.filing).toBeUndefined();
    else {
      const report =
        outcome.outcome === "filed"
          ? outcome.result
          : outcome.outcome === "committed-mismatch"
            ? outcome.report
            : undefined;
      expect(stores.state.filing).toEqual({ report: report!.id, domains: report!.totalDomain });
    }
  });

  test("refused (an invalid record): thrown, nothing sent, the stores untouched", async () => {
    const stores = memoryStores(undefined, { report: 1, domains: 0 });
    const invalid = [...TODAY.slice(0, 29), { ...TODAY[29]!, email: "not an address" }];
    await expect(fileMaintainedDomains(client, invalid, { ...stores, subListSize: 10 })).rejects.toThrow(
      /invalid record/,
    );
    expect(server.requestCount("POST", SUB_LISTS)).toBe(0);
    expect(stores.state).toMatchObject({
      kept: undefined,
      forgotten: false,
      filing: { report: 1, domains: 0 },
    });
  });
});
