import type { ComponentProps } from "react";

/**
 * A range or figure that never breaks inside ("$10.5K-$13.5K", "68-75%"): tabular numerals,
 * no wrapping. Use it inline in text.
 */
export function Range({ className = "", ...props }: ComponentProps<"span">) {
  return <span className={`figure-nums ${className}`} {...props} />;
}
