/** Generated at build time by scripts/social-images (one style for every article). */
export function coverImage(slug: string) {
  return {
    src: `/social/blog/${slug}.jpg`,
    srcSet: `/social/blog/${slug}-600.jpg 600w, /social/blog/${slug}.jpg 1200w`,
    width: 1200,
    height: 630,
  };
}
