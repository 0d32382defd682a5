import { createElement, forwardRef, type SVGProps } from "react";

/** One lucide icon as its package describes it: a name and the SVG elements it draws. */
type IconData = { name: string; node: ReadonlyArray<readonly [string, Record<string, string>]> };

type IconProps = SVGProps<SVGSVGElement>;

// lucide's own defaults: a 24 px, 2 px stroke, round-capped outline in the text colour.
const svgDefaults = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/**
 * Stands in for lucide-react's `createLucideIcon` (see scripts/build/lean-icons.ts): the same
 * SVG for the way this site uses icons (a class name and ARIA attributes), without the
 * runtime for sizes, context and absolute stroke widths that every page would otherwise load.
 * An icon without a label or children is hidden from assistive technology, as lucide does.
 */
export default function createLucideIcon(icon: IconData) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function LucideIcon({ className, children, ...rest }, ref) {
    const labelled = Boolean(children) || Object.keys(rest).some((key) => key.startsWith("aria-") || key === "role");
    return createElement(
      "svg",
      {
        ref,
        ...svgDefaults,
        className: ["lucide", `lucide-${icon.name}`, className].filter(Boolean).join(" "),
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
  Icon.displayName = icon.name;
  return Icon;
}
