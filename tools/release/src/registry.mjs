#!/usr/bin/env node
// `node src/registry.mjs <npmrc>`: a private npm registry (Verdaccio) on loopback for a release
// rehearsal. It listens on an ephemeral port of 127.0.0.1, keeps its packages in a fresh temp
// folder and has no uplink: it serves only what was published into it, so an `@cdrapi/*` name
// can never come from the public registry instead. It creates <npmrc> (owner-only) routing the
// @cdrapi scope to it with a token of a user it creates; every other package still comes from
// npm's usual registry. Prints one line, `registry <url>`, once it answers; on SIGTERM or
// SIGINT it stops and deletes its packages.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runServer } from "verdaccio";

const npmrc = process.argv[2];
if (!npmrc) {
  console.error("usage: node src/registry.mjs <npmrc to write>");
  process.exit(2);
}

const home = mkdtempSync(join(tmpdir(), "cdrapi-registry-"));
const server = await runServer({
  self_path: home,
  storage: join(home, "storage"),
  auth: { htpasswd: { file: join(home, "htpasswd"), max_users: 1 } },
  uplinks: {},
  packages: { "**": { access: "$all", publish: "$authenticated", unpublish: "$authenticated" } },
  web: { enable: false },
  log: { type: "stdout", format: "pretty", level: "error" },
});
await new Promise((resolve, reject) => {
  server.once("error", reject);
  server.listen(0, "127.0.0.1", resolve);
});
const url = `http://127.0.0.1:${server.address().port}/`;

function stop() {
  server.close();
  server.closeAllConnections();
  rmSync(home, { recursive: true, force: true });
}
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

try {
  // The one user of this registry; its password is thrown away, the token is what npm sends.
  const user = "release";
  const reply = await fetch(`${url}-/user/org.couchdb.user:${user}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: user, password: randomBytes(18).toString("base64url") }),
  });
  const { token } = await reply.json();
  if (!reply.ok || !token) throw new Error(`the registry refused to create its user (${reply.status})`);
  writeFileSync(
    npmrc,
    `@cdrapi:registry=${url}\n//127.0.0.1:${server.address().port}/:_authToken=${token}\n`,
    {
      mode: 0o600,
      flag: "wx", // a new file, so the mode holds and no existing settings are lost
    },
  );
  console.log(`registry ${url}`);
} catch (error) {
  stop();
  throw error;
}
