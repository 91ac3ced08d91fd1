import { describe, expect, test } from "@jest/globals";
import { main } from "../src/bin.js";
import { DEMO_REGISTRAR, DEMO_USER } from "../src/index.js";
import { basic, record } from "./helpers.js";

describe("cdrapi-mock", () => {
  test("starts, prints the URL and the demo credentials, and answers", async () => {
    const lines: string[] = [];
    const server = await main(["--port", "0", "--host", "127.0.0.1"], { log: (line) => lines.push(line) });
    try {
      expect(server).toBeDefined();
      const output = lines.join("\n");
      expect(output).toContain(server!.url);
      expect(output).toContain(`${DEMO_REGISTRAR.username} / ${DEMO_REGISTRAR.password}`);
      expect(output).toContain(`${DEMO_USER.username} / ${DEMO_USER.password}`);
      const response = await fetch(`${server!.url}/v1/places/provinces`, {
        headers: { authorization: basic() },
      });
      expect(response.status).toBe(200);
    } finally {
      await server?.close();
    }
  });

  test("--help prints usage and starts nothing", async () => {
    const lines: string[] = [];
    expect(await main(["--help"], { log: (line) => lines.push(line) })).toBeUndefined();
    expect(lines.join("\n")).toContain("Usage: cdrapi-mock");
  });

  test.each([[["--port", "http"]], [["--port", "70000"]], [["--verbose"]]])("%j is refused", async (argv) => {
    await expect(main(argv, { log: () => {} })).rejects.toThrow();
  });
});

describe("cdrapi-mock --pending-sub-list-ttl-ms", () => {
  test("sets how long pending sub-lists live", async () => {
    const server = await main(["--port", "0", "--pending-sub-list-ttl-ms", "50"], { log: () => {} });
    try {
      const sub = `${server!.url}/v1/reports/maintain-domains/sub-lists`;
      const headers = { authorization: basic(), "content-type": "application/json" };
      const body = JSON.stringify([record("a.vn")]);
      expect((await fetch(sub, { method: "POST", headers, body })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await (await fetch(sub, { headers })).json()).toEqual({ totalDomain: 0, subLists: [] });
    } finally {
      await server?.close();
    }
  });

  test.each([["0"], ["-5"], ["1e3"], ["ten"], [""]])("%j is refused", async (value) => {
    await expect(
      main(["--port", "0", `--pending-sub-list-ttl-ms=${value}`], { log: () => {} }),
    ).rejects.toThrow(RangeError);
  });
});
