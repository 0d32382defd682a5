/** Widths the cover of every article is generated at (scripts/social-images). */
export const COVER_WIDTHS = [600, 800, 1200] as const;

/** Generated at build time by scripts/social-images (one style for every article). */
export function coverImage(slug: string) {
  const file = (width: number, format: "jpg" | "webp") =>
    width === 1200 ? `/social/blog/${slug}.${format}` : `/social/blog/${slug}-${width}.${format}`;
  const srcSet = (format: "jpg" | "webp") => COVER_WIDTHS.map((width) => `${file(width, format)} ${width}w`).join(", ");
  return {
    /** The 1200 px JPEG: social networks' og:image and the fallback `src`. */
    src: file(1200, "jpg"),
    srcSet: srcSet("jpg"),
    webpSrcSet: srcSet("webp"),
    width: 1200,
    height: 630,
  };
}
