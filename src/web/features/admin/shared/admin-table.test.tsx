import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTable, headersOf } from "./admin-table";

describe("the back office's table", () => {
  it("writes the markup the hand-written tables had: caption, one header row, the rows as given", () => {
    const html = renderToStaticMarkup(
      <AdminTable headers={headersOf(["Step", "Count"], undefined, ["Count"])} headerScope="col" caption="Steps">
        <tr>
          <td>a</td>
        </tr>
      </AdminTable>,
    );
    expect(html).toBe(
      '<table class="w-full text-left text-sm"><caption>Steps</caption><thead><tr>' +
        '<th scope="col">Step</th><th scope="col" class="text-right">Count</th></tr></thead>' +
        "<tbody><tr><td>a</td></tr></tbody></table>",
    );
  });

  it("is named by aria-label or aria-labelledby when it has no caption", () => {
    const html = renderToStaticMarkup(
      <AdminTable headers={headersOf(["Subject"], "p-2")} headRowClassName="border-b" aria-label="Campaigns">
        {null}
      </AdminTable>,
    );
    expect(html).toBe(
      '<table class="w-full text-left text-sm" aria-label="Campaigns"><thead><tr class="border-b">' +
        '<th class="p-2">Subject</th></tr></thead><tbody></tbody></table>',
    );
  });
});
