// The packages' types, compiled by a given tsc in the scratch project under each module
// resolution a user may have (node10 with CommonJS, node16, bundler). With `libCheck`, one
// run has skipLibCheck off, so the shipped .d.ts files (and their dependencies') are checked
// by that TypeScript too.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./proc.mjs";

const RESOLUTIONS = [
  ["node10", "commonjs"],
  ["node16", "node16"],
  ["bundler", "esnext"],
];
/** The one resolution whose run also checks every shipped .d.ts (slow: the generated types are large). */
const LIB_CHECKED = "node16";

/** @returns {Promise<{ name: string, ok: boolean, error?: string }[]>} */
export async function typeChecks({ app, tsc, name, libCheck }) {
  const checks = [];
  for (const [moduleResolution, module] of RESOLUTIONS) {
    const config = join(app, "types", `tsconfig.${name}.${moduleResolution}.json`);
    const skipLibCheck = !(libCheck && moduleResolution === LIB_CHECKED);
    const compilerOptions = {
      strict: true,
      noEmit: true,
      target: "es2022",
      module,
      moduleResolution,
      lib: ["es2022", "dom"],
      types: [],
      skipLibCheck,
    };
    writeFileSync(config, JSON.stringify({ compilerOptions, files: ["consumer.ts"] }, null, 2));
    const r = await run(process.execPath, [tsc, "-p", config], { cwd: app });
    checks.push({
      name: `moduleResolution ${moduleResolution}`,
      ok: r.code === 0,
      error: r.code === 0 ? undefined : r.out,
    });
  }
  return checks;
}
