import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { CellLabel, keyFirst, TableScroller } from "./data-table";

type Props = { children?: ReactNode };

function elements(children: ReactNode): ReactElement<Props>[] {
  return Children.toArray(children).filter(isValidElement) as ReactElement<Props>[];
}

function text(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(text).join("");
  if (isValidElement<Props>(node)) return text(node.props.children);
  return "";
}

/** Every row of a Markdown table (thead and tbody), with its cells. */
function rowsOf(sections: ReactElement<Props>[]): ReactElement<Props>[] {
  return sections.flatMap((section) => elements(section.props.children));
}

/**
 * A Markdown table in the site's one table pattern (see DataTable): the column whose header names
 * the product (`keyHeader`) is highlighted and moved right after the row labels, so a phone shows
 * it without scrolling; the region is named after the table's headers.
 */
export function MarkdownTable({ keyHeader, children }: { keyHeader: string; children?: ReactNode }) {
  const sections = elements(children);
  const headerRow = rowsOf(sections)[0];
  const headers = headerRow ? elements(headerRow.props.children).map((cell) => text(cell)) : [];
  const keyIndex = headers.findIndex((header) => header.toLowerCase().includes(keyHeader.toLowerCase()));
  const label = headers.length ? `Table: ${headers.join(", ")}` : "Table";

  const reorder = (row: ReactElement<Props>) => {
    const cells = elements(row.props.children).map((cell, index) => {
      const props = { key: index, "data-key": index === keyIndex ? "" : undefined };
      const typed = cell as ReactElement<Props & { "data-key"?: string }>;
      // A data cell (not the row label) carries its column's header for the phone cards.
      if (cell.type !== "td" || index === 0) return cloneElement(typed, props);
      return cloneElement(typed, props, <CellLabel key="label">{headers[index]}</CellLabel>, typed.props.children);
    });
    const [first, ...rest] = cells;
    return cloneElement(row, {}, first, ...keyFirst(rest, keyIndex - 1));
  };

  return (
    <TableScroller label={label} className="not-prose my-8" data-print="keep">
      <table className="data-table" style={{ minWidth: headers.length > 3 ? `${headers.length * 8}rem` : undefined }}>
        {sections.map((section, index) =>
          cloneElement(section, { key: index }, ...elements(section.props.children).map(reorder)),
        )}
      </table>
    </TableScroller>
  );
}
