// Types for the exports the MDX pipeline adds (remark-mdx-frontmatter); the route validates them.
export { default } from "*.mdx";

export const frontmatter: unknown;
