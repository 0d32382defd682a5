import { expect, test } from "./support/test";
import { content, figure, prerenderedPages } from "./support/site";

// A claim that compares figures (docs/claims.md) never stands alone: every page that shows one also
// shows both figures it compares. The figures and claims are the build's (its content manifest).

/** What a visitor reads on a page: its body without scripts and markup. */
function visibleText(html: string): string {
  return (
    (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html)
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
      // Inline elements run on in the text ("$9.8K-" and "$12.5K" in two spans read "$9.8K-$12.5K").
      .replace(/<\/?(?:span|a|strong|em|b|i|time|abbr|small|sup|sub)\b[^>]*>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ")
  );
}

/** A figure as the page may write it: "$45K-$72K" or, in full, "$45,000-$72,000". */
function writings(token: string): string[] {
  const full = content.figures[token.replace(/(\.\w+)$/, "$1Full")];
  return [figure(token), ...(full && !token.endsWith("Full") ? [full] : [])];
}

test("every page that states a claim shows the figures it compares", () => {
  const pages = prerenderedPages();
  expect(pages.length).toBeGreaterThan(10);
  expect(content.claims.length).toBeGreaterThan(0);
  const missing: string[] = [];
  let stated = 0;
  for (const { path, html } of pages) {
    const text = visibleText(html);
    for (const claim of content.claims) {
      if (!text.includes(figure(claim.token))) continue;
      stated += 1;
      for (const basis of claim.basisTokens) {
        if (!writings(basis).some((writing) => text.includes(writing))) {
          missing.push(`${path}: {${claim.token}} (${figure(claim.token)}) without {${basis}} (${figure(basis)})`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
  // The test saw claims: a build whose pages state none would pass it for nothing.
  expect(stated).toBeGreaterThan(content.claims.length);
});
