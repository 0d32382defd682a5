import { Icon } from "~/components/ui/icon";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { AntiSpamFields } from "./honeypot";
import { ErrorSummary } from "./error-summary";
import { LIMITS, type FormResult } from "./fields";

type NewsletterResult = FormResult<"email">;

/**
 * SPEC's sign-up block: an email field and a Subscribe button, with double opt-in behind it. A
 * plain POST to /newsletter, which answers with its page: the "check your inbox" message, or the
 * form again with an error summary on top, the error under the field and the address as typed; the
 * answer takes focus as it loads. `noValidate`: the server's messages are the ones shown.
 */
export function NewsletterForm({
  tone = "light",
  result,
  placement,
}: {
  tone?: "light" | "dark";
  result?: NewsletterResult;
  placement: string;
}) {
  const id = useId();
  const errors: Partial<Record<string, string>> = result?.status === "error" ? result.errors : {};
  // The field's own message, or one about the whole form (a refused post, the store down).
  const error = errors.email ?? Object.values(errors)[0];
  const dark = tone === "dark";

  if (result?.status === "success") {
    return (
      <p
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the page the form posted to: its answer is where focus belongs.
        autoFocus
        role="status"
        tabIndex={-1}
        className={`flex items-start gap-3 text-sm outline-none ${dark ? "text-slate-200" : "text-slate-700"}`}
      >
        <Icon name="mail-check" className={`size-5 shrink-0 ${dark ? "text-slate-300" : "text-slate-500"}`} />
        <span>
          <strong className={dark ? "text-white" : "text-ink"}>Check your inbox.</strong> We sent a confirmation link to
          the address you entered. Your subscription starts once you open it; the link is valid for 7 days.
        </span>
      </p>
    );
  }

  return (
    <form
      method="post"
      action="/newsletter"
      noValidate
      className="relative"
      aria-label={placement === "footer" ? "Footer newsletter sign-up" : "Newsletter sign-up"}
    >
      {error && (
        <div className="mb-5">
          <ErrorSummary
            headingLevel={2}
            items={[{ message: error, fieldId: errors.email ? `${id}-email` : undefined }]}
          />
        </div>
      )}
      <AntiSpamFields />
      <label
        htmlFor={`${id}-email`}
        className={`mb-2 block text-sm font-medium ${dark ? "text-slate-200" : "text-slate-700"}`}
      >
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
          maxLength={LIMITS.email}
          defaultValue={result?.status === "error" ? result.values.email : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-h-12 w-full flex-1 rounded-full border px-5 text-base ${
            dark
              ? "border-white/60 bg-white/10 text-white placeholder:text-slate-300"
              : "border-field bg-white text-ink placeholder:text-slate-500"
          }`}
        />
        {/* Not `disabled` while sending (app/enhance/forms.ts): a disabled button would drop keyboard focus. */}
        <Button
          type="submit"
          size="lg"
          variant={dark ? "inverse" : "primary"}
          className="aria-disabled:cursor-progress aria-disabled:opacity-60"
        >
          Subscribe
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className={`mt-2 text-sm font-medium ${dark ? "text-red-200" : "text-red-700"}`}>
          {error}
        </p>
      )}
    </form>
  );
}
