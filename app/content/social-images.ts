// No content imports here: route meta (browser code) uses it, and must not pull in the content index.

/** The generated social image of a one-pager or case study (scripts/social-images). */
export function socialImageOf(kind: "one-pagers" | "case-studies", slug: string): string {
  return `/social/${kind}/${slug}.jpg`;
}
