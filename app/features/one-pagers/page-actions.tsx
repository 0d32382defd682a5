import { CalendarDays } from "lucide-react";
import { ExternalLinkButton } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";

/** The outbound pages' booking call: the 30-minute scheduler in a new tab. */
export function BookDiscoveryButton({
  label = "Book a 30-min Discovery",
  variant = "primary",
  className = "",
}: {
  label?: string;
  variant?: "primary" | "inverse";
  className?: string;
}) {
  return (
    <ExternalLinkButton
      href={siteConfig.booking.call30}
      size="lg"
      variant={variant}
      className={`print-hidden ${className}`}
    >
      <CalendarDays aria-hidden="true" className="size-4" />
      {label}
    </ExternalLinkButton>
  );
}
