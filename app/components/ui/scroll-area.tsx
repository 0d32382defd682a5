import type { ComponentProps } from "react";

/** A box that scrolls sideways on small screens (wide tables); keyboard users can focus and scroll it. */
export function ScrollArea({ className = "", ...props }: ComponentProps<"div">) {
  // A scrollable region must take focus so it can be scrolled without a mouse (WCAG 2.1.1).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <div tabIndex={0} className={`overflow-x-auto ${className}`} {...props} />;
}
