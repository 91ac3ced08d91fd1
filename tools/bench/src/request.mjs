// 1. Per-request overhead: the SDK's full request path (auth, URL policy, timeout, retry
// decision, bounded body read, one parse, typed errors) against bare fetch, bare openapi-fetch
// and axios, making the same request to the same server (its own process). Requests run one
// after another (no overlap), so the wall time of a round over its count is what one request
// costs; the client CPU (process.cpuUsage, user + system) of the round over its count is what
// the client spent on it. Each variant's figure is the median of its rounds; a ratio is the
// median of the per-round ratios (the variants of a round run back to back, so a load change
// on this shared machine moves both sides of a ratio alike).
import { createComputeClient } from "@cdrapi/compute";
import { createReportingClient } from "@cdrapi/reporting";
import { makeRecord } from "@cdrapi/test-helpers/records";
import axios from "axios";
import createClient from "openapi-fetch";
import { median } from "./stats.mjs";

const TOKEN = "bench-token";
const CREDENTIALS = { username: "bench-registrar", password: "bench-secret" };
const BASIC = `Basic ${Buffer.from(`${CREDENTIALS.username}:${CREDENTIALS.password}`).toString("base64")}`;
const SMALL_LIST = Array.from({ length: 10 }, (_, i) => makeRecord(i));

/**
 * @param before the `packages` folder of another build (BENCH_BEFORE): its SDK calls are variants too
 * @returns {Promise<Record<string, Record<string, () => Promise<unknown>>>>} operation -> variant -> one request
 */
export async function variants(url, before) {
  const compute = createComputeClient({ baseUrl: url, auth: { token: TOKEN } });
  const reporting = createReportingClient({ baseUrl: url, credentials: CREDENTIALS });
  const old = before && {
    compute: (await import(`${before}/compute/dist/index.js`)).createComputeClient({
      baseUrl: url,
      auth: { token: TOKEN },
    }),
    reporting: (await import(`${before}/reporting/dist/index.js`)).createReportingClient({
      baseUrl: url,
      credentials: CREDENTIALS,
    }),
  };
  const bare = createClient({ baseUrl: url });
  const bearer = { authorization: `Bearer ${TOKEN}`, accept: "application/json" };
  const basic = { authorization: BASIC, accept: "application/json", "content-type": "application/json" };
  const resources = `${url}/service/1201/resources`;
  const subLists = `${url}/v1/reports/maintain-domains/sub-lists`;
  /**
   * Bare fetch with a deadline, as any production caller writes it (the SDK has one per attempt,
   * 60 s by default): an AbortController and a timer. Its cost over bare fetch is undici's, not
   * the SDK's, so the SDK's own cost is its distance to this one.
   */
  const withDeadline = async (send) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 60_000);
    try {
      return await send(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    "compute.vms.getResources": {
      SDK: () => compute.vms.getResources("1201"),
      fetch: async () => (await fetch(resources, { headers: bearer })).json(),
      "fetch + deadline": () =>
        withDeadline(async (signal) => (await fetch(resources, { headers: bearer, signal })).json()),
      "openapi-fetch": async () =>
        (await bare.GET("/service/{id}/resources", { params: { path: { id: "1201" } }, headers: bearer }))
          .data,
      axios: async () => (await axios.get(resources, { headers: bearer })).data,
      // The typed openapi-fetch client of the SDK, through the same request path.
      "SDK client.api": async () =>
        (await compute.api.GET("/service/{id}/resources", { params: { path: { id: "1201" } } })).data,
      ...(old && {
        "SDK before": () => old.compute.getServiceResources("1201"),
        "SDK client.api before": async () =>
          (await old.compute.api.GET("/service/{id}/resources", { params: { path: { id: "1201" } } })).data,
      }),
    },
    "reporting.reports.uploadMaintainDomainSubList (10 records)": {
      SDK: () => reporting.reports.uploadMaintainDomainSubList(SMALL_LIST),
      fetch: async () =>
        (await fetch(subLists, { method: "POST", headers: basic, body: JSON.stringify(SMALL_LIST) })).json(),
      "fetch + deadline": () =>
        withDeadline(async (signal) =>
          (
            await fetch(subLists, {
              method: "POST",
              headers: basic,
              body: JSON.stringify(SMALL_LIST),
              signal,
            })
          ).json(),
        ),
      "openapi-fetch": async () =>
        (await bare.POST("/v1/reports/maintain-domains/sub-lists", { body: SMALL_LIST, headers: basic }))
          .data,
      axios: async () => (await axios.post(subLists, SMALL_LIST, { headers: basic })).data,
      ...(old && { "SDK before": () => old.reporting.uploadMaintainDomainSubList(SMALL_LIST) }),
    },
  };
}

/**
 * @returns {Promise<Record<string, Record<string, { wallUs: number, cpuUs: number, rps: number, wallRounds: number[], cpuRounds: number[] }>>>}
 *   operation -> variant -> medians per request, and each round's figures (in round order, so
 *   two variants' figures of one round, run back to back, can be paired into a ratio)
 */
export async function benchRequests({ rounds, perRound, warmup }, table) {
  const results = {};
  for (const [op, vs] of Object.entries(table)) {
    const names = Object.keys(vs);
    for (const name of names) for (let i = 0; i < warmup; i++) await vs[name]();
    const wall = Object.fromEntries(names.map((n) => [n, []]));
    const cpu = Object.fromEntries(names.map((n) => [n, []]));
    for (let round = 0; round < rounds; round++) {
      // Rotate the order each round so no variant always runs first (or after a GC-heavy one).
      const order = names.map((_, k) => names[(k + round) % names.length]);
      for (const name of order) {
        const cpuStart = process.cpuUsage();
        const start = process.hrtime.bigint();
        for (let i = 0; i < perRound; i++) await vs[name]();
        const wallNs = Number(process.hrtime.bigint() - start);
        const used = process.cpuUsage(cpuStart);
        wall[name].push(wallNs / 1e3 / perRound);
        cpu[name].push((used.user + used.system) / perRound);
      }
    }
    results[op] = Object.fromEntries(
      names.map((n) => {
        const wallUs = median(wall[n]);
        return [
          n,
          { wallUs, cpuUs: median(cpu[n]), rps: 1e6 / wallUs, wallRounds: wall[n], cpuRounds: cpu[n] },
        ];
      }),
    );
  }
  return results;
}
