import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table: reads like SPEC.md section 2. Unknown paths fall through to "*".
export default [
  index("routes/home.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
