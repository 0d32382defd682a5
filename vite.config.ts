import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig } from "vite";
import { loadSiteConfig } from "./app/lib/site-config.server.ts";
import { leanIcons } from "./scripts/build/lean-icons.ts";
import { shellChunk } from "./scripts/build/shell-chunk.ts";
import { socialImages } from "./scripts/social-images/vite-plugin.ts";

// Public settings are validated here and baked into the client and prerendered pages.
const siteConfig = loadSiteConfig();

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
  plugins: [
    socialImages(siteConfig.productName),
    {
      enforce: "pre",
      ...mdx({
        remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: "frontmatter" }], remarkGfm],
        rehypePlugins: [rehypeSlug],
        providerImportSource: undefined,
      }),
    },
    tailwindcss(),
    reactRouter(),
    leanIcons(),
    shellChunk(),
  ],
  resolve: { tsconfigPaths: true },
});
