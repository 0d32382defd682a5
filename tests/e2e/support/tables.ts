import type { Page } from "@playwright/test";

/** At phone widths no table cell runs longer than this many lines (issue 29 item 9: 8-11 before the cards). */
export const MAX_CELL_LINES = 7;

/**
 * The page's tables in its main content, as the table pattern needs them (issue 17, issue 18
 * item 8, issue 29 item 9 and issue 36 item 8): a table that scrolls sits in a named region the
 * keyboard can scroll (a Tab stop exactly while it scrolls), shows a shadow at its edge (the cue), and its key column (`thead [data-key]`) is in
 * view without scrolling the table; no cell runs over `MAX_CELL_LINES` lines, and no text is cut
 * (outside the page, or outside a region that does not scroll).
 */
export async function tableProblems(page: Page, path: string): Promise<{ problems: string[]; keyInView: boolean }> {
  const tables = await page.evaluate(() =>
    [...document.querySelectorAll("main table")].map((table) => {
      let scroller: Element | null = table.parentElement;
      while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) {
        scroller = scroller.parentElement;
      }
      const region = scroller && scroller.getAttribute("role") ? scroller : null;
      const scrolls = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false;
      // A Tab stop exactly while it scrolls (the enhancement module, app/enhance/table-scrollers.ts).
      const stop = scroller ? scroller.getAttribute("tabindex") === "0" : false;
      const overflows = scroller ? scroller.scrollWidth > scroller.clientWidth : false;
      const page = document.documentElement.clientWidth;
      const visibleRight = scroller && !scrolls ? Math.min(page, scroller.getBoundingClientRect().right) : page;
      // Lines of each cell's text as drawn (distinct line boxes), and text beyond what can be seen.
      const cells = [...table.querySelectorAll("th, td")].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        return {
          text: (cell.textContent ?? "").trim().slice(0, 40),
          lines: new Set(rects.map((rect) => Math.round(rect.bottom))).size,
          cut: !scrolls && rects.some((rect) => rect.right > visibleRight + 1),
        };
      });
      const key = table.querySelector("thead [data-key]");
      const box = key?.getBoundingClientRect();
      return {
        region: region
          ? `${region.getAttribute("role")}|${region.getAttribute("aria-label") ?? ""}`
          : scroller
            ? "|"
            : "none",
        keyInView: box ? box.left >= 0 && box.right <= document.documentElement.clientWidth : null,
        hidden: table.getBoundingClientRect().width === 0,
        scrolls,
        stopMismatch: scroller !== null && stop !== overflows,
        cue: scroller ? getComputedStyle(scroller).backgroundImage.includes("radial-gradient") : false,
        cells,
      };
    }),
  );
  const problems: string[] = [];
  let keyInView = false;
  tables.forEach((table, index) => {
    if (table.hidden) return;
    for (const cell of table.cells) {
      if (cell.lines > MAX_CELL_LINES)
        problems.push(`${path} table ${index + 1}: "${cell.text}" runs ${cell.lines} lines`);
      if (cell.cut) problems.push(`${path} table ${index + 1}: "${cell.text}" is cut`);
    }
    if (table.scrolls && !table.cue) problems.push(`${path} table ${index + 1}: scrolls with no edge cue`);
    if (table.stopMismatch)
      problems.push(
        `${path} table ${index + 1}: ${table.scrolls ? "scrolls but is no Tab stop" : "a Tab stop that scrolls nothing"}`,
      );
    // A table that fits needs no scroller; one in a scroller needs its name and focus.
    if (table.region === "none") return;
    const [role, name] = table.region.split("|");
    if (role !== "region" || !name) problems.push(`${path} table ${index + 1}: not in a named region`);
    if (table.keyInView === false) problems.push(`${path} table ${index + 1}: key column out of view`);
    if (table.keyInView) keyInView = true;
  });
  return { problems, keyInView };
}
