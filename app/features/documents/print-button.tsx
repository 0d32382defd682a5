import { Download, Printer } from "lucide-react";
import { Button } from "~/components/ui/button";
import { onDarkButtonClasses } from "./on-dark";

type PrintButtonProps = {
  label?: string;
  icon?: "print" | "download";
  /** "on-dark" for dark panels. */
  variant?: "primary" | "secondary" | "on-dark";
  className?: string;
};

/**
 * Opens the browser's print dialog, where "Save as PDF" is one of the destinations:
 * the printable documents need no PDF files of their own. Never printed itself.
 */
export function PrintButton({
  label = "Print / Save as PDF",
  icon = "print",
  variant = "secondary",
  className = "",
}: PrintButtonProps) {
  const Icon = icon === "download" ? Download : Printer;
  const content = (
    <>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </>
  );
  if (variant === "on-dark") {
    return (
      <button
        type="button"
        className={`print-hidden ${onDarkButtonClasses()} ${className}`}
        onClick={() => window.print()}
      >
        {content}
      </button>
    );
  }
  return (
    <Button variant={variant} className={`print-hidden ${className}`} onClick={() => window.print()}>
      {content}
    </Button>
  );
}
