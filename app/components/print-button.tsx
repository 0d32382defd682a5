import { Icon, type IconName } from "~/components/ui/icon";
import { buttonClasses } from "./ui/button";

type PrintButtonProps = {
  label?: string;
  /** Printer or Download; passed in so a page loads only the icon it shows. */
  icon: IconName;
  /** The button's look; a secondary button by default. */
  className?: string;
};

/**
 * Opens the browser's print dialog, where "Save as PDF" is one of the destinations (the ROI
 * calculator's results; the documents' "Download PDF" when the build wrote no PDF,
 * components/pdf-download.tsx). Never printed itself. The enhancement module prints on its click
 * (app/enhance/page-actions.ts); without script it is not shown.
 */
export function PrintButton({
  label = "Print / Save as PDF",
  icon,
  className = buttonClasses({ variant: "secondary" }),
}: PrintButtonProps) {
  return (
    <button type="button" data-action="print" className={`print-hidden needs-script ${className}`}>
      <Icon name={icon} className="size-4" />
      {label}
    </button>
  );
}
