// Jest's globalTeardown for the CLI's tests: removes the executable bundle-bin.mjs made.
import { rmSync } from "node:fs";
import { dirname } from "node:path";

export default function removeBin() {
  if (process.env.CDRAPI_TEST_BIN)
    rmSync(dirname(process.env.CDRAPI_TEST_BIN), { recursive: true, force: true });
}
