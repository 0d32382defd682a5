import { Fragment } from "react";

/**
 * A result card's headline figure (inside an `@container`): 36 px on a phone and 48 px in a wide
 * column, sized by the card's width, so a longer figure than the defaults' still fits; one too long
 * for any size (the largest inputs allowed) breaks (`Digits`) instead of pushing the page sideways.
 */
export const bigFigureClass =
  "mt-2 text-[clamp(1.75rem,12.5cqi,3rem)] font-extrabold tracking-tight tabular-nums wrap-anywhere";

/**
 * A computed figure as text that never pushes the page sideways: a line breaks at a space first
 * ("$6,138,000,000 to / $6,174,000,000"), and a number too long for a line of its own after one of
 * its thousands separators ("16,000,000,/000,000"). Each number is an inline block, so the spaces
 * between words come first; it reads and copies as written. `wrap-anywhere` on the parent breaks
 * elsewhere only when a group of three digits does not fit.
 */
export function Digits({ children }: { children: string }) {
  return children.split(/( )/).map((word, index) =>
    /\d,\d/.test(word) ? (
      <span key={index} className="inline-block max-w-full">
        {word.split(/(?<=\d,)(?=\d)/).map((part, at) => (
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </span>
    ) : (
      word
    ),
  );
}

/**
 * A label and its value on one line; a value too long to share the line goes under its label,
 * still at the right, and breaks (`Digits`) only if it is too long for a line of its own.
 */
export const valueRowClass = "flex flex-wrap justify-between gap-x-4";
export const valueClass = "ml-auto min-w-0 text-right font-semibold wrap-anywhere tabular-nums";
