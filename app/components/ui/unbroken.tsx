import { Fragment, type ReactNode } from "react";

const COMPOUND = /([\p{L}\d]+(?:-[\p{L}\d]+)+)/u;

/**
 * A title with each hyphenated compound ("Co-Pilot", "In-House") kept on one line: a break at
 * its hyphen reads as two words. The text itself is unchanged (no non-breaking hyphen), so it
 * copies, searches and reads aloud as written.
 */
export function Unbroken({ children }: { children: string }): ReactNode {
  return nowrapMatches(children, COMPOUND);
}

/**
 * `text` with each match of `pattern` (one capturing group around the whole match) in a
 * no-wrap span; shared with FigureText, which keeps figure ranges whole the same way.
 */
export function nowrapMatches(text: string, pattern: RegExp): ReactNode {
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** `nowrapMatches` over an element's children: its own strings, not those of nested elements. */
export function nowrapChildren(children: ReactNode, pattern: RegExp): ReactNode {
  if (typeof children === "string") return nowrapMatches(children, pattern);
  if (Array.isArray(children))
    return children.map((child: ReactNode, index) =>
      typeof child === "string" ? <Fragment key={index}>{nowrapMatches(child, pattern)}</Fragment> : child,
    );
  return children;
}

/** The same for an element's children (a Markdown heading's text beside a link or code). */
export function unbrokenChildren(children: ReactNode): ReactNode {
  if (typeof children === "string") return <Unbroken>{children}</Unbroken>;
  if (Array.isArray(children))
    return children.map((child: ReactNode, index) =>
      typeof child === "string" ? <Unbroken key={index}>{child}</Unbroken> : child,
    );
  return children;
}

/**
 * A computed range ("$112,825 to $139,825") as one unit: it moves to the next line whole rather
 * than leave "to" at a line's end. An inline block as wide as the line at most, so the largest
 * inputs on a phone break inside it (their own rule, `Digits`) instead of pushing the page sideways.
 * Ranges written in content use FigureText, whose hyphenated ranges are no-wrap spans.
 */
export function RangeUnit({ children }: { children: ReactNode }) {
  return <span className="inline-block max-w-full">{children}</span>;
}
