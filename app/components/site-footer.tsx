import type { ReactNode } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/lib/site-config";
import type { SectionId } from "~/lib/section-nav";
import { NewsletterForm } from "~/features/leads/newsletter-form";
import { MamutLogo } from "./logos";
import { SectionLink } from "./section-link";
import { ExternalLink } from "./ui/button";

type FooterLink =
  | { kind: "section"; section: SectionId; label: string }
  | { kind: "page"; to: string; label: string }
  | { kind: "external"; href: string; label: string }
  | { kind: "mail"; address: string; label: string };

type FooterColumn = { title: string; links: ReadonlyArray<FooterLink> };

const linkClass = "inline-block py-1 text-sm text-slate-300 transition-colors hover:text-white";

function footerColumns(): FooterColumn[] {
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
        { kind: "section", section: "contact", label: "Contact" },
        { kind: "page", to: "/contact", label: "Contact Form" },
        { kind: "external", href: siteConfig.booking.call45, label: "Book a Discovery Call" },
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
        <Link to={link.to} className={linkClass}>
          {link.label}
        </Link>
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

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="print-hidden bg-brand-950 text-white">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div className="max-w-xs sm:col-span-2 lg:col-span-1">
          <Link to="/" className="inline-block rounded-md" aria-label={`${siteConfig.productName} home`}>
            <MamutLogo tone="light" />
          </Link>
          <p className="mt-4 text-sm text-slate-300">
            Your growth partner, not another vendor: qualified pipeline for healthtech companies selling into
            healthcare.
          </p>
        </div>
        {footerColumns().map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={`${link.kind}-${link.label}`}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page grid gap-6 py-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 className="text-lg font-semibold">Outbound Insights newsletter</h2>
            <p className="mt-1 text-sm text-slate-300">
              Playbooks on outbound sales and pipeline math. Confirm by e-mail, leave anytime.
            </p>
          </div>
          <NewsletterForm tone="dark" placement="footer" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {year} {siteConfig.productName}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link to="/privacy-policy" className="hover:text-white">
              Privacy Policy
            </Link>
            <a href="/blog/rss.xml" className="hover:text-white">
              RSS feed
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
