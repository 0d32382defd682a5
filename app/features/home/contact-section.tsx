import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { ContactForm } from "~/features/leads/contact-form";
import { ExternalLinkButton } from "~/components/ui/button";
import { home } from "~/content/home";
import { bookingUrl, offers } from "~/content/offers";
import { siteConfig } from "~/lib/site-config";

const { contact } = home;

/** Contact (#contact): the form beside the two other ways in, booking and e-mail. */
export default function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-white py-16 lg:py-28">
      <div className="container-page grid gap-10 lg:grid-cols-[5fr_7fr] lg:gap-16">
        <div>
          <Eyebrow>{contact.eyebrow}</Eyebrow>
          <h2 id="contact-heading" className="mt-3 text-3xl font-bold tracking-[-0.02em] text-balance sm:text-4xl">
            {contact.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{contact.intro}</p>
          <div className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
            <div className="py-6">
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon name="calendar-days" className="size-5 text-slate-500" />
                {contact.callTitle}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{contact.callText}</p>
              <ExternalLinkButton href={bookingUrl(offers.healthtech, siteConfig)} variant="secondary" className="mt-4">
                {offers.healthtech.callLabel}
              </ExternalLinkButton>
            </div>
            <div className="py-6">
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon name="mail" className="size-5 text-slate-500" />
                {contact.emailTitle}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{contact.emailText}</p>
              <a
                href={`mailto:${siteConfig.email.contact}`}
                className="mt-3 inline-block font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                {siteConfig.email.contact}
              </a>
            </div>
          </div>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
          <h3 className="text-xl font-bold">{contact.formTitle}</h3>
          <p className="mt-2 mb-6 text-sm text-muted">{contact.formNote}</p>
          <ContactForm source="home" />
        </div>
      </div>
    </section>
  );
}
