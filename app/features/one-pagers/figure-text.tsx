import type { ReactNode } from "react";

// A figure or range as written in the content: "$10.5K-$13.5K", "68-75%", "3-5x", "12-22%", "34%+".
const RANGE = /(\$?\d[\d.,]*[KkM]?(?:-\$?\d[\d.,]*[KkM]?)+(?:%|x)?\+?)/;

/** Text whose ranges never break at their hyphen ("68-" above "75%"): each range is kept on one line. */
export function FigureText({ children }: { children: string }): ReactNode {
  const parts = children.split(RANGE);
  if (parts.length === 1) return children;
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
