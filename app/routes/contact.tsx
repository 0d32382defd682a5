import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { HeroVisual, heroBand, heroTitleClasses } from "~/components/ui/hero";
import { data } from "react-router";
import { ExternalLinkButton } from "~/components/ui/button";
import { answerContactRefusal, submitContact } from "~/features/leads/actions.server";
import { ContactForm } from "~/features/leads/contact-form";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";
import { getServices, postRefusal } from "~/lib/load-context";
import { formFailed, noteFormResult, withErrorTitle } from "~/lib/form-error";
import type { PageHandle } from "~/lib/page-handle";
import { pageOffer, usePageOffer } from "~/lib/page-offer";
import { contact as copy } from "~/content/page-copy";
import type { Route } from "./+types/contact";

// The page's own booking button (its offer's, or the offer of the form it answers) replaces the header's.
export const handle: PageHandle = { ownsBooking: true };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  withErrorTitle(
    buildMeta({
      title: copy.metaTitle,
      description: copy.metaDescription,
      path: "/contact",
      image: { url: "/social/contact.jpg", alt: copy.imageAlt },
      jsonLd: [
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Contact", path: "/contact" },
        ]),
      ],
    }),
    loaderData?.formFailed,
  );

/** Whether this answer is the form again with errors (app/lib/form-error.ts): its title says so. */
export function loader({ context }: Route.LoaderArgs) {
  return { formFailed: formFailed(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const refusal = postRefusal(context);
  const { result, status } = refusal
    ? await answerContactRefusal(request, refusal)
    : await submitContact(request, getServices(context).leads);
  noteFormResult(context, result);
  return data(result, { status });
}

/**
 * The contact page, in its own offer's words; as the answer to a form from another page (the home
 * page's), in the words and with the call of that page's offer, so the visitor is thanked and offered
 * the call of the page they wrote from.
 */
export default function Contact({ actionData }: Route.ComponentProps) {
  const onPage = usePageOffer();
  const offer = actionData ? pageOffer(actionData.offer) : onPage;
  const words = copy.offers[offer.id];
  return (
    <div className={heroBand}>
      <div data-hero="split" className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <h1 className={`mt-3 ${heroTitleClasses("split")}`}>{words.title}</h1>
          <p className="mt-5 max-w-measure text-pretty text-muted">{words.intro}</p>
          <ul className="mt-8 space-y-4 text-slate-700">
            {words.promises.map((promise, index) => (
              <li key={promise} className="flex gap-3">
                <Icon
                  name={index === 0 ? "clock" : "calendar-days"}
                  className="mt-0.5 size-5 shrink-0 text-slate-500"
                />
                {promise}
              </li>
            ))}
          </ul>
          <div className="mt-10 card p-6">
            <h2 className="text-lg font-bold">{copy.callHeading}</h2>
            <p className="mt-2 text-sm text-muted">{words.callText}</p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ExternalLinkButton href={offer.bookingUrl}>{offer.callLabel}</ExternalLinkButton>
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
        <HeroVisual>
          <section aria-labelledby="contact-form-heading" className="card p-6 sm:p-10">
            <h2 id="contact-form-heading" className="text-2xl font-bold">
              {copy.formHeading}
            </h2>
            <p className="mt-2 mb-8 text-sm text-muted">{copy.formNote}</p>
            <ContactForm source="contact" result={actionData} />
          </section>
        </HeroVisual>
      </div>
    </div>
  );
}
