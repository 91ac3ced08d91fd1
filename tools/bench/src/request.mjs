// 1. Per-request overhead: the SDK's full middleware stack (auth, URL policy, timeout, retry
// decision, response parsing, typed errors) against bare fetch, bare openapi-fetch and axios,
// making the same request to the same server. Requests run one after another (no overlap), so
// requests per second is the inverse of the time one request costs.
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

function variants(url) {
  const compute = createComputeClient({ baseUrl: url, auth: { token: TOKEN } });
  const reporting = createReportingClient({ baseUrl: url, credentials: CREDENTIALS });
  const bare = createClient({ baseUrl: url });
  const bearer = { authorization: `Bearer ${TOKEN}`, accept: "application/json" };
  const basic = { authorization: BASIC, accept: "application/json", "content-type": "application/json" };
  const resources = `${url}/service/1201/resources`;
  const subLists = `${url}/v1/reports/maintain-domains/sub-lists`;
  return {
    "compute.getServiceResources": {
      SDK: () => compute.getServiceResources("1201"),
      fetch: async () => (await fetch(resources, { headers: bearer })).json(),
      "openapi-fetch": async () =>
        (await bare.GET("/service/{id}/resources", { params: { path: { id: "1201" } }, headers: bearer }))
          .data,
      axios: async () => (await axios.get(resources, { headers: bearer })).data,
    },
    "reporting.uploadMaintainDomainSubList (10 records)": {
      SDK: () => reporting.uploadMaintainDomainSubList(SMALL_LIST),
      fetch: async () =>
        (await fetch(subLists, { method: "POST", headers: basic, body: JSON.stringify(SMALL_LIST) })).json(),
      "openapi-fetch": async () =>
        (await bare.POST("/v1/reports/maintain-domains/sub-lists", { body: SMALL_LIST, headers: basic }))
          .data,
      axios: async () => (await axios.post(subLists, SMALL_LIST, { headers: basic })).data,
    },
  };
}

/** @returns {Promise<Record<string, Record<string, number>>>} operation -> variant -> median req/s */
export async function benchRequests(url, { rounds, perRound, warmup }) {
  const results = {};
  for (const [op, vs] of Object.entries(variants(url))) {
    const names = Object.keys(vs);
    for (const name of names) for (let i = 0; i < warmup; i++) await vs[name]();
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    for (let round = 0; round < rounds; round++) {
      // Rotate the order each round so no variant always runs first (or after a GC-heavy one).
      const order = names.map((_, k) => names[(k + round) % names.length]);
      for (const name of order) {
        const start = process.hrtime.bigint();
        for (let i = 0; i < perRound; i++) await vs[name]();
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        samples[name].push(perRound / seconds);
      }
    }
    results[op] = Object.fromEntries(names.map((n) => [n, median(samples[n])]));
  }
  return results;
}
