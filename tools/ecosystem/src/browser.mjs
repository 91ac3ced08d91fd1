// Headless Chromium (Debian's, driven by playwright-core with executablePath: no browser
// download). The checks bundle is built by esbuild for the browser platform and served from
// http://localhost, while the reference server is http://127.0.0.1: another origin, so every
// call is a CORS request. A host mapped to 127.0.0.1 serves the same page on plain http
// outside localhost, where WebCrypto is missing.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { extname, join, normalize } from "node:path";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // A name that is not localhost: the page it serves is not a secure context.
  "--host-resolver-rules=MAP insecure.test 127.0.0.1",
];
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".map": "application/json" };

/** Serves `dir` on 127.0.0.1; resolves with the port. */
function serveStatic(dir) {
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? "/", "http://x").pathname).replace(/\/$/, "/index.html");
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** @returns {Promise<{ title: string, checks: { name: string, ok: boolean, error?: string }[] }>} */
export async function browserChecks({ app, url, refused, chromium }) {
  const require = createRequire(join(app, "package.json"));
  const esbuild = require("esbuild");
  const { chromium: driver } = require("playwright-core");
  const www = join(app, "www");
  const checks = [];

  // Bundling for the browser fails on a Node-only import in a package's browser path.
  const bundle = async (name, entry, outfile) => {
    try {
      await esbuild.build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: "browser",
        format: "esm",
        target: "es2022",
        logLevel: "silent",
      });
      return true;
    } catch (error) {
      checks.push({ name, ok: false, error: String(error.message) });
      return false;
    }
  };
  const built = await bundle(
    "bundle the checks for the browser",
    join(app, "browser.mjs"),
    join(www, "checks.js"),
  );
  const example = await bundle(
    "bundle examples/browser",
    join(app, "examples/browser/main.ts"),
    join(www, "example/main.js"),
  );
  mkdirSync(join(www, "example"), { recursive: true });
  writeFileSync(
    join(www, "index.html"),
    '<!doctype html><link rel="icon" href="data:," /><script type="module" src="/checks.js"></script>\n',
  );
  copyFileSync(join(app, "examples/browser/index.html"), join(www, "example/index.html"));

  const pages = await serveStatic(www);
  const port = pages.address().port;
  const browser = await driver.launch({ executablePath: chromium, headless: true, args: FLAGS });
  const title = `Chromium ${browser.version()} (headless, cross-origin)`;
  try {
    const query = (extra) => `?${new URLSearchParams({ api: url, refused, tag: "browser", ...extra })}`;
    const open = async (pageUrl, ready, read) => {
      const page = await browser.newPage();
      const errors = [];
      // An uncaught error (a Node-only global such as Buffer, say) fails the page at once.
      const crashed = new Promise((_, reject) => page.on("pageerror", (e) => reject(e)));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      try {
        await page.goto(pageUrl);
        await Promise.race([page.waitForFunction(ready, undefined, { timeout: 30_000 }), crashed]);
        return { value: await page.evaluate(read), errors };
      } catch (error) {
        return { value: undefined, errors: [...errors, String(error.message)] };
      } finally {
        await page.close();
      }
    };
    if (built) {
      for (const [host, mode] of [
        ["localhost", "secure"],
        ["insecure.test", "insecure"],
      ]) {
        const r = await open(
          `http://${host}:${port}/${query({ mode })}`,
          () => globalThis.cdrapiResults !== undefined,
          () => globalThis.cdrapiResults,
        );
        if (Array.isArray(r.value)) {
          checks.push(...r.value.map((c) => ({ ...c, name: `http://${host}: ${c.name}` })));
        } else {
          checks.push({ name: `http://${host} page`, ok: false, error: r.errors.join("\n") });
        }
      }
    }
    if (example) {
      const r = await open(
        `http://localhost:${port}/example/${query({})}`,
        () => document.body.dataset.status !== undefined,
        () => ({ status: document.body.dataset.status, text: document.body.innerText }),
      );
      const ok = r.value?.status === "done";
      checks.push({
        name: "examples/browser page",
        ok,
        error: ok ? undefined : `${JSON.stringify(r.value)}\n${r.errors.join("\n")}`,
      });
    }
  } finally {
    await browser.close();
    pages.close();
  }
  return { title, checks };
}
