// `validateResponses` of a group client against a loopback server whose VM list differs from the
// document (a status that is a number, a label that is a list): off, nothing is
// said and the data comes back as sent; "warn", one warning naming the operation and each field
// path, the data as sent; "throw", a ResponseValidationError with the same. Neither shows a
// value of the answer or the token (the server puts the token in the differing field).
import { ResponseValidationError, responseValidator } from "@cdrapi/core/validate";
import { json, recordingLogger, rejection, startServer, type TestServer } from "@cdrapi/test-helpers";
import { afterAll, beforeAll, describe, expect, jest, test } from "@jest/globals";
import {
  CdrapiError,
  type ComputeClientOptions,
  createComputeClient,
  responseSchemas,
} from "../src/index.js";

const TOKEN = "validate-token-s3cret";
const ANSWER = {
  vms: [
    { id: "vm-1", status: "running" },
    { id: "vm-2", status: 3, label: [TOKEN] },
  ],
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer(json(200, ANSWER));
});
afterAll(() => server.close());

/** A client with the token, and the transport options given. */
const client = (options: Omit<ComputeClientOptions, "auth">) =>
  createComputeClient({ ...options, baseUrl: server.url, auth: { token: TOKEN } });
const validator = () => responseValidator(responseSchemas);
// In the schema's order of fields.
const ISSUES = ["vms[1].label: expected string, got array", "vms[1].status: expected string, got number"];

describe("validateResponses", () => {
  test("off (the default): nothing said, the answer as sent", async () => {
    const { logger, lines } = recordingLogger();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await client({ logger }).vms.list("1201")).toEqual(ANSWER);
      // Even with a checker given: it is used only when validateResponses asks.
      expect(await client({ logger, responseValidator: validator() }).vms.list("1201")).toEqual(ANSWER);
      expect(lines.filter((line) => line.startsWith("warn"))).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  test('"warn": one warning naming the operation and each field path, the answer as sent', async () => {
    const { logger, lines } = recordingLogger();
    const vms = client({ logger, validateResponses: "warn", responseValidator: validator() }).vms;
    expect(await vms.list("1201")).toEqual(ANSWER);
    expect(lines.filter((line) => line.startsWith("warn"))).toEqual([
      `warn Cloud Virtual Machine_listVms: the answer differs from the document: ${ISSUES.join("; ")} `,
    ]);
  });

  test('"warn" without a logger: console.warn', async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await client({ validateResponses: "warn", responseValidator: validator() }).vms.list("1201");
      expect(warn.mock.calls).toEqual([
        [`Cloud Virtual Machine_listVms: the answer differs from the document: ${ISSUES.join("; ")}`],
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  test('"throw": a ResponseValidationError with the operation and the issues, no secret', async () => {
    const error = await rejection(
      client({ validateResponses: "throw", responseValidator: validator() }).vms.list("1201"),
    );
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toBeInstanceOf(CdrapiError); // one class, whichever entry point made it
    const { name, operationId, issues, message } = error as ResponseValidationError;
    expect({ name, operationId, issues }).toEqual({
      name: "ResponseValidationError",
      operationId: "Cloud Virtual Machine_listVms",
      issues: ISSUES,
    });
    expect(JSON.stringify(error) + message).not.toContain(TOKEN);
  });

  test("an answer as the document has it passes in silence", async () => {
    const good = await startServer(json(200, { vms: [{ id: "vm-1", status: "running" }] }));
    try {
      const vms = createComputeClient({
        baseUrl: good.url,
        auth: { token: TOKEN },
        validateResponses: "throw",
        responseValidator: validator(),
      }).vms;
      expect(await vms.list("1201")).toEqual({ vms: [{ id: "vm-1", status: "running" }] });
    } finally {
      await good.close();
    }
  });

  test.each([
    [{ validateResponses: "warn" }, /validateResponses: must be "warn" or "throw", with a responseValidator/],
    [
      { validateResponses: "loud", responseValidator: validator() },
      /validateResponses: must be "warn" or "throw"/,
    ],
  ])("%j: a ValidationError when the client is made", (options, message) => {
    expect(() => client(options as Omit<ComputeClientOptions, "auth">)).toThrow(message);
  });
});
