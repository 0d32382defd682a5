import { getLeads } from "../../../server/leads/registry.js";
import {
  contactSchema,
  looksAutomated,
  newsletterSchema,
  textFields,
  validate,
  type ContactField,
  type FormResult,
} from "./schemas";

const contactFields = ["name", "email", "company", "role", "message", "consent"] as const;

export type ContactResult = FormResult<ContactField>;
export type NewsletterResult = FormResult<"email">;

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const unreadable = {
  status: "error",
  errors: { form: "We could not read the form. Please try again." },
  values: {},
} as const;

/** Validates and stores a contact submission; the visitor hears "thank you" only after the commit. */
export async function submitContact(request: Request): Promise<{ result: ContactResult; status: number }> {
  const form = await readForm(request);
  if (!form) return { result: unreadable as ContactResult, status: 400 };
  const leads = getLeads();
  if (looksAutomated(form, leads.config.FORM_MIN_FILL_MS)) return { result: { status: "success" }, status: 200 };
  const checked = validate(contactSchema, textFields(form, contactFields));
  if (!checked.ok) return { result: { status: "error", errors: checked.errors, values: checked.values }, status: 400 };
  const { consent: _consent, ...contact } = checked.data;
  leads.service.submitContact({ ...contact, source: form.get("source") === "home" ? "home" : "contact" });
  return { result: { status: "success" }, status: 200 };
}

/**
 * Starts a double opt-in. The answer is the same whether or not the address is
 * already on the list, so the form never reveals who subscribed.
 */
export async function subscribeToNewsletter(request: Request): Promise<{ result: NewsletterResult; status: number }> {
  const form = await readForm(request);
  if (!form) return { result: unreadable as NewsletterResult, status: 400 };
  const leads = getLeads();
  if (looksAutomated(form, leads.config.FORM_MIN_FILL_MS)) return { result: { status: "success" }, status: 200 };
  const checked = validate(newsletterSchema, textFields(form, ["email"]));
  if (!checked.ok) return { result: { status: "error", errors: checked.errors, values: checked.values }, status: 400 };
  leads.service.subscribe(checked.data.email);
  return { result: { status: "success" }, status: 200 };
}

export function confirmSubscription(token: string) {
  return getLeads().service.confirm(token);
}

export function unsubscribe(token: string) {
  return getLeads().service.unsubscribe(token);
}
