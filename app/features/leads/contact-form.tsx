import { offers } from "~/content/offers";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "./field";
import { AntiSpamFields } from "./honeypot";
import { LIMITS, type ContactField, type FormResult } from "./fields";
import { siteConfig } from "~/lib/site-config";

type ContactResult = FormResult<ContactField>;

/**
 * The contact form. With JavaScript it posts in the background and answers in
 * place; without it, it is a plain POST to /contact, which renders the same answer.
 */
export function ContactForm({ source, initialResult }: { source: "contact" | "home"; initialResult?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>({ key: `contact-${source}` });
  const result = fetcher.data ?? initialResult;
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const errors = result?.status === "error" ? result.errors : {};
  const values = result?.status === "error" ? result.values : {};

  useEffect(() => {
    if (result?.status === "success") thanksRef.current?.focus();
    if (result?.status === "error") formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [result]);

  if (result?.status === "success") {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="rounded-card border border-green-200 bg-green-50 p-8 outline-none"
      >
        <Icon name="circle-check" className="size-10 text-green-700" />
        <h3 className="mt-4 text-xl font-bold text-green-950">Thank you, your message is with our team.</h3>
        <p className="mt-2 text-green-900">
          We read every message ourselves and reply within one business day, usually with a few questions and times for{" "}
          {offers.outbound.callText}. Keep an eye on your inbox (and your spam folder, just in case).
        </p>
      </div>
    );
  }

  const id = (field: string) => `${prefix}-${field}`;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      aria-label="Contact form"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name="source" value={source} />
      <AntiSpamFields />
      <Field id={id("name")} label="Name" error={errors.name}>
        {(props) => (
          <input
            {...props}
            name="name"
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
            defaultChecked={values.consent === "on"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id("consent")}-error` : undefined}
            className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor={id("consent")} className="text-sm text-slate-700">
            I agree that {siteConfig.productName} stores my details to answer my enquiry, as described in the{" "}
            <Link to="/privacy-policy" className="font-semibold text-brand-800 underline underline-offset-2">
              privacy policy
            </Link>
            .
          </label>
        </div>
        {errors.consent && (
          <p id={`${id("consent")}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      {"form" in errors && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {(errors as Record<string, string>).form}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending…" : "Send message"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
