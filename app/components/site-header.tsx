import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { usePageHandle } from "~/lib/page-handle";
import { navigation } from "~/content/page-copy";
import { usePageOffer } from "~/lib/page-offer";
import { siteConfig } from "~/lib/site-config";
import type { SectionId } from "~/lib/section-nav";
import { HeroesLogo, MamutLogo } from "./logos/logos";
import { SectionLink } from "./section-link";
import { ExternalLinkButton } from "./ui/button";

/**
 * The home page's sections, in the bar from 1280 px and in the menu below that. The podcast's
 * section is the second logo's, beside the first at every width.
 */
const sectionLinks: ReadonlyArray<{ section: SectionId; label: string }> = [
  { section: "services", label: "Growth Partnership" },
  { section: "about", label: "About" },
  { section: "faq", label: "FAQ" },
  { section: "contact", label: "Contact" },
];

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink";
const menuLinkClass =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-800 hover:bg-slate-100";

/** The listing page a path belongs to (`/blog/some-article` is in the blog), for aria-current. */
function currentResource(pathname: string): string | undefined {
  return navigation.resources.find(({ href }) => pathname === href || pathname.startsWith(`${href}/`))?.href;
}

/**
 * The header: the logo, the podcast's mark (SPEC's second logo, to the home page's podcast
 * section), then from 1280 px the main nav in the bar, where "Resources" opens a panel
 * anchored under it (the listing pages, each with its line from content/data/page-copy.ts); below
 * 1280 px the Menu button opens the same popover as a sheet over the dimmed page, holding every item.
 * From 768 px the booking button stays in the bar. The menu is a popover: it opens and closes without script; the enhancement module
 * closes it after a choice and when focus leaves it (app/enhance/menus.ts). Its layout is
 * `.site-menu` in tailwind.css (anchor positioning and the backdrop are CSS of their own).
 */
export function SiteHeader() {
  // The booking button is the page's offer's call (content/data/offers.ts), so a first screen never
  // offers two different calls; a page with its own booking button (/contact) keeps it the only one.
  const offer = usePageOffer();
  const booking = usePageHandle().ownsBooking !== true;
  const current = currentResource(useLocation().pathname.replace(/(.)\/$/, "$1"));

  return (
    <header className="group/header print-hidden fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-slate-200/80 bg-white/90 backdrop-blur [view-transition-name:site-header] has-[#mobile-menu:popover-open]:bg-white! supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-full items-center gap-3">
        <a href="/" className="shrink-0 rounded-md" aria-label={`${siteConfig.productName} home`}>
          <MamutLogo />
        </a>
        {/* A hairline between the two logos, outside the link so its focus ring frames the mark alone. */}
        <span aria-hidden="true" className="h-8 w-px shrink-0 bg-slate-200" />
        <SectionLink section="healthtech-heroes" className="-mx-1 shrink-0 rounded-md p-1">
          <HeroesLogo />
        </SectionLink>

        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 xl:flex">
          <button
            type="button"
            popoverTarget="mobile-menu"
            aria-controls="mobile-menu"
            data-current={current ? "" : undefined}
            className={`${navLinkClass} site-menu-anchor inline-flex items-center gap-1 data-current:signal-notch`}
          >
            Resources
            <Icon
              name="chevron-down"
              className="size-4 transition-transform group-has-[#mobile-menu:popover-open]/header:rotate-180"
            />
          </button>
          {sectionLinks.map((link) => (
            <SectionLink key={link.section} section={link.section} className={navLinkClass}>
              {link.label}
            </SectionLink>
          ))}
          {booking && (
            <ExternalLinkButton href={offer.bookingUrl} className="ml-3">
              {offer.callLabel}
            </ExternalLinkButton>
          )}
        </nav>

        <div className="ml-auto flex items-center gap-1 xl:hidden">
          {/* The button's own display would win over `hidden`: a wrapper shows it from 768 px. */}
          {booking && (
            <span className="mr-2 hidden md:block">
              <ExternalLinkButton href={offer.bookingUrl}>{offer.callLabel}</ExternalLinkButton>
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

      <div id="mobile-menu" popover="auto" className="site-menu">
        <nav aria-label="Mobile" className="grid gap-x-8 gap-y-1 sm:grid-cols-2 xl:block">
          <div>
            <p className="signal-notch px-3 pt-1 pb-2 eyebrow">Resources</p>
            <ul className="flex flex-col gap-1">
              {navigation.resources.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.href === current ? "page" : undefined}
                    className="flex min-h-11 flex-col justify-center rounded-lg px-3 py-2 hover:bg-slate-100 aria-[current=page]:bg-brand-50"
                  >
                    <span className="text-base font-semibold text-ink xl:text-sm">{link.label}</span>
                    <span className="text-sm text-muted">{link.description}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <ul className="flex flex-col gap-1 sm:pt-9 xl:hidden">
            {sectionLinks.map((link) => (
              <li key={link.section}>
                <SectionLink section={link.section} className={menuLinkClass}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
          {booking && (
            <span className="mt-2 mb-1 sm:col-span-2 md:hidden">
              <ExternalLinkButton href={offer.bookingUrl} className="w-full">
                {offer.callLabel}
              </ExternalLinkButton>
            </span>
          )}
        </nav>
      </div>
    </header>
  );
}
