#!/usr/bin/env node
// `pnpm release:pack` (after the root script builds the packages): `pnpm pack` every
// publishable package of this working tree into release/ (or the folder given), then print the
// one `npm install` line that installs them all into a user's project. It is how to install
// before the packages are on a registry; all the tarballs go in one command because each
// package's ranges on the others (^0.1.0) must resolve to these tarballs, not to a registry.
import { join, resolve } from "node:path";
import { packAll } from "./pack.mjs";
import { ROOT } from "./packages.mjs";

const dest = resolve(process.argv[2] ?? join(ROOT, "release"));
const packed = packAll(ROOT, dest);
for (const p of packed) console.log(`${p.name.padEnd(22)} ${p.version.padEnd(8)} ${p.tarball}`);
console.log(`\nrelease:pack: ${packed.length} tarballs in ${dest}. In your project, run:\n`);
console.log(`npm install ${packed.map((p) => p.tarball).join(" ")}`);
