import type { OfferId } from "~/content/offers";
import { Icon } from "~/components/ui/icon";
import { useId } from "react";
import { Button, ExternalLink } from "~/components/ui/button";
import { pageOffer, usePageOffer } from "~/lib/page-offer";
import { Field, inputClass } from "./field";
import { AntiSpamFields } from "./honeypot";
import { ErrorSummary } from "./error-summary";
import { LIMITS, OFFER_FIELD, SOURCE_FIELD, type ContactField, type FormResult } from "./fields";
import { siteConfig } from "~/lib/site-config";

type ContactResult = FormResult<ContactField> & { offer: OfferId };

/**
 * The contact form: a plain POST to /contact, from here and from the home page. It names the offer
 * of the page it is on (or, shown again with errors, the one it was sent for), so the answer, the
 * owner's e-mail and the webhook are that offer's. The server answers with the contact page: the
 * thanks with the offer's booking link, or the form again with an error summary at its top (each
 * message a link to its field), each error beside its field and the visitor's text kept. The answer
 * takes focus when the page loads (autofocus), so keyboard and screen reader users land on it.
 * Required fields say so (`required`); `noValidate` leaves the checking to the server, whose
 * messages are the site's own, with or without script.
 */
export function ContactForm({ source, result }: { source: "contact" | "home"; result?: ContactResult }) {
  const onPage = usePageOffer();
  const offer = result ? pageOffer(result.offer) : onPage;
  const prefix = useId();
  const errors = result?.status === "error" ? result.errors : {};
  const values = result?.status === "error" ? result.values : {};
  // In the form's order: the summary lists them as the visitor meets the fields.
  const invalid = (["name", "email", "company", "role", "message", "consent"] as const).filter(
    (field) => errors[field],
  );
  const formError = (errors as Record<string, string | undefined>).form;

  if (result?.status === "success") {
    return (
      <div
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the page the form posted to: its answer is where focus belongs.
        autoFocus
        tabIndex={-1}
        role="status"
        className="rounded-card border border-green-200 bg-green-50 p-8 outline-none"
      >
        <Icon name="circle-check" className="size-10 text-green-700" />
        <h3 className="mt-4 text-xl font-bold text-green-950">Thank you, your message is with our team.</h3>
        <p className="mt-2 text-green-900">
          We read every message ourselves and reply within one business day, usually with a few questions and times for{" "}
          {offer.callText}. Keep an eye on your inbox (and your spam folder, just in case).
        </p>
        <p className="mt-4 text-green-900">
          Rather pick a time now?{" "}
          <ExternalLink
            href={offer.bookingUrl}
            className="font-semibold text-green-950 underline underline-offset-4 hover:no-underline"
          >
            {offer.callLabel}
          </ExternalLink>
        </p>
      </div>
    );
  }

  const id = (field: string) => `${prefix}-${field}`;
  return (
    <form
      method="post"
      action="/contact"
      noValidate
      aria-label="Contact form"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {result?.status === "error" && (
        <div className="sm:col-span-2">
          <ErrorSummary
            items={[
              ...invalid.map((field) => ({ message: errors[field]!, fieldId: id(field) })),
              ...(formError ? [{ message: formError }] : []),
            ]}
          />
        </div>
      )}
      <input type="hidden" name={SOURCE_FIELD} value={source} />
      <input type="hidden" name={OFFER_FIELD} value={offer.id} />
      <AntiSpamFields />
      <Field id={id("name")} label="Name" error={errors.name}>
        {(props) => (
          <input
            {...props}
            name="name"
            required
            autoComplete="name"
            maxLength={LIMITS.name}
            defaultValue={values.name}
            className={inputClass}
          />
        )}
      </Field>
      <Field id={id("email")} label="Work email" error={errors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.email}
            defaultValue={values.email}
            className={inputClass}
          />
        )}
      </Field>
      <Field id={id("company")} label="Company" error={errors.company}>
        {(props) => (
          <input
            {...props}
            name="company"
            required
            autoComplete="organization"
            maxLength={LIMITS.company}
            defaultValue={values.company}
            className={inputClass}
          />
        )}
      </Field>
      <Field id={id("role")} label="Role" optional error={errors.role}>
        {(props) => (
          <input
            {...props}
            name="role"
            autoComplete="organization-title"
            maxLength={LIMITS.role}
            defaultValue={values.role}
            className={inputClass}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field
          id={id("message")}

          label="How can we help?"
          hint="Your market, your goals for the next 90 days, or the question on your mind."
          error={errors.message}
        >
          {(props) => (
            <textarea
              {...props}
              name="message"
              required
              rows={5}
              maxLength={LIMITS.message}
              defaultValue={values.message}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={id("consent")}
            name="consent"
            type="checkbox"
            required
            defaultChecked={values.consent === "on"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id("consent")}-error` : undefined}
            className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor={id("consent")} className="text-sm text-slate-700">
            I agree that {siteConfig.productName} stores my details to answer my enquiry, as described in the{" "}
            <a href="/privacy-policy" className="font-semibold text-brand-800 underline underline-offset-2">
              privacy policy
            </a>
            .
          </label>
        </div>
        {errors.consent && (
          <p id={`${id("consent")}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="aria-disabled:cursor-progress aria-disabled:opacity-60">
          Send message
        </Button>
      </div>
    </form>
  );
}
