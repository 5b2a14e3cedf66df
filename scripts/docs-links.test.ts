import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
/**
 * What a newcomer reads first. The decision records are left out: they tell how things stood when each was taken,
 * and may name files that later decisions removed.
 */
const DOCUMENTS = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
];

/** The files a document points a reader to: its relative links, and the paths it names in `code`. */
function referencedFiles(document: string): { named: string; resolved: string }[] {
  const text = readFileSync(path.join(root, document), "utf8");
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => ({ named: target, resolved: path.resolve(root, path.dirname(document), target) }));
  const paths = [...text.matchAll(/`((?:\.\.\/|src\/|docs\/|scripts\/|tests\/|deploy\/|drizzle\/)[\w./-]*)`/g)]
    .map((match) => match[1] ?? "")
    .filter((named) => !named.includes("*"))
    .map((named) => ({ named, resolved: path.resolve(root, named) }));
  return [...links, ...paths];
}

describe("the README and the docs, as a fresh clone has them", () => {
  it.each(DOCUMENTS)("%s points only to files inside the repository that exist", (document) => {
    const missing = referencedFiles(document)
      .filter(({ resolved }) => !resolved.startsWith(`${root}${path.sep}`) || !existsSync(resolved))
      .map(({ named }) => named);
    expect(missing).toEqual([]);
  });

  it("explains the product from the repository itself", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    expect(readme).toContain("[`docs/product.md`](docs/product.md)");
    expect(readme).not.toContain("../shared/");
  });
});
