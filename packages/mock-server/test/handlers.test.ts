/** Which handler answers which operation, and drift between the handlers and the document. */

import { expect, test } from "@jest/globals";
import { loadDocument } from "../src/openapi.js";
import { resolveHandlers, routeKey } from "../src/routes/index.js";

const model = await loadDocument();
const find = (id: string) => model.operations.find((o) => o.operationId === id)!;

test.each([
  ["GET", "/service/{id}/vms/{vmid}", "GET /service/{}/vms/{}"],
  [
    "delete",
    "/service/{service_id}/dns/{zone_id}/records/{record_id}",
    "DELETE /service/{}/dns/{}/records/{}",
  ],
  ["post", "/login", "POST /login"],
])("routeKey(%s, %s) = %s", (method, path, want) => {
  expect(routeKey(method, path)).toBe(want);
});

test("every operation of the document gets a handler; stateful ones take their operations", () => {
  const table = resolveHandlers(model.operations);
  expect(table.byOperationId.size).toBe(model.operations.length);
  expect(table.unresolved).toEqual([]);
  expect(table.exampleBased).not.toContain(find("Cloud Virtual Machine_listVms").operationId);
});

test("an operation gone from the document leaves its handler unresolved (drift)", () => {
  const gone = model.operations.find((o) => o.method === "get" && o.path === "/service/{id}/vms/{vmid}")!;
  const table = resolveHandlers(model.operations.filter((o) => o !== gone));
  expect(table.unresolved).toEqual(["GET /service/{id}/vms/{vmid}"]);
});

test("a reporting operation keeps its handler by operationId", () => {
  const table = resolveHandlers(
    model.operations.filter((o) => o.operationId !== "getStatusOfReportUsingGET"),
  );
  expect(table.unresolved).toEqual(["getStatusOfReportUsingGET"]);
});
