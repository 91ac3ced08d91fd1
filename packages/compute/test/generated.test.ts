// Every generated method of compute on the wire (method, encoded path, JSON body, bearer
// token) against a scripted loopback server, and its path-id checks (the shared table in
// @cdrapi/test-helpers); the 0.1 names are in operations.test.ts.
import { describeGeneratedMethods } from "@cdrapi/test-helpers";
import { methodIndex } from "../src/generated/method-index.js";
import { createComputeClient, operations, ValidationError } from "../src/index.js";

describeGeneratedMethods({ create: createComputeClient, methodIndex, operations, ValidationError });
