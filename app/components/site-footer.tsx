import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { usePageHandle } from "~/lib/page-handle";
import { usePageOffer } from "~/lib/page-offer";
import { siteConfig } from "~/lib/site-config";
import type { SectionId } from "~/lib/section-nav";
import { NewsletterForm } from "~/features/leads/newsletter-form";
import { MamutLogo } from "./logos/logos";
import { SectionLink } from "./section-link";
import { ExternalLink } from "./ui/button";

type FooterLink =
  | { kind: "section"; section: SectionId; label: string }
  | { kind: "page"; to: string; label: string }
  | { kind: "external"; href: string; label: string }
  | { kind: "mail"; address: string; label: string };

type FooterColumn = { title: string; links: ReadonlyArray<FooterLink> };

const linkClass = "inline-flex min-h-8 items-center text-sm text-slate-600 transition-colors hover:text-ink";

/**
 * @param booking the scheduler of the page's offer and its one label (a page never links the other offer's call), or
 *   null on a page with its own booking button, which stays the only one (/contact answers other
 *   pages' forms with their offer's call)
 */
function footerColumns(booking: { href: string; label: string } | null): FooterColumn[] {
  const bookingLinks: FooterLink[] = booking ? [{ kind: "external", ...booking }] : [];
  return [
    {
      title: "Our Services",
      links: [
        { kind: "section", section: "services", label: "Growth Services" },
        { kind: "section", section: "about", label: "About Us" },
        { kind: "section", section: "faq", label: "FAQ" },
        { kind: "page", to: "/growth-framework", label: "Growth Framework" },
        { kind: "page", to: "/healthtech-heroes", label: "Healthtech Heroes Podcast" },
      ],
    },
    {
      title: "Healthcare Focus",
      links: [
        { kind: "section", section: "services", label: "Digital Health Platforms" },
        { kind: "section", section: "services", label: "Medical Device Makers" },
        { kind: "section", section: "services", label: "Healthcare SaaS" },
        { kind: "section", section: "services", label: "Clinical Decision Support" },
        { kind: "section", section: "services", label: "Health Data Analytics" },
      ],
    },
    {
      title: "Outbound Resources",
      links: [
        { kind: "page", to: "/blog", label: "Outbound Insights Blog" },
        { kind: "page", to: "/industries", label: "Industries" },
        { kind: "page", to: "/case-studies", label: "Case Studies" },
        { kind: "page", to: "/integration-guide", label: "Integration Guide" },
        { kind: "page", to: "/roi-calculator", label: "ROI Calculator" },
        { kind: "page", to: "/one-pager", label: "One-Pager" },
      ],
    },
    {
      title: "Get Started",
      links: [
        { kind: "page", to: "/contact", label: "Contact" },
        ...bookingLinks,
        { kind: "mail", address: siteConfig.email.contact, label: siteConfig.email.contact },
        { kind: "external", href: siteConfig.profiles.company, label: "Company Profile" },
        { kind: "external", href: siteConfig.profiles.founder, label: "Founder Profile" },
      ],
    },
  ];
}

function FooterLinkItem({ link }: { link: FooterLink }): ReactNode {
  switch (link.kind) {
    case "section":
      return (
        <SectionLink section={link.section} className={linkClass}>
          {link.label}
        </SectionLink>
      );
    case "page":
      return (
        <a href={link.to} className={linkClass}>
          {link.label}
        </a>
      );
    case "external":
      return (
        <ExternalLink href={link.href} className={linkClass}>
          {link.label}
        </ExternalLink>
      );
    case "mail":
      return (
        <a href={`mailto:${link.address}`} className={`${linkClass} break-all`}>
          {link.label}
        </a>
      );
  }
}

/**
 * The footer. Phones get one collapsible group per column (`<details>`, no script needed); from
 * 640 px the groups are plain columns, always open. The newsletter form is left out where the
 * page has its own (/blog): one sign-up per page. Light, under a hairline: the page's one dark block
 * is its closing call to action, which the footer follows without running into it (DESIGN.md).
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const handle = usePageHandle();
  const pageHasNewsletter = handle.ownsNewsletter === true;
  const offer = usePageOffer();
  const booking = handle.ownsBooking === true ? null : { href: offer.bookingUrl, label: offer.callLabel };
  return (
    <footer className="print-hidden border-t border-slate-200 bg-slate-50 text-ink">
      <div className="container-page grid gap-x-8 gap-y-2 py-12 sm:grid-cols-2 sm:gap-y-10 sm:py-16 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div className="mb-6 max-w-xs sm:col-span-2 sm:mb-0 lg:col-span-1">
          <a href="/" className="inline-block rounded-md" aria-label={`${siteConfig.productName} home`}>
            <MamutLogo />
          </a>
          <p className="mt-4 text-sm text-slate-600">
            Your growth partner, not another vendor: qualified pipeline for healthtech companies selling into
            healthcare.
          </p>
        </div>
        {footerColumns(booking).map((column) => (
          <details key={column.title} className="footer-group border-b border-slate-200 sm:border-0">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 sm:hidden [&::-webkit-details-marker]:hidden">
              <h2 className="eyebrow">{column.title}</h2>
              <Icon name="chevron-down" className="size-5 text-slate-500 transition-transform in-open:rotate-180" />
            </summary>
            <h2 className="hidden eyebrow sm:block">{column.title}</h2>
            <ul className="space-y-1 pb-4 sm:mt-4 sm:pb-0">
              {column.links.map((link) => (
                <li key={`${link.kind}-${link.label}`}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      {!pageHasNewsletter && (
        <div className="border-t border-slate-200">
          <div className="container-page grid gap-4 py-8 sm:py-10 lg:grid-cols-2 lg:items-center lg:gap-6">
            <div>
              <h2 className="text-lg font-semibold">Outbound Insights newsletter</h2>
              <p className="mt-1 text-sm text-slate-600">
                Playbooks on outbound sales and pipeline math. Confirm by e-mail, leave anytime.
              </p>
            </div>
            <NewsletterForm placement="footer" />
          </div>
        </div>
      )}
      <div className="border-t border-slate-200">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-600 sm:flex-row sm:justify-between">
          <p>
            © {year} {siteConfig.productName}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <a href="/privacy-policy" className="inline-flex min-h-6 items-center hover:text-ink">
              Privacy Policy
            </a>
            <a href="/blog/rss.xml" className="inline-flex min-h-6 items-center hover:text-ink">
              RSS feed
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
