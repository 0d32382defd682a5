/**
 * The components each kind of MDX content may use. The build refuses any other name
 * (scripts/build/remark-content.ts), so a typo fails with the file and the list instead
 * of an error while pages are rendered; the component maps are typed against these lists.
 */
export const articleComponentNames = [
  "BookingButton",
  "LinkButton",
  "Callout",
  "StartupChallenges",
  "ScorecardLevers",
  "Experiments",
  "Chart",
] as const;

export const documentComponentNames = ["PrivacyEmail", "DpoEmail", "NewsletterRetentionDays"] as const;

/** The growth framework's figures, drawn from its own front matter (`figures`). */
export const frameworkComponentNames = ["FrameworkPillars", "KeyFigures", "PillarDiagram", "PhaseDiagram"] as const;

export type ArticleComponentName = (typeof articleComponentNames)[number];
export type DocumentComponentName = (typeof documentComponentNames)[number];
export type FrameworkComponentName = (typeof frameworkComponentNames)[number];

/** The components a content file may use, by its folder. */
export function componentNamesFor(file: string): readonly string[] {
  if (/(^|\/)content\/blog\//.test(file)) return articleComponentNames;
  if (/(^|\/)content\/pages\/growth-framework\.mdx$/.test(file)) {
    return [...documentComponentNames, ...frameworkComponentNames];
  }
  if (/(^|\/)content\/pages\//.test(file)) return documentComponentNames;
  return [];
}

/** What an owner writes in text, data files and front matter where the product's name belongs. */
export const PRODUCT_NAME_TOKEN = "{productName}";
