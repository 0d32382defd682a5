import type { ReactNode } from "react";

type EyebrowProps = {
  children: ReactNode;
  /** The element: a paragraph above a heading, or itself a heading, a legend or a term where it labels one. */
  as?: "p" | "h2" | "h3" | "h4" | "dt" | "legend" | "figcaption" | "span";
  id?: string;
  className?: string;
};

/**
 * The site's one eyebrow: the small label above a heading, a panel or a group ("Growth Partnership",
 * "On this page"). One look everywhere (the `eyebrow` utility in tailwind.css): small spaced capitals
 * in the neutral ink of its surface, never the action colour, which marks what can be clicked.
 */
export function Eyebrow({ children, as: Tag = "p", id, className = "" }: EyebrowProps) {
  return (
    <Tag id={id} className={`eyebrow ${className}`.trim()}>
      {children}
    </Tag>
  );
}
