import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { siteConfig } from "~/lib/site-config";
import type { SectionId } from "~/lib/section-nav";
import { HeroesLogo, MamutLogo } from "./logos";
import { SectionLink } from "./section-link";
import { ExternalLinkButton } from "./ui/button";
import { usePopover } from "./use-popover";

const navLinks: ReadonlyArray<{ section: SectionId; label: string }> = [
  { section: "about", label: "About" },
  { section: "faq", label: "FAQ" },
  { section: "contact", label: "Contact" },
];

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink";

function GrowthBadge({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <SectionLink
      section="services"
      onClick={onNavigate}
      className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
    >
      Growth Partnership
    </SectionLink>
  );
}

export function SiteHeader() {
  const { ref: menuRef, close } = usePopover<HTMLDivElement>();
  const { pathname, hash } = useLocation();
  const place = `${pathname}${hash}`;
  const lastPlace = useRef(place);

  // Another page or section closes the menu. Hydrating does not: a tap may have opened it already.
  useEffect(() => {
    if (lastPlace.current === place) return;
    lastPlace.current = place;
    close();
  }, [place, close]);

  return (
    <header className="group/header print-hidden fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-full items-center gap-3">
        <Link to="/" className="shrink-0 rounded-md" aria-label={`${siteConfig.productName} home`}>
          <MamutLogo />
        </Link>
        <SectionLink
          section="healthtech-heroes"
          className="shrink-0 rounded-md border-l border-slate-200 pl-3"
          aria-label="Healthtech Heroes podcast"
        >
          <HeroesLogo />
        </SectionLink>
        <div className="ml-2 hidden lg:block">
          <GrowthBadge />
        </div>

        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <SectionLink key={link.section} section={link.section} className={navLinkClass}>
              {link.label}
            </SectionLink>
          ))}
          <ExternalLinkButton href={siteConfig.booking.call45} className="ml-3">
            Book 45-Min Discovery Call
          </ExternalLinkButton>
        </nav>

        {/* A popover: it opens and closes without script, so a tap before hydration is never lost. */}
        <button
          type="button"
          className="ml-auto inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden"
          popoverTarget="mobile-menu"
          aria-controls="mobile-menu"
        >
          <Menu aria-hidden="true" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
          <span className="sr-only">Menu</span>
        </button>
      </div>

      <div
        ref={menuRef}
        id="mobile-menu"
        popover="auto"
        className="inset-x-0 top-(--header-height) bottom-auto m-0 w-full max-w-none border-0 border-b border-slate-200 bg-white p-0 text-ink shadow-lg md:hidden"
      >
        <nav aria-label="Mobile" className="container-page flex flex-col gap-1 py-4">
          <div className="px-3 pb-2">
            <GrowthBadge onNavigate={close} />
          </div>
          {navLinks.map((link) => (
            <SectionLink
              key={link.section}
              section={link.section}
              onClick={close}
              className="rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
            >
              {link.label}
            </SectionLink>
          ))}
          <ExternalLinkButton href={siteConfig.booking.call45} className="mt-2" onClick={close}>
            Book 45-Min Discovery Call
          </ExternalLinkButton>
        </nav>
      </div>
    </header>
  );
}
