import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type IconData, staticIcon } from "./static-icon";

type AnyIcon = ComponentType<Record<string, unknown>>;

async function bothIcons(file: string): Promise<{ lucide: AnyIcon; ours: AnyIcon }> {
  const module = (await import(`lucide-react/icons/${file}`)) as { default: AnyIcon; __iconData: IconData };
  return { lucide: module.default, ours: staticIcon(module.__iconData) as AnyIcon };
}

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-4 text-primary" },
  { className: "mb-3 size-7", "aria-hidden": "true" },
  { "aria-label": "Close" },
  { role: "img", title: "A bell" },
  { size: 16, strokeWidth: 1.5 },
  { size: 48, absoluteStrokeWidth: true },
  { width: 20, height: 10, color: "red" },
  { color: "" },
  { className: "lucide  size-4\tsize-4 lucide-check" },
  { style: { marginTop: 2 }, "data-state": "open", focusable: "false" },
];

describe("staticIcon", () => {
  for (const file of ["check", "calendar-check", "alarm-clock-check", "loader-circle", "x"]) {
    it(`renders ${file} exactly as lucide-react does, whatever the props`, async () => {
      const { lucide: Lucide, ours: Ours } = await bothIcons(file);
      for (const props of PROPS) {
        expect(renderToStaticMarkup(<Ours {...props} />), JSON.stringify(props)).toBe(
          renderToStaticMarkup(<Lucide {...props} />),
        );
      }
      expect(renderToStaticMarkup(<Ours className="a">{<title>Done</title>}</Ours>)).toBe(
        renderToStaticMarkup(<Lucide className="a">{<title>Done</title>}</Lucide>),
      );
    });
  }

  it("names the component after the icon, as lucide does", async () => {
    const { lucide, ours } = await bothIcons("calendar-check");
    expect(ours.displayName).toBe(lucide.displayName);
  });
});
