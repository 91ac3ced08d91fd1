// examples/: type-checked with the lowest supported TypeScript (the Node programs compiled
// to JavaScript, the browser page checked only: Chromium runs it), then each Node program
// run against the reference server as its comment says to.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startForwardProxy } from "@cdrapi/test-helpers/forward-proxy";
import { run, startServer } from "./proc.mjs";

/** A valid MaintainDomain record for the nightly upload's input file. */
const record = (i) => ({
  domainName: `nightly-${i}.vn`,
  registeredDate: "2021-03-15",
  expiredDate: "2027-03-15",
  ownerName: `Trần Thị ${i}`,
  ownerType: "T",
  address: `${i} Hai Bà Trưng`,
  wardName: "Phường Tràng Tiền",
  districtName: "Quận Hoàn Kiếm",
  cityName: "Thành phố Hà Nội",
  countryCode: "VN",
  phone: "+84.912345678",
  email: `owner${i}@example.vn`,
  adminName: "Trần Văn Bình",
  isAgentManager: false,
  ianaNumber: 9999,
  is5LevelPlace: true,
});

/** @returns {Promise<{ name: string, ok: boolean, error?: string }[]>} */
export async function exampleChecks({ app, url, work }) {
  const tsc = join(app, "node_modules/typescript/bin/tsc");
  const dir = join(app, "examples");
  const checks = [];
  const check = (name, ok, error) => checks.push({ name, ok, error: ok ? undefined : error });

  const node = await run(process.execPath, [tsc, "-p", join(dir, "tsconfig.json")], { cwd: dir });
  check("type-check and compile the Node examples", node.code === 0, node.out);
  const browser = await run(process.execPath, [tsc, "-p", join(dir, "browser/tsconfig.json")], { cwd: dir });
  check("type-check examples/browser", browser.code === 0, browser.out);
  if (node.code !== 0) return checks;

  // A refused file (an invalid e-mail): exit 1, no checkpoint written, and no resume advised:
  // the same file would be refused again; the output says to fix the export.
  const refused = join(work, "refused.ndjson");
  const bad = (i) => (i === 7 ? { ...record(i), email: "owner7.example.vn" } : record(i));
  writeFileSync(refused, `${Array.from({ length: 12 }, (_, i) => JSON.stringify(bad(i))).join("\n")}\n`);
  const refusal = await run(process.execPath, [join(dir, "dist/registrar-nightly-upload.js"), refused], {
    cwd: work,
    env: { CDRAPI_REPORTING_URL: url, VNNIC_CLIENT_ID: "demo-registrar", VNNIC_CLIENT_SECRET: "demo-secret" },
  });
  check(
    "registrar-nightly-upload: a refused file writes no checkpoint and says to fix the export",
    refusal.code === 1 &&
      /line 8, email/.test(refusal.out) &&
      /fix the export/.test(refusal.out) &&
      !/resume/.test(refusal.out) &&
      !existsSync(`${refused}.checkpoint.json`),
    refusal.out,
  );

  // The nightly upload: 12 records in sub-lists of 5. Against a server that refuses the third
  // sub-list once, the first night fails and keeps its checkpoint (2 sub-lists accepted); the
  // second resumes from it, sends only the last sub-list (2 records) and removes the checkpoint.
  const input = join(work, "domains.ndjson");
  const checkpoint = `${input}.checkpoint.json`;
  writeFileSync(input, `${Array.from({ length: 12 }, (_, i) => JSON.stringify(record(i))).join("\n")}\n`);
  const flaky = await startServer(process.execPath, ["server.mjs", "--fail-sub-list", "3"], { cwd: app });
  try {
    const night = () =>
      run(process.execPath, [join(dir, "dist/registrar-nightly-upload.js"), input], {
        cwd: work,
        env: {
          CDRAPI_REPORTING_URL: flaky.info.url,
          VNNIC_CLIENT_ID: "demo-registrar",
          VNNIC_CLIENT_SECRET: "demo-secret",
          SUB_LIST_SIZE: "5",
        },
      });
    const first = await night();
    check(
      "registrar-nightly-upload: cut short at sub-list 3, checkpoint kept",
      first.code === 1 && /run again to resume/.test(first.out) && existsSync(checkpoint),
      first.out,
    );
    const second = await night();
    check(
      "registrar-nightly-upload: resumed, 12 domains, checkpoint removed",
      second.code === 0 &&
        /resuming from/.test(second.out) &&
        /done: \d+ validated, 2 sent, 3 sub-lists accepted/.test(second.out) &&
        /SUCCESS: 12 domains \(12 added/.test(second.out) &&
        !existsSync(checkpoint),
      second.out,
    );
  } finally {
    flaky.stop();
  }

  // The provider script: reboot a VM and point a domain's A record at it, one shared login.
  const provider = await run(
    process.execPath,
    [join(dir, "dist/provider-reboot-and-dns.js"), "1201", "vm-10", "501", "1", "203.0.113.7"],
    {
      cwd: work,
      env: { HOSTBILL_URL: url, HOSTBILL_USERNAME: "demo-user", HOSTBILL_PASSWORD: "demo-password" },
    },
  );
  check(
    "provider-reboot-and-dns: reboot vm-10, edit record 1",
    provider.code === 0 &&
      /reboot 1201\/vm-10/.test(provider.out) &&
      /record 1 -> 203\.0\.113\.7/.test(provider.out),
    provider.out,
  );
  // Behind a proxy (README of @cdrapi/core): every request through a forwarding proxy that asks
  // for credentials and counts what it forwards; its password in no line of the output.
  const proxy = await startForwardProxy({ credentials: "proxy-user:proxy-secret-41" });
  const proxyUrl = proxy.url.replace("http://", "http://proxy-user:proxy-secret-41@");
  try {
    const behind = await run(process.execPath, [join(dir, "dist/behind-a-proxy.js")], {
      cwd: work,
      env: {
        CDRAPI_REPORTING_URL: url,
        VNNIC_CLIENT_ID: "demo-registrar",
        VNNIC_CLIENT_SECRET: "demo-secret",
        // The proxy in both cases (undici reads the lower-case name first); the others unset,
        // not empty: an empty lower-case name would hide the upper-case one.
        HTTP_PROXY: proxyUrl,
        http_proxy: proxyUrl,
        HTTPS_PROXY: undefined,
        https_proxy: undefined,
        NO_PROXY: undefined,
        no_proxy: undefined,
      },
    });
    check(
      "behind-a-proxy: the provinces read through the proxy, its password never printed",
      behind.code === 0 &&
        /\d+ provinces, read through the proxy/.test(behind.out) &&
        /hook: GET http:\/\/127\.0\.0\.1:\d+\/v1\/places\/provinces -> 200/.test(behind.out) &&
        proxy.seen.length > 0 &&
        proxy.refused === 0 &&
        !behind.out.includes("proxy-secret-41"),
      `${behind.out}\nthe proxy saw: ${JSON.stringify(proxy.seen)}`,
    );
  } finally {
    await proxy.close();
  }
  return checks;
}
