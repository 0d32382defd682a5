import type { ReactNode } from "react";
import { nowrapChildren, nowrapMatches } from "~/components/ui/unbroken";

// A figure or range as written in the content: "$10.5K-$13.5K", "68-75%", "3-5x", "12-22%", "34%+".
const RANGE = /(\$?\d[\d.,]*[KkM]?(?:-\$?\d[\d.,]*[KkM]?)+(?:%|x)?\+?)/;

/** Text whose ranges never break at their hyphen ("68-" above "75%"): each range is kept on one line. */
export function FigureText({ children }: { children: string }): ReactNode {
  return nowrapMatches(children, RANGE);
}

/** The same for an element's own strings: Markdown paragraphs, list items and cells. */
export function figureChildren(children: ReactNode): ReactNode {
  return nowrapChildren(children, RANGE);
}
