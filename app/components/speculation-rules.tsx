/**
 * Speculation Rules (https://developer.chrome.com/docs/web-platform/prerender-pages): a page on
 * this site whose link the visitor hovers or starts to press is prerendered, so following it
 * shows the next page at once, with no client-side router. "moderate" waits for intent (about
 * 200 ms of hover, or the press itself on a touch screen) and keeps at most two pages ready.
 * Left out: addresses with a query (rendered per request), files (a dot in the path), links that
 * open elsewhere, and the newsletter's token pages. The JSON is an inline script: the CSP allows
 * it by its hash, like any other (server/security.ts).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*\\?(.+)" } },
          { not: { href_matches: "/*.*" } },
          { not: { href_matches: "/newsletter/*" } },
          { not: { selector_matches: "[target=_blank], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />;
}
