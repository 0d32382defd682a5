import { Icon } from "~/components/ui/icon";
import { ExternalLinkButton } from "~/components/ui/button";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

/** The outbound pages' booking call: the outbound offer's scheduler in a new tab, under its one label. */
export function BookDiscoveryButton({
  variant = "primary",
  className = "",
}: {
  variant?: "primary" | "inverse";
  className?: string;
}) {
  return (
    <ExternalLinkButton
      href={bookingUrl(offers.outbound, siteConfig)}
      size="lg"
      variant={variant}
      className={`print-hidden ${className}`}
    >
      <Icon name="calendar-days" className="size-4" />
      {offers.outbound.callLabel}
    </ExternalLinkButton>
  );
}
