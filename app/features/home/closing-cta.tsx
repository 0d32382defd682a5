import { ExternalLinkButton } from "~/components/ui/button";
import { ClosingCta, closingLinkClasses } from "~/components/ui/closing-cta";
import { home } from "~/content/home";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

const { closing } = home;

/** The home page's closing call to action: the healthtech offer's call, or an e-mail. */
export default function HomeClosingCta() {
  return (
    <ClosingCta
      id="closing"
      title={closing.heading}
      action={
        <ExternalLinkButton href={bookingUrl(offers.healthtech, siteConfig)} variant="inverse" size="lg">
          {offers.healthtech.callLabel}
        </ExternalLinkButton>
      }
      secondary={
        <a href={`mailto:${siteConfig.email.contact}`} className={`${closingLinkClasses} break-all`}>
          {closing.emailPrefix} {siteConfig.email.contact}
        </a>
      }
    >
      <p>{closing.text}</p>
    </ClosingCta>
  );
}
