import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table: reads like SPEC.md section 2. Unknown paths fall through to "*".
export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("growth-framework", "routes/growth-framework.tsx"),
  route("integration-guide", "routes/integration-guide.tsx"),
  route("case-study/data-privacy-compliance-startup", "routes/case-study-data-privacy.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("one-pager", "routes/one-pager.tsx"),
  route("industries", "routes/industries.tsx"),
  route("one-pagers/:slug", "routes/one-pagers.$slug.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:slug", "routes/case-studies.$slug.tsx"),
  route("healthtech-heroes", "routes/healthtech-heroes.tsx"),
  route("roi-calculator", "routes/roi-calculator.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("assistant-index.json", "routes/assistant-index.json.ts"),
  route("maps-config.json", "routes/maps-config.json.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
