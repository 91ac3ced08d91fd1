// services.waitFor: a service's status after an order, read until it is Active (a bare server
// answering Pending, then Active, as HostBill does once the order is provisioned).
import { json, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterEach, expect, test } from "@jest/globals";
import { createServicesClient } from "../src/index.js";

let server: TestServer | undefined;
afterEach(() => server?.close());

const service = (status: string) => json(200, { service: { id: "301", status } }, { "retry-after": "0" });

test("waitFor reads the service until it is Active, and resolves to the service", async () => {
  server = await startServer([service("Pending"), service("Pending"), service("Active")]);
  const services = createServicesClient({ baseUrl: server.url, auth: { token: "tok-0123456789" } });
  const seen: string[] = [];
  const active = await services.services.waitFor(
    "301",
    (s) => {
      seen.push(String(s.status));
      return s.status === "Active";
    },
    { intervalMs: 1 }, // the server's Retry-After: 0 never makes it shorter
  );
  expect(active).toEqual({ id: "301", status: "Active" });
  expect(seen).toEqual(["Pending", "Pending", "Active"]);
  expect(server.requests.map((r) => `${r.method} ${r.url} ${r.headers.authorization}`)).toEqual(
    Array(3).fill("GET /service/301 Bearer tok-0123456789"),
  );
});
