import type { SVGProps } from "react";
import type { IconName } from "./icon-name";
import spriteHref from "./icon-sprite.svg?no-inline";

export type { IconName };

/**
 * One icon from the site's sprite (/assets/icon-sprite-<hash>.svg, cached for a year): plain
 * SVG that shows without script and in print, with no icon code in the page's JavaScript.
 * Decorative by default; give it `aria-hidden={false}` and a `role="img"` with a label to
 * make it speak. Size it with a class (`size-4`); it draws in the text colour. The drawing
 * settings are lucide's (DRAWING in scripts/build/icon-sprite.ts, which checks every icon
 * file against them), set here so a class such as `fill-current` overrides them.
 */
export function Icon({ name, ...props }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
