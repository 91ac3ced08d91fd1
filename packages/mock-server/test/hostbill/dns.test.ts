import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { fixtures, type MockServer, startMockServer } from "../../src/index.js";
import { type Api, signIn } from "./client.js";

const service = fixtures.services.dns;
const zone = `/service/${service}/dns/${fixtures.zone.id}`;
let server: MockServer;
let api: Api;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  api = await signIn(server);
});

const contents = async () =>
  (await api("GET", zone)).body.records.map(
    (r: { type: string; content: string }) => `${r.type} ${r.content}`,
  );

describe("hosting zones", () => {
  test("GET /dns lists the seeded zone with its service", async () => {
    expect((await api("GET", "/dns")).body).toEqual({
      service_ids: [service],
      zones: [{ domain_id: fixtures.zone.id, name: fixtures.zone.name, service_id: service }],
    });
  });

  test("add, update and remove a record: the zone reads each change", async () => {
    const added = await api("POST", `${zone}/records`, { name: "www", type: "a", content: "203.0.113.20" });
    expect(added.body).toMatchObject({ info: ["dnsnewrecordadded"], record: { type: "A", ttl: 3600 } });
    const id = added.body.record.id as string;
    expect(await contents()).toContain("A 203.0.113.20");
    await api("PUT", `${zone}/records/${id}`, { content: "203.0.113.21" });
    expect(await contents()).toContain("A 203.0.113.21");
    expect(await contents()).not.toContain("A 203.0.113.20");
    expect((await api("DELETE", `${zone}/records/${id}`)).status).toBe(200);
    expect(await contents()).toEqual(["A 203.0.113.10", "MX mail.vidu-hostbill.vn", "TXT v=spf1 mx -all"]);
    expect((await api("DELETE", `${zone}/records/${id}`)).status).toBe(404);
  });

  test("create and delete a zone", async () => {
    const created = await api("POST", `/service/${service}/dns`, { name: "Moi-Zone.vn" });
    expect(created.body.info).toEqual(["Domain zone moi-zone.vn was created successfully."]);
    expect((await api("POST", `/service/${service}/dns`, { name: "moi-zone.vn" })).status).toBe(400);
    const id = created.body.zone.domain_id as string;
    expect((await api("GET", `/service/${service}/dns/${id}`)).body).toMatchObject({
      name: "moi-zone.vn",
      records: [],
    });
    expect((await api("DELETE", `/service/${service}/dns/${id}`)).status).toBe(200);
    expect((await api("GET", `/service/${service}/dns/${id}`)).status).toBe(404);
  });

  test.each([
    [`/service/${service}/dns/${fixtures.unknownId}`],
    [`/service/${fixtures.unknownId}/dns/${fixtures.zone.id}`],
    [`/service/${fixtures.services.cloud}/dns/${fixtures.zone.id}`],
  ])("GET %s: 404", async (path) => {
    expect((await api("GET", path)).status).toBe(404);
  });
});

describe("a domain's records are its zone's", () => {
  test("a record added through /domain/{id}/dns shows in the hosting zone", async () => {
    const domain = `/domain/${fixtures.domain.id}/dns`;
    expect((await api("GET", domain)).body.records).toHaveLength(3);
    await api("POST", domain, { name: "mail", type: "A", content: "203.0.113.30" });
    expect(await contents()).toContain("A 203.0.113.30");
    await api("DELETE", `${domain}/${fixtures.records.txt}`);
    expect(await contents()).not.toContain("TXT v=spf1 mx -all");
  });
});
