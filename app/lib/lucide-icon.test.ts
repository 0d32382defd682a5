import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
// @ts-expect-error: the package's own icon factory and data have no type declarations.
import lucideCreateIcon from "lucide-react/dist/esm/createLucideIcon.mjs";
// @ts-expect-error: see above.
import { __iconData as arrowRight } from "lucide-react/dist/esm/icons/arrow-right.mjs";
// @ts-expect-error: see above.
import { __iconData as calendarDays } from "lucide-react/dist/esm/icons/calendar-days.mjs";
import createLucideIcon from "./lucide-icon";

const markup = (factory: typeof createLucideIcon, data: unknown, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(factory(data as Parameters<typeof createLucideIcon>[0]), props));

test.each([
  ["a decorative icon with a class", { className: "size-4", "aria-hidden": "true" }],
  ["an icon without props", {}],
  ["a labelled icon", { "aria-label": "Calendar", role: "img" }],
])("draws the same SVG as lucide-react for %s", (_name, props) => {
  for (const data of [arrowRight, calendarDays]) {
    expect(markup(createLucideIcon, data, props)).toBe(
      markup(lucideCreateIcon as typeof createLucideIcon, data, props),
    );
  }
});
