import {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  UnprocessableEntityError,
  ValidationError,
} from "@cdrapi/core";
import {
  CheckpointMismatchError,
  PendingSubListsError,
  ReportCountError,
  ReportFailedError,
  type ReportRequestInfo,
  StaleCheckpointError,
} from "@cdrapi/reporting";
import { describe, expect, test } from "@jest/globals";
import { EXIT, exitCodeOf, InputError, UsageError } from "../src/exit-codes.js";

const api = <T>(Class: new (init: { status: number }) => T, status: number) => new Class({ status });

describe("exitCodeOf", () => {
  const cases: [string, unknown, number][] = [
    ["usage", new UsageError("x"), EXIT.USAGE],
    ["input file", new InputError("x"), EXIT.INVALID_INPUT],
    ["validation", new ValidationError([{ index: 0, field: "email", message: "bad" }]), EXIT.INVALID_INPUT],
    ["checkpoint of another input", new CheckpointMismatchError("x"), EXIT.INVALID_INPUT],
    ["stale checkpoint", new StaleCheckpointError("merged", "x"), EXIT.INVALID_INPUT],
    [
      "sub-lists of another upload pending",
      new PendingSubListsError({ foreign: [1], pendingRecords: 5, expectedRecords: 3, sentSome: false }),
      EXIT.PENDING_CONFLICT,
    ],
    [
      "a committed count that differs",
      new ReportCountError({ id: 9, totalDomain: 3 } as ReportRequestInfo, 5),
      EXIT.REPORT_MISMATCH,
    ],
    [
      "the server answered FAILURE",
      new ReportFailedError(
        { id: 9, requestResult: "FAILURE" } as ReportRequestInfo,
        "the list of 5 records",
      ),
      EXIT.REPORT_FAILED,
    ],
    ["400", api(BadRequestError, 400), EXIT.INVALID_INPUT],
    ["422", api(UnprocessableEntityError, 422), EXIT.INVALID_INPUT],
    ["401", api(AuthenticationError, 401), EXIT.AUTH],
    ["403", api(PermissionDeniedError, 403), EXIT.AUTH],
    ["404: what the command named does not exist", api(NotFoundError, 404), EXIT.INVALID_INPUT],
    ["429", api(RateLimitError, 429), EXIT.SERVER],
    ["500", api(InternalServerError, 503), EXIT.SERVER],
    ["other status", api(ApiError, 418), EXIT.SERVER],
    ["connection", new ConnectionError({ code: "ECONNREFUSED" }), EXIT.SERVER],
    ["timeout", new TimeoutError({ timeoutMs: 10 }), EXIT.SERVER],
    ["abort (Ctrl-C)", new AbortError(), EXIT.INTERRUPTED],
    ["file error", Object.assign(new Error("ENOENT"), { code: "ENOENT" }), EXIT.INVALID_INPUT],
  ];
  test.each(cases)("%s", (_name, error, code) => {
    expect(exitCodeOf(error)).toBe(code);
  });
});
