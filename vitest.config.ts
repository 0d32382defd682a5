import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig } from "vitest/config";
import { parseSiteConfig } from "./config/site.js";

// Unit tests run against the default (placeholder) configuration.
export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(parseSiteConfig({})) },
  plugins: [mdx({ remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: "frontmatter" }]] })],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.{js,ts}",
      "scripts/**/*.test.{js,mjs,ts}",
      "config/**/*.test.{js,ts}",
    ],
    environment: "node",
  },
});
