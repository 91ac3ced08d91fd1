import { jestConfig } from "../../jest.config.base.mjs";

export default jestConfig(import.meta.dirname, {
  // The executable the tests start, bundled once per run (test/helpers/bundle-bin.mjs).
  globalSetup: "<rootDir>/test/helpers/bundle-bin.mjs",
  globalTeardown: "<rootDir>/test/helpers/remove-bin.mjs",
  // The longest suite of the test command: two files at a time even on 2 cores (Jest's default
  // there is one), so it can use both once the shorter suites are done.
  maxWorkers: 2,
});
