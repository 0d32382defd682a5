import type { Page } from "@playwright/test";

/**
 * The page's tables in its main content, as the table pattern needs them (issue 17, and issue 18
 * item 8): a table that scrolls sits in a named region the keyboard can scroll, and its key
 * column (`thead [data-key]`) is in view without scrolling the table.
 */
export async function tableProblems(page: Page, path: string): Promise<{ problems: string[]; keyInView: boolean }> {
  const tables = await page.evaluate(() =>
    [...document.querySelectorAll("main table")].map((table) => {
      let scroller: Element | null = table.parentElement;
      while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) {
        scroller = scroller.parentElement;
      }
      const region = scroller && scroller.getAttribute("tabindex") === "0" ? scroller : null;
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
      };
    }),
  );
  const problems: string[] = [];
  let keyInView = false;
  tables.forEach((table, index) => {
    // A table that fits needs no scroller; one in a scroller needs its name and focus.
    if (table.hidden || table.region === "none") return;
    const [role, name] = table.region.split("|");
    if (role !== "region" || !name) problems.push(`${path} table ${index + 1}: not in a named region`);
    if (table.keyInView === false) problems.push(`${path} table ${index + 1}: key column out of view`);
    if (table.keyInView) keyInView = true;
  });
  return { problems, keyInView };
}
