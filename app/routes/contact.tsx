import { Icon } from "~/components/ui/icon";
import { data } from "react-router";
import { ExternalLinkButton } from "~/components/ui/button";
import { answerRefusal, contactFields, submitContact } from "~/features/leads/actions.server";
import { ContactForm } from "~/features/leads/contact-form";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";
import { getServices, postRefusal } from "~/lib/load-context";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/contact";

// The page's own booking button replaces the header's: one per page.
export const handle: PageHandle = { ownsBooking: true };

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title: `Contact Us: Talk to the ${siteConfig.productName} Outbound Team`,
    description:
      "Tell us about your market and pipeline goals. We reply within one business day, or book a 30-minute call with our outbound team right away.",
    path: "/contact",
    image: { url: "/social/contact.jpg", alt: `Contact the ${siteConfig.productName} team` },
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Contact", path: "/contact" },
      ]),
    ],
  });

export async function action({ request, context }: Route.ActionArgs) {
  const refusal = postRefusal(context);
  const { result, status } = refusal
    ? await answerRefusal(request, refusal, contactFields)
    : await submitContact(request, getServices(context).leads);
  return data(result, { status });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50">
      <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Contact</p>
          <h1 className="mt-3 text-[clamp(2.25rem,1.7rem+2vw,3.25rem)] leading-tight font-bold tracking-tight text-balance">
            Let&apos;s build your outbound pipeline
          </h1>
          <p className="mt-5 max-w-measure text-pretty text-muted">
            Tell us who you sell to and where you want your pipeline to be. We will come back with a clear view of how
            an embedded BDR, a GTM engineer and our tool stack would get you there, and what it costs.
          </p>
          <ul className="mt-8 space-y-4 text-slate-700">
            <li className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              We reply within one business day.
            </li>
            <li className="flex gap-3">
              <Icon name="calendar-days" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              Qualified leads typically start within 2-3 weeks of kick-off.
            </li>
          </ul>
          <div className="mt-10 card p-6">
            <h2 className="text-lg font-bold">Prefer to talk right away?</h2>
            <p className="mt-2 text-sm text-muted">Pick a time for a 30-minute call, or write to us directly.</p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ExternalLinkButton href={siteConfig.booking.call30}>Book a 30-min Call</ExternalLinkButton>
              <a
                href={`mailto:${siteConfig.email.contact}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-800 underline underline-offset-4"
              >
                <Icon name="mail" className="size-4 shrink-0" />
                {siteConfig.email.contact}
              </a>
            </div>
          </div>
        </div>
        <section aria-labelledby="contact-form-heading" className="card p-6 sm:p-10">
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-sm text-muted">All fields are required unless marked optional.</p>
          <ContactForm source="contact" initialResult={actionData} />
        </section>
      </div>
    </div>
  );
}
