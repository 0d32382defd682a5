import { siteConfig } from "~/lib/site-config";
import { robotsTxt } from "~/lib/sitemap";

export function loader() {
  return new Response(robotsTxt(siteConfig.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
