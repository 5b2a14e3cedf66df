import { createElement, type ReactNode, type Ref } from "react";

type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number>>])[];

/** What lucide-react's icon modules hold (`__iconData`): the icon's name, its aliases, its view box and its shapes. */
export interface IconData {
  name?: string;
  aliases?: readonly unknown[];
  size?: number;
  width?: number;
  height?: number;
  node: IconNode;
}

interface IconProps {
  color?: string;
  size?: number | string;
  width?: number | string;
  height?: number | string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
  [attribute: string]: unknown;
}

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

/** Each whitespace-separated class once, in order of first appearance (lucide's `mergeClasses`). */
function mergeClasses(...classes: string[]): string {
  const tokens = new Set<string>();
  for (const list of classes) for (const token of list.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(" ");
}

/** Whether the icon says something to assistive technology (lucide's `hasA11yProp`): otherwise it is aria-hidden. */
function hasAccessibleProp(attributes: Record<string, unknown>): boolean {
  for (const name in attributes) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && attributes[name] != null) return true;
  }
  return false;
}

/**
 * The component of one lucide icon, rendering the same `<svg>` as lucide-react's own (same attributes, in the same
 * order) for the props lucide documents, without lucide's context and builder at each render: its shapes are React
 * elements made once. Each icon hydrates in one component instead of two, without rebuilding its attribute objects
 * and class list (lucide's builder was 50–90 ms of a landing page's hydration at 4x CPU: decision 0038).
 * The build gives our code this component in place of lucide's (scripts/vite/lucide-icon-imports.ts).
 */
export function staticIcon(icon: IconData) {
  const viewBoxWidth = icon.size ?? icon.width ?? DEFAULT_SIZE;
  const viewBoxHeight = icon.size ?? icon.height ?? DEFAULT_SIZE;
  const viewBox = `0 0 ${viewBoxWidth} ${viewBoxHeight}`;
  const aliases = (icon.aliases ?? []).filter(
    (alias): alias is string => typeof alias === "string" && alias.trim() !== "",
  );
  const ownClasses = mergeClasses(
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...aliases.map((a) => `lucide-${a}`),
  );
  const shapes = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
  // A page draws an icon with the same few classes again and again.
  const classesFor = new Map<string, string>();
  const classes = (className: string) => {
    const known = classesFor.get(className);
    if (known !== undefined) return known;
    const merged = mergeClasses(ownClasses, className);
    classesFor.set(className, merged);
    return merged;
  };

  function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    className = "",
    children,
    ref,
    ...rest
  }: IconProps) {
    const shownWidth = width ?? size ?? DEFAULT_SIZE;
    const svgAttributes: Record<string, unknown> = {
      ref,
      xmlns: "http://www.w3.org/2000/svg",
      width: shownWidth,
      height: height ?? size ?? DEFAULT_SIZE,
      viewBox,
      fill: "none",
      stroke: color || "currentColor",
      strokeWidth: absoluteStrokeWidth
        ? (Number(strokeWidth ?? DEFAULT_STROKE_WIDTH) * Number(viewBoxWidth)) / Number(shownWidth)
        : (strokeWidth ?? DEFAULT_STROKE_WIDTH),
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: className ? classes(className) : ownClasses,
    };
    if (!children && !hasAccessibleProp(rest)) svgAttributes["aria-hidden"] = "true";
    Object.assign(svgAttributes, rest);
    return createElement("svg", svgAttributes, ...shapes, children);
  }
  if (icon.name)
    LucideIcon.displayName = icon.name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return LucideIcon;
}
