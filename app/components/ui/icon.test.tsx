import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Icon } from "./icon";
import spriteHref from "./icon-sprite.svg?no-inline";

test("an icon is a decorative svg that uses its symbol from the sprite file", () => {
  const markup = renderToStaticMarkup(<Icon name="arrow-right" className="size-4" />);
  expect(markup).toBe(
    `<svg width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4"><use href="${spriteHref}#arrow-right"></use></svg>`,
  );
});

test("a labelled icon can be shown to assistive technology", () => {
  const markup = renderToStaticMarkup(<Icon name="calendar-days" aria-hidden={false} role="img" aria-label="Date" />);
  expect(markup).toContain('aria-hidden="false" role="img" aria-label="Date"');
});

test("a name that is not in the sprite does not typecheck", () => {
  // @ts-expect-error: "arrow-rigth" is not an IconName; tsc fails here if it ever becomes one.
  expect(renderToStaticMarkup(<Icon name="arrow-rigth" />)).toContain("#arrow-rigth");
});
