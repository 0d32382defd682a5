import { frontmatter } from "../../content/pages/growth-framework.mdx";
import { ContentError } from "./schema-errors";
import { parsePageFrontmatter, type DocumentFigures } from "./pages";

export const GROWTH_FRAMEWORK_FILE = "content/pages/growth-framework.mdx";

/** The figures the growth framework draws from its front matter, validated at build. */
export const growthFrameworkFigures: DocumentFigures = (() => {
  const { figures } = parsePageFrontmatter(frontmatter, GROWTH_FRAMEWORK_FILE);
  if (!figures) throw new ContentError(`Invalid content in ${GROWTH_FRAMEWORK_FILE}:\n  figures: required`);
  return figures;
})();

/** A phase's first and last day: "Days 31-60" gives 31 and 60. */
export function phaseSpan(when: string): { from: number; to: number } {
  const [, from = "0", to = "0"] = /(\d+)-(\d+)$/.exec(when) ?? [];
  return { from: Number(from), to: Number(to) };
}
