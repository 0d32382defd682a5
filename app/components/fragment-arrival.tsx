import { landHeadingUnderHeader } from "~/lib/heading-landing";

/**
 * Arriving at a place on a page (`/#faq` from another page), the first paint shows that place.
 * Chrome scrolls to a fragment only after the load event: on a phone that is the top of the page
 * for most of a second, then a jump. When the address has a fragment, this keeps the page from
 * painting until the element it names has been parsed (`<link rel=expect blocking=render>`) and
 * scrolls to it just before that first frame, its heading just under the header as an in-page link
 * lands it (app/lib/heading-landing.ts, whose source is inlined here); the browser's own scroll after
 * the load event lands at the same place.
 * An inline script, first in `<head>`, since it must run while the page is parsed; the CSP allows
 * it by its hash. Without a fragment it does nothing.
 */
export const FRAGMENT_ARRIVAL_SCRIPT = `(()=>{const id=decodeURIComponent(location.hash.slice(1));if(!id)return;const expect=document.createElement("link");expect.rel="expect";expect.href=location.hash;expect.setAttribute("blocking","render");document.head.append(expect);requestAnimationFrame(()=>{const target=document.getElementById(id);if(!target)return;(${landHeadingUnderHeader})(target);target.scrollIntoView()})})()`;

export function FragmentArrival() {
  return <script dangerouslySetInnerHTML={{ __html: FRAGMENT_ARRIVAL_SCRIPT }} />;
}
