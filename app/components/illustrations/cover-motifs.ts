// No "~/" imports: the build's image step (scripts/social-images) loads this file outside the app bundle.
import { categoryMotif } from "./motifs.ts";

/**
 * The drawings an article's cover can be: its category's motif (motifs.ts) or a subject's, each
 * composed from the article itself (cover-art.ts, subject-art.ts).
 */
export const coverMotifs = [
  "route",
  "cost-stack",
  "steps",
  "node-network",
  "trajectory",
  "funnel",
  "pin-map",
  "inbound",
  "tool-stack",
  "people",
  "split-test",
  "neutral",
] as const;

export type CoverMotif = (typeof coverMotifs)[number];

// An article's tags name its subject; a tag here has a drawing of its own. Tags not listed draw nothing.
const subjectMotifs: Record<string, CoverMotif> = {
  strategy: "route",
  costs: "cost-stack",
  budget: "cost-stack",
  growth: "steps",
  ai: "node-network",
  pipeline: "funnel",
  "sales-math": "funnel",
  nearshore: "pin-map",
  latam: "pin-map",
  inbound: "inbound",
  "sales-tools": "tool-stack",
  infrastructure: "tool-stack",
  email: "tool-stack",
  bdr: "people",
  "sales-teams": "people",
  "sales-development": "people",
  hiring: "people",
  staffing: "people",
  experimentation: "split-test",
};

type CoverSubject = { slug: string; category: string; date: string; tags: readonly string[] };

/**
 * Each article's cover drawing, chosen over the whole list so no two articles share one while
 * drawings are left: its category's motif if no earlier article took it, else its first tag's
 * that is free, else any free drawing; only when every drawing is taken does it repeat its
 * category's (composed from its own slug, so the picture still differs). Oldest first, so a new
 * article never changes the art of those before it.
 */
export function assignCoverMotifs(posts: readonly CoverSubject[]): Map<string, CoverMotif> {
  const taken = new Set<CoverMotif>();
  const chosen = new Map<string, CoverMotif>();
  const oldestFirst = [...posts].sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  for (const post of oldestFirst) {
    const category = coverMotifs.find((motif) => motif === categoryMotif(post.category)) ?? "neutral";
    const candidates = [
      category,
      ...post.tags.flatMap((tag) => subjectMotifs[tag] ?? []),
      ...coverMotifs.filter((motif) => motif !== "neutral"),
    ];
    const motif = candidates.find((candidate) => !taken.has(candidate)) ?? category;
    taken.add(motif);
    chosen.set(post.slug, motif);
  }
  return chosen;
}
