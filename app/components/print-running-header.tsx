type RunningHeaderProps = {
  /** The named page (`page: <name>` on the printed element) the rules belong to. */
  name: string;
  left: string;
  right: string;
  /** Also on the first page; without it the first page's letterhead stands alone. */
  everyPage?: boolean;
  /** The page's margins, when not the print stylesheet's 1.5cm. */
  margin?: string;
};

/**
 * On paper, a running header in the page's top margin (an @page margin box, which Chromium
 * repeats on every page): the product and document on the left, the kind of document on the right
 * (the page numbers are at the bottom, documents.css). The rules belong to a named page, so pages
 * visited before in the same session keep their own header: React hoists each style to the head
 * once and never removes it.
 */
export function PrintRunningHeader({ name, left, right, everyPage = false, margin }: RunningHeaderProps) {
  const font = `font: 600 8pt/1.2 "Inter Variable", ui-sans-serif, sans-serif`;
  const css = [
    `@page ${name} {`,
    ...(margin ? [`  margin: ${margin};`] : []),
    `  @top-left { content: ${JSON.stringify(left)}; ${font}; color: #3730a3; vertical-align: bottom; }`,
    `  @top-right { content: ${JSON.stringify(right)}; ${font}; color: #475569; vertical-align: bottom; }`,
    `}`,
    ...(everyPage ? [] : [`@page ${name}:first { @top-left { content: none; } @top-right { content: none; } }`]),
  ].join("\n");
  return (
    <style href={`running-header-${name}`} precedence="print">
      {css}
    </style>
  );
}
