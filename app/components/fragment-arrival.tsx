/**
 * Arriving at a place on a page (`/#faq` from another page), the first paint shows that place.
 * Chrome scrolls to a fragment only after the load event: on a phone that is the top of the page
 * for most of a second, then a jump. When the address has a fragment, this keeps the page from
 * painting until the element it names has been parsed (`<link rel=expect blocking=render>`) and
 * scrolls to it just before that first frame (the header's height kept clear by scroll-margin).
 * An inline script, first in `<head>`, since it must run while the page is parsed; the CSP allows
 * it by its hash. Without a fragment it does nothing.
 */
export const FRAGMENT_ARRIVAL_SCRIPT = `(()=>{const id=decodeURIComponent(location.hash.slice(1));if(!id)return;const expect=document.createElement("link");expect.rel="expect";expect.href=location.hash;expect.setAttribute("blocking","render");document.head.append(expect);requestAnimationFrame(()=>document.getElementById(id)?.scrollIntoView())})()`;

export function FragmentArrival() {
  return <script dangerouslySetInnerHTML={{ __html: FRAGMENT_ARRIVAL_SCRIPT }} />;
}
