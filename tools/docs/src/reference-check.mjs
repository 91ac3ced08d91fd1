#!/usr/bin/env node
// The reference page test (`pnpm test` runs it as this tool's `test`): builds the rendered
// reference, opens it in headless Chromium (Debian's, driven by playwright-core: no browser
// download), and checks that it renders, that every operation of the document is on the page
// with its SDK call and its CLI line, and that the page logs no error. Without Chromium the
// check is reported skipped, by name and reason (reports/skipped.json), never passed.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { listOperations } from "../../codegen/src/document.mjs";
import { buildReference, documentWithSamples } from "./reference.mjs";

const CHROMIUM = process.env.CDRAPI_CHROMIUM ?? "/usr/bin/chromium";
const REPORTS = join(import.meta.dirname, "../reports");

rmSync(REPORTS, { recursive: true, force: true });
if (!existsSync(CHROMIUM)) {
  mkdirSync(REPORTS, { recursive: true });
  const reason = `the reference page in Chromium: ${CHROMIUM} not installed (apt-get install chromium)`;
  writeFileSync(join(REPORTS, "skipped.json"), JSON.stringify({ reason }));
  console.log(`skipped: ${reason}`);
  process.exit(0);
}

const operations = listOperations(documentWithSamples()).map(({ op }) => op);
const page = buildReference();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const failures = [];
try {
  const tab = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const errors = [];
  tab.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  tab.on("pageerror", (e) => errors.push(String(e.message)));
  // The page needs nothing from the network, except the renderer's own logo (Redocly's CDN,
  // answered empty here): any other request fails the test.
  await tab.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("file:") || url.startsWith("data:")) return route.continue();
    if (/^https:\/\/cdn\.redoc\.ly\/redoc\/logo-/.test(url))
      return route.fulfill({
        status: 200,
        contentType: "image/svg+xml",
        body: "<svg xmlns='http://www.w3.org/2000/svg'/>",
      });
    errors.push(`requested ${url}`);
    return route.abort();
  });
  await tab.goto(pathToFileURL(page).href);
  // Each tag's page is "#/<tag as a slug>" (the sidebar links each), each operation's
  // "#/<tag>/<operationId, lower case>": opened by its address, as a reader's link opens it.
  // (Links read "/<tag>" in the page as built, "#/<tag>" once the script runs from a file.)
  await tab.waitForFunction(() => document.querySelectorAll("a[href^='#/']").length > 0, undefined, {
    timeout: 60_000,
  });
  const tags = new Set(
    (await tab.evaluate(() => [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href"))))
      .filter((href) => /^#?\/[^/#]+$/.test(href))
      .map((href) => `#${href.replace(/^#/, "")}`),
  );
  const slug = (tag) =>
    tag
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  const linkOf = (op) => {
    const tag = `#/${slug(op.tags?.[0] ?? "")}`;
    return tags.has(tag) ? `${tag}/${op.operationId.toLowerCase()}` : undefined;
  };
  for (const op of operations) {
    // A page that shows none would take every operation's wait: ten failures are enough to say so.
    if (failures.length >= 10) {
      failures.push("(the other operations were not checked)");
      break;
    }
    const link = linkOf(op);
    if (!link) {
      failures.push(`${op.operationId}: its tag ${op.tags?.[0]} is not in the sidebar`);
      continue;
    }
    // Rendered when its page is opened: its SDK call and its CLI line, as the reader sees them.
    const [sdk, cli] = op["x-codeSamples"];
    const call = sdk.source.split("\n").pop();
    await tab.evaluate((hash) => {
      location.hash = hash;
    }, link);
    const shown = await tab
      .waitForFunction(
        ([a, b]) => {
          const text = document.querySelector(".api-content")?.textContent ?? "";
          return text.includes(a) && text.includes(b);
        },
        [call, cli.source],
        { timeout: 15_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!shown) failures.push(`${op.operationId}: not shown with its SDK call and its CLI line at ${link}`);
  }
  failures.push(...errors.map((e) => `console: ${e}`));
  console.log(`reference: ${operations.length} operations checked (${page})`);
} finally {
  await browser.close();
}
if (failures.length) {
  for (const failure of failures.slice(0, 50)) console.error(`failed: ${failure}`);
  if (failures.length > 50) console.error(`... and ${failures.length - 50} more`);
  process.exit(1);
}
console.log("reference: every operation on the page with its SDK call and CLI line, no console error");
