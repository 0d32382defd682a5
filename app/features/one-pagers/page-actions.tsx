import { Icon } from "~/components/ui/icon";
import { ExternalLinkButton } from "~/components/ui/button";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

/** The outbound pages' booking call: the outbound offer's scheduler in a new tab. */
export function BookDiscoveryButton({
  label = offers.outbound.discoveryLabel,
  variant = "primary",
  className = "",
}: {
  label?: string;
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
      {label}
    </ExternalLinkButton>
  );
}
