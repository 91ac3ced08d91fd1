// CHANGELOG.md "Unreleased" sections from the pending changesets, and their removal before
// `changeset version` writes the released section.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "@jest/globals";
import { staleChangelogs, syncChangelogs, withUnreleased } from "../src/changelog.mjs";

const released = "# @cdrapi/core\n\n## 0.2.0\n\n### Minor Changes\n\n- first release\n";

describe("withUnreleased", () => {
  test.each<[string, string | undefined, { bump: string; summary: string }[], string]>([
    ["a new file", undefined, [{ bump: "minor", summary: "feat: x" }], "# @cdrapi/core\n\n## Unreleased\n"],
    ["above the released sections", released, [{ bump: "patch", summary: "fix: y" }], "## Unreleased"],
    ["nothing pending: no section", released, [], released],
  ])("%s", (_name, text, pending, expected) => {
    expect(withUnreleased(text, "@cdrapi/core", pending)).toContain(expected);
  });

  test("minor before patch, one line each, released notes kept below", () => {
    const out = withUnreleased(released, "@cdrapi/core", [
      { bump: "patch", summary: "fix: a\nsecond line" },
      { bump: "minor", summary: "feat: b" },
    ]);
    expect(out.indexOf("- minor: feat: b")).toBeLessThan(out.indexOf("- patch: fix: a second line"));
    expect(out.indexOf("## Unreleased")).toBeLessThan(out.indexOf("## 0.2.0"));
    expect(out.endsWith(released.slice(released.indexOf("## 0.2.0")))).toBe(true);
  });

  test("breaking notes come first, whatever their bump", () => {
    const out = withUnreleased(released, "@cdrapi/core", [
      { bump: "minor", summary: "feat: b" },
      { bump: "minor", summary: "Breaking: call `x()` instead of `y()`." },
    ]);
    expect(out.indexOf("- minor: Breaking: call")).toBeLessThan(out.indexOf("- minor: feat: b"));
  });

  test("rewriting replaces the section; clearing removes it", () => {
    const once = withUnreleased(released, "@cdrapi/core", [{ bump: "minor", summary: "feat: old" }]);
    const twice = withUnreleased(once, "@cdrapi/core", [{ bump: "minor", summary: "feat: new" }]);
    expect(twice).not.toContain("feat: old");
    expect(twice.match(/## Unreleased/g)).toHaveLength(1);
    expect(withUnreleased(twice, "@cdrapi/core", [])).toBe(released);
  });
});

describe("staleChangelogs (part of changeset:check)", () => {
  test("a changeset added without rewriting the CHANGELOG is named; syncing fixes it", () => {
    const root = mkdtempSync(join(tmpdir(), "cdrapi-changelog-"));
    for (const name of ["a", "b"]) {
      mkdirSync(join(root, "packages", name), { recursive: true });
      writeFileSync(join(root, "packages", name, "package.json"), JSON.stringify({ name: `@x/${name}` }));
    }
    mkdirSync(join(root, ".changeset"));
    expect(staleChangelogs(root)).toEqual(["@x/a", "@x/b"]); // no CHANGELOG.md yet
    writeFileSync(join(root, "packages/a/CHANGELOG.md"), "# @x/a\n");
    writeFileSync(join(root, "packages/b/CHANGELOG.md"), "# @x/b\n");
    expect(staleChangelogs(root)).toEqual([]);
    writeFileSync(join(root, ".changeset/one.md"), '---\n"@x/b": minor\n---\n\nfeat: one\n');
    expect(staleChangelogs(root)).toEqual(["@x/b"]);
    syncChangelogs(root);
    expect(staleChangelogs(root)).toEqual([]);
  });
});
