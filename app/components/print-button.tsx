import type { LucideIcon } from "lucide-react";
import { useRef } from "react";
import { useFirstInput } from "~/lib/first-input";
import { buttonClasses } from "./ui/button";

type PrintButtonProps = {
  label?: string;
  /** Printer or Download; passed in so a page loads only the icon it shows. */
  icon: LucideIcon;
  /** The button's look; a secondary button by default. */
  className?: string;
};

/**
 * Opens the browser's print dialog, where "Save as PDF" is one of the destinations: the
 * printable pages need no PDF files of their own. Never printed itself. It needs script, so it
 * is not shown without it, and a click before the page has hydrated prints once it has
 * (data-replay, see app/lib/first-input.ts).
 */
export function PrintButton({
  label = "Print / Save as PDF",
  icon: Icon,
  className = buttonClasses({ variant: "secondary" }),
}: PrintButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useFirstInput(ref);
  return (
    <button
      ref={ref}
      type="button"
      data-replay=""
      className={`print-hidden noscript:hidden ${className}`}
      onClick={() => window.print()}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
