// createBillingClient: every generated method on the wire (method, encoded path, JSON body,
// bearer token) against a scripted loopback server, path ids and options checked before any
// request (the shared table in @cdrapi/test-helpers), and version.ts against package.json.
import { readFileSync } from "node:fs";
import { describeHostBillClient } from "@cdrapi/test-helpers";
import { expect, test } from "@jest/globals";
import { methodIndex } from "../src/generated/method-index.js";
import { createBillingClient, operations, ValidationError } from "../src/index.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../src/version.js";

describeHostBillClient({ create: createBillingClient, methodIndex, operations, ValidationError });

test("version.ts matches package.json", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect([PACKAGE_NAME, PACKAGE_VERSION]).toEqual([pkg.name, pkg.version]);
});
