/**
 * An article's social image, generated at build time by scripts/social-images: the og:image and the
 * feed's enclosure. It carries the title, since it travels without the page; the page itself shows
 * its category's motif (components/illustrations), which does not.
 */
export function coverImage(slug: string) {
  return { src: `/social/blog/${slug}.jpg` };
}
