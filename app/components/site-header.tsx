import { Icon } from "~/components/ui/icon";
import { usePageHandle } from "~/lib/page-handle";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";
import type { SectionId } from "~/lib/section-nav";
import { HeroesLogo, MamutLogo } from "./logos/logos";
import { SectionLink } from "./section-link";
import { ExternalLinkButton } from "./ui/button";

const navLinks: ReadonlyArray<{ section: SectionId; label: string }> = [
  { section: "about", label: "About" },
  { section: "faq", label: "FAQ" },
  { section: "contact", label: "Contact" },
];

/** The listing pages: in the menu, which "Resources" opens on wide screens. */
const resourceLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: "/blog", label: "Blog" },
  { to: "/industries", label: "Industries" },
  { to: "/case-studies", label: "Case Studies" },
];

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink";
const menuLinkClass =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-800 hover:bg-slate-100";

function GrowthBadge() {
  return (
    <SectionLink
      section="services"
      className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
    >
      Growth Partnership
    </SectionLink>
  );
}

/**
 * The header. From 1280 px everything is in the bar and "Resources" opens the menu, which lists the
 * listing pages first; below that the menu button holds every item (the badge, the listing pages,
 * the sections, booking), and from 768 px the booking button stays in the bar too. The menu is a
 * popover: it opens and closes without script; the enhancement module closes it after a choice and
 * when focus leaves it (app/enhance/menus.ts).
 */
// The header speaks for the healthtech consultancy on every page (content/data/offers.ts).
const healthtechBooking = bookingUrl(offers.healthtech, siteConfig);

export function SiteHeader() {
  // A page with its own booking button (/contact: the 30-minute call) keeps it the only one.
  const booking = usePageHandle().ownsBooking !== true;

  return (
    <header className="group/header print-hidden fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-slate-200/80 bg-white/90 backdrop-blur [view-transition-name:site-header] supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-full items-center gap-3">
        <a href="/" className="shrink-0 rounded-md" aria-label={`${siteConfig.productName} home`}>
          <MamutLogo />
        </a>
        <SectionLink
          section="healthtech-heroes"
          className="shrink-0 rounded-md border-l border-slate-200 pl-3"
          aria-label="Healthtech Heroes podcast"
        >
          <HeroesLogo />
        </SectionLink>
        <div className="ml-2 hidden xl:block">
          <GrowthBadge />
        </div>

        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 xl:flex">
          <button
            type="button"
            popoverTarget="mobile-menu"
            aria-controls="mobile-menu"
            className={`${navLinkClass} inline-flex items-center gap-1`}
          >
            Resources
            <Icon
              name="chevron-down"
              className="size-4 transition-transform group-has-[#mobile-menu:popover-open]/header:rotate-180"
            />
          </button>
          {navLinks.map((link) => (
            <SectionLink key={link.section} section={link.section} className={navLinkClass}>
              {link.label}
            </SectionLink>
          ))}
          {booking && (
            <ExternalLinkButton href={healthtechBooking} className="ml-3">
              {offers.healthtech.callLabel}
            </ExternalLinkButton>
          )}
        </nav>

        <div className="ml-auto flex items-center gap-3 xl:hidden">
          {/* The button's own display would win over `hidden`: a wrapper shows it from 768 px. */}
          {booking && (
            <span className="hidden md:block">
              <ExternalLinkButton href={healthtechBooking}>{offers.healthtech.callLabel}</ExternalLinkButton>
            </span>
          )}
          {/* A popover: it opens and closes without script, from the first paint. */}
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-slate-100"
            popoverTarget="mobile-menu"
            aria-controls="mobile-menu"
          >
            <Icon name="menu" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <Icon name="x" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      {/* Never taller than the space under the header (320x256 at 400% zoom): it scrolls inside. */}
      <div
        id="mobile-menu"
        popover="auto"
        className="inset-x-0 top-(--header-height) bottom-auto m-0 max-h-[calc(100dvh-var(--header-height))] w-full max-w-none overflow-y-auto overscroll-contain border-0 border-b border-slate-200 bg-white p-0 text-ink shadow-lg"
      >
        <nav aria-label="Mobile" className="container-page grid gap-x-8 gap-y-1 py-4 sm:grid-cols-2">
          <div className="px-3 pb-2 sm:col-span-2 xl:hidden">
            <GrowthBadge />
          </div>
          <ul className="flex flex-col gap-1">
            {resourceLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={menuLinkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-1 xl:hidden">
            {navLinks.map((link) => (
              <li key={link.section}>
                <SectionLink section={link.section} className={menuLinkClass}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
          {booking && (
            <span className="mt-2 mb-1 md:hidden">
              <ExternalLinkButton href={healthtechBooking} className="w-full">
                {offers.healthtech.callLabel}
              </ExternalLinkButton>
            </span>
          )}
        </nav>
      </div>
    </header>
  );
}
