import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticIconSource } from "./lucide-icon-imports";

const require = createRequire(import.meta.url);
const iconsDir = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist", "esm", "icons");

/** The data the generated module hands to staticIcon, evaluated. */
function generatedData(source: string): unknown {
  const literal = source.match(/const __iconData = ([\s\S]*?);\nexport default/)?.[1];
  return new Function(`return (${literal});`)();
}

describe("staticIconSource", () => {
  for (const file of ["check", "alarm-clock-check", "loader-circle"]) {
    it(`hands staticIcon lucide's own data for ${file}`, async () => {
      const source = staticIconSource(file, readFileSync(path.join(iconsDir, `${file}.mjs`), "utf8"));
      const lucide = (await import(`lucide-react/icons/${file}`)) as { __iconData: unknown };
      expect(generatedData(source)).toEqual(lucide.__iconData);
      expect(source).toMatch(/import \{ staticIcon \} from ".*src\/web\/components\/icons\/static-icon\.ts";/);
      expect(source).toContain("export default /* @__PURE__ */ staticIcon(__iconData);");
    });
  }

  it("stops the build when lucide's icon module no longer holds its data where it did", () => {
    expect(() => staticIconSource("check", "export default createLucideIcon('check', [])")).toThrow(/no __iconData/);
  });
});
