/**
 * On paper, a running header on every page after the first (which carries the letterhead): the
 * product and industry on the left, the kind of sheet on the right, in the page's top margin (the
 * page numbers are at the bottom, documents.css). The rules belong
 * to a named page (`page: <name>` on the printed element), so pages visited before in the same
 * session keep their own header: React hoists each style to the head once and never removes it.
 */
export function PrintRunningHeader({ name, left, right }: { name: string; left: string; right: string }) {
  const font = `font: 600 8pt/1.2 "Inter Variable", ui-sans-serif, sans-serif`;
  const css = [
    `@page ${name} {`,
    `  @top-left { content: ${JSON.stringify(left)}; ${font}; color: #3730a3; vertical-align: bottom; }`,
    `  @top-right { content: ${JSON.stringify(right)}; ${font}; color: #475569; vertical-align: bottom; }`,
    `}`,
    `@page ${name}:first { @top-left { content: none; } @top-right { content: none; } }`,
  ].join("\n");
  return (
    <style href={`running-header-${name}`} precedence="print">
      {css}
    </style>
  );
}
