// Writes a small JSON summary of one Jest run (passed/failed tests, suites that failed to
// run) so tools/test-report/run.mjs can print one `N passed, N failed` line for the repo.
const { mkdirSync, writeFileSync } = require("node:fs");
const { dirname, resolve } = require("node:path");

class JsonSummaryReporter {
  constructor(globalConfig, options) {
    this.rootDir = globalConfig.rootDir;
    this.outputFile = options.outputFile;
  }

  onRunComplete(_contexts, results) {
    const failedSuites = results.testResults.filter(
      (r) => r.testExecError || (r.failureMessage && r.numFailingTests === 0),
    );
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + failedSuites.length,
      skipped: results.numPendingTests + results.numTodoTests,
      suitesFailedToRun: failedSuites.map((r) => r.testFilePath),
    };
    const file = resolve(this.rootDir, this.outputFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  }
}

module.exports = JsonSummaryReporter;
