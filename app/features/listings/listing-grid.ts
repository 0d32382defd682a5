/**
 * The one card style of the listings: white, a 1 px border, 16 px corners, a shadow only on hover
 * or while the card's link has focus, when the card also draws the focus ring (`focus-ring-card`).
 * The card is a size container, so a card given a whole row lays its art beside its text.
 */
export const cardClasses =
  "group @container relative focus-ring-card overflow-hidden rounded-card border border-slate-200 bg-white transition-shadow duration-150 focus-within:shadow-lift hover:shadow-lift motion-reduce:transition-none";

/** The classes of a grid whose items take `fillSpans` (two columns on tablets, three on desktops). */
export const gridClasses = "grid gap-6 sm:grid-cols-2 lg:grid-cols-6";

/**
 * Column spans that leave no half-empty row: three cards a row on desktops (six tracks, two each),
 * two on tablets; the cards of a short last row share it (one takes the row, two take half each).
 */
export function fillSpans(count: number): string[] {
  const desktopRest = count % 3;
  const tabletRest = count % 2;
  return Array.from({ length: count }, (_, index) => {
    const fromEnd = count - index;
    const desktop =
      desktopRest === 1 && fromEnd === 1
        ? "lg:col-span-6"
        : desktopRest === 2 && fromEnd <= 2
          ? "lg:col-span-3"
          : "lg:col-span-2";
    return tabletRest === 1 && fromEnd === 1 ? `sm:col-span-2 ${desktop}` : desktop;
  });
}
