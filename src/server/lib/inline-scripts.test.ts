import { describe, expect, it } from "vitest";
import { inlineJavaScript, scriptHash } from "./inline-scripts";

describe("inlineJavaScript", () => {
  it("keeps the inline scripts a browser runs, leaves out external, empty and data scripts", () => {
    const html =
      '<script src="/a.js"></script><script>run(1)</script><script type="module" async="">import "/b.js";</script>' +
      '<script type="application/ld+json">{"a":1}</script><script></script><SCRIPT TYPE=\'text/javascript\'>run(2)</SCRIPT>';
    expect(inlineJavaScript(html)).toEqual(["run(1)", 'import "/b.js";', "run(2)"]);
  });

  it("hashes a script as CSP writes it", () => {
    expect(scriptHash("run(1)")).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
