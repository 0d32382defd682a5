/**
 * Makes the browser's own scroll to an in-page target (a link's jump, `scrollIntoView`, the scroll
 * to the address's fragment after the load event) put the target's heading just under the header,
 * not the top of its box: a section's padding and eyebrow sit above its title, a document's h2 a
 * rule and padding above its text. The root's scroll-padding (tailwind.css) keeps the header's
 * height and 16 px clear; this gives the target a negative scroll margin as tall as what is above
 * its heading's first line. The heading is the one that names the target (a section's
 * `aria-labelledby`), or the target itself (a heading, a row of a list).
 *
 * Self-contained (no imports, nothing from the module around it): the fragment arrival inlines its
 * source into the page (app/components/fragment-arrival.tsx), the enhancement module calls it on an
 * in-page link's click (app/enhance/fragments.ts).
 */
export function landHeadingUnderHeader(target: HTMLElement): void {
  const document = target.ownerDocument;
  const labelledBy = target.getAttribute("aria-labelledby")?.split(" ")[0];
  const heading = (labelledBy && document.getElementById(labelledBy)) || target;
  // A stuck column's place depends on the scroll: measure sticky ancestors in their place in the flow.
  const sticky: Array<[HTMLElement, string]> = [];
  for (let element = heading.parentElement; element && element !== target; element = element.parentElement) {
    if (getComputedStyle(element).position === "sticky") sticky.push([element, element.style.position]);
  }
  for (const [element] of sticky) element.style.position = "static";
  const style = getComputedStyle(heading);
  const offset = Math.round(
    heading.getBoundingClientRect().top +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.paddingTop) -
      target.getBoundingClientRect().top,
  );
  for (const [element, position] of sticky) element.style.position = position;
  target.style.scrollMarginTop = offset > 0 ? `${-offset}px` : "";
}
