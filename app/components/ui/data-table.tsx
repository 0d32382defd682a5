import type { ComponentProps, ReactNode } from "react";

/**
 * The one wrapper of every table: a labelled region (role and name, WCAG 1.3.1) that takes focus
 * while it scrolls, so the keyboard can scroll it (2.1.1), and only then: the enhancement module
 * (app/enhance/table-scrollers.ts) sets its tabindex when the table overflows, and takes it away when
 * it fits. Without script the browser's own keyboard-focusable scrollers do the same (Chromium from
 * 130, Firefox). It shows a shadow at each edge that still has more to show. Tables inside use the `data-table` class: the row label column stays put while the
 * rest scrolls, and the key column (`data-key` cells) is highlighted. Below 640 px each row is a
 * card instead, every value under its column's header (`CellLabel`).
 */
export function TableScroller({
  label,
  className = "",
  ...props
}: Omit<ComponentProps<"div">, "aria-label"> & { label: string }) {
  return (
    <div role="region" aria-label={label} data-table-scroller="" className={`table-scroller ${className}`} {...props} />
  );
}

/** A data cell's column header, shown above its value only in the phone cards (styles: `.data-table-label`). */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="data-table-label eyebrow">
      {children}
    </span>
  );
}

export type DataTableColumn = {
  header: ReactNode;
  /** The product's column: highlighted, and moved right after the row labels so phones see it. */
  key?: boolean;
  align?: "start" | "end";
};

export type DataTableRow = { label: ReactNode; cells: ReadonlyArray<ReactNode>; id?: string };

/** Puts the key column's value right after the row label, as `DataTable` does with its columns. */
export function keyFirst<T>(items: ReadonlyArray<T>, keyIndex: number): T[] {
  if (keyIndex <= 0) return [...items];
  return [items[keyIndex]!, ...items.slice(0, keyIndex), ...items.slice(keyIndex + 1)];
}

/**
 * A comparison or results table: a row label per row, a header per column, one key column.
 * `label` names the table (caption and region). Wrap it no further: it brings its card.
 */
export function DataTable({
  label,
  captionVisible = false,
  labelHeader,
  columns,
  rows,
  footer,
  className = "",
  "data-print": dataPrint,
}: {
  label: string;
  /** Show the label above the table as its caption (otherwise it is read, not shown). */
  captionVisible?: boolean;
  /** The header of the row label column ("Metric", "Step"); empty by default. */
  labelHeader?: ReactNode;
  columns: ReadonlyArray<DataTableColumn>;
  rows: ReadonlyArray<DataTableRow>;
  /** A last row, e.g. a total, with the same shape as the others. */
  footer?: DataTableRow;
  className?: string;
  "data-print"?: string;
}) {
  const keyIndex = columns.findIndex((column) => column.key);
  const ordered = keyFirst(columns, keyIndex);
  const cellClass = (column: DataTableColumn) => (column.align === "end" ? "text-right" : "");
  const renderCells = (row: DataTableRow) =>
    keyFirst(row.cells, keyIndex).map((cell, index) => (
      <td key={index} data-key={ordered[index]!.key ? "" : undefined} className={cellClass(ordered[index]!)}>
        <CellLabel>{ordered[index]!.header}</CellLabel>
        {cell}
      </td>
    ));
  return (
    <TableScroller label={label} className={className} data-print={dataPrint}>
      <table
        className="data-table"
        style={{ minWidth: columns.length > 2 ? `${(columns.length + 1) * 8}rem` : undefined }}
      >
        <caption className={captionVisible ? "data-table-caption" : "sr-only"}>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader ?? <span className="sr-only">Compared on</span>}</th>
            {ordered.map((column, index) => (
              <th key={index} scope="col" data-key={column.key ? "" : undefined} className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id ?? index}>
              <th scope="row">{row.label}</th>
              {renderCells(row)}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              <th scope="row">{footer.label}</th>
              {renderCells(footer)}
            </tr>
          </tfoot>
        )}
      </table>
    </TableScroller>
  );
}
