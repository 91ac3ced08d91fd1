// Preloaded (--import) into a CLI child process by the memory tests and the benchmarks: at exit,
// writes the process's peak resident set size (KiB) to the file named by CDRAPI_TEST_RSS_FILE.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  if (process.env.CDRAPI_TEST_RSS_FILE) {
    writeFileSync(process.env.CDRAPI_TEST_RSS_FILE, String(process.resourceUsage().maxRSS));
  }
});
