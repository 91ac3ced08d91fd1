// The links of a package manifest (repository, homepage, bugs) point only where the root
// package.json says the repository is, and nowhere while it says nothing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "@jest/globals";
import { manifestProblems } from "../src/check-manifests.mjs";
import { publishablePackages, ROOT } from "../src/packages.mjs";

const REAL = "git+https://git.cdrapi.vn/cdrapi.git";
const rootWith = {
  repository: { type: "git", url: REAL },
  homepage: "https://cdrapi.vn",
  bugs: { url: "https://git.cdrapi.vn/cdrapi/issues" },
};
const linked = {
  repository: { type: "git", url: REAL, directory: "packages/core" },
  homepage: "https://cdrapi.vn",
  bugs: { url: "https://git.cdrapi.vn/cdrapi/issues" },
  publishConfig: { access: "public", provenance: true },
};

/** A manifest of the workspace with `change` applied (undefined deletes a field). */
function core(change: Record<string, unknown>) {
  const { dir, manifest } = publishablePackages(ROOT).find((p) => p.manifest.name === "@cdrapi/core")!;
  const m: Record<string, unknown> = { ...manifest, publishConfig: { access: "public" }, ...change };
  for (const [k, v] of Object.entries(change)) if (v === undefined) delete m[k];
  return { m, dir };
}

const linkProblems = (change: Record<string, unknown>, root: Record<string, unknown>) => {
  const { m, dir } = core(change);
  return manifestProblems(m, dir, "packages/core", root).filter((p) =>
    /repository|homepage|bugs|provenance|reserved/.test(p),
  );
};

describe("links while the root package.json declares no repository", () => {
  test.each([
    ["no links, no provenance", {}, []],
    [
      "a made-up repository",
      {
        repository: {
          type: "git",
          url: "git+https://example.invalid/cdrapi.git",
          directory: "packages/core",
        },
      },
      ["`repository` must be absent"],
    ],
    ["a homepage", { homepage: "https://cdrapi.vn" }, ["`homepage` must be absent"]],
    ["a bugs URL", { bugs: { url: "https://cdrapi.vn/issues" } }, ["`bugs` must be absent"]],
    [
      "provenance, which needs a repository",
      { publishConfig: { access: "public", provenance: true } },
      ["`publishConfig.provenance` must be absent"],
    ],
  ])("%s", (_what, change, expected) => {
    const problems = linkProblems(change, {});
    expect(problems).toEqual(expected.map((text) => expect.stringContaining(text)));
  });
});

describe("links when the root package.json declares the repository", () => {
  test.each([
    ["the root's links, its own directory, provenance", linked, rootWith, []],
    [
      "no links",
      { publishConfig: { access: "public", provenance: true } },
      rootWith,
      [
        "`repository` must be the root's",
        "`homepage` must be the root's",
        "`bugs` must be the root's",
        "`repository.directory` must be",
      ],
    ],
    [
      "another package's directory",
      { ...linked, repository: { ...linked.repository, directory: "packages/cli" } },
      rootWith,
      ['`repository.directory` must be "packages/core"'],
    ],
    [
      "no provenance",
      { ...linked, publishConfig: { access: "public" } },
      rootWith,
      ["`publishConfig.provenance` must be true"],
    ],
    [
      "a reserved name in the root",
      {
        ...linked,
        repository: {
          type: "git",
          url: "git+https://example.invalid/cdrapi.git",
          directory: "packages/core",
        },
      },
      { ...rootWith, repository: { type: "git", url: "git+https://example.invalid/cdrapi.git" } },
      ["the root `repository` (git+https://example.invalid/cdrapi.git) is a reserved name"],
    ],
  ])("%s", (_what, change, root, expected) => {
    const problems = linkProblems(change, root);
    expect(problems).toEqual(expected.map((text) => expect.stringContaining(text)));
  });
});

test("every publishable package of this repository passes the manifest rules", () => {
  const root = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  for (const { dir, rel, manifest } of publishablePackages(ROOT))
    expect({ name: manifest.name, problems: manifestProblems(manifest, dir, rel, root) }).toEqual({
      name: manifest.name,
      problems: [],
    });
});
