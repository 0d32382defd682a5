import { addFirstInputScript } from "./first-input.js";
import { deferHydration } from "./hydration.js";
import { contentSecurityPolicy, inlineScriptHashes } from "./security.js";

/**
 * A rendered page as it is sent: hydration deferred (see hydration.js) and the first-input
 * script added (see first-input.js), then the CSP with a hash for each of its final inline
 * scripts. For prerendered and per-request pages alike; throws, naming the page, when React
 * Router's scripts are not in the shape the rewrite expects.
 * @param {string} rendered
 * @param {{ mapsEnabled: boolean; page: string }} options
 */
export function finishPage(rendered, { mapsEnabled, page }) {
  const deferred = deferHydration(rendered, page);
  // Pages without React Router's scripts (the plain error pages) come back unchanged: nothing hydrates.
  const html = deferred === rendered ? rendered : addFirstInputScript(deferred, page);
  return { html, csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), mapsEnabled }) };
}
