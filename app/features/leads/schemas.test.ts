import { expect, test } from "vitest";
import { contactSchema, looksAutomated, newsletterSchema, textFields, validate } from "./schemas";

const good = {
  name: "Jane Doe",
  email: "Jane@Acme.io",
  company: "Acme",
  role: "",
  message: "We want to book more meetings with CFOs.",
  consent: "on",
};

test("a complete contact form passes and the address is lower-cased", () => {
  const result = validate(contactSchema, good);
  expect(result).toEqual({
    ok: true,
    data: {
      name: "Jane Doe",
      email: "jane@acme.io",
      company: "Acme",
      role: undefined,
      message: good.message,
      consent: "on",
    },
  });
});

test("each problem is reported next to its field in plain words, and what was typed is kept", () => {
  const result = validate(contactSchema, { ...good, email: "jane@acme", message: "Hi", consent: "" });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.errors).toEqual({
    email: "Enter a valid email address, like name@company.com",
    message: "Tell us a little more: at least 10 characters",
    consent: "Please agree to the privacy policy so we can reply to you",
  });
  expect(result.values.email).toBe("jane@acme");
});

test("missing fields ask for the value", () => {
  const result = validate(contactSchema, { name: "", email: "", company: "", message: "", consent: "" });
  expect(result.ok ? {} : result.errors).toMatchObject({
    name: "Enter your name",
    email: "Enter your email address",
    company: "Enter your company",
  });
});

test("over-long values, control characters and line breaks in one-line fields are refused", () => {
  const long = validate(contactSchema, { ...good, name: "x".repeat(101) });
  expect(long.ok ? "" : long.errors.name).toBe("Keep your name under 100 characters");
  const control = validate(contactSchema, { ...good, company: "Acme\u0000Corp" });
  expect(control.ok ? "" : control.errors.company).toMatch(/unusual characters/);
  const broken = validate(contactSchema, { ...good, name: "Jane\nDoe" });
  expect(broken.ok ? "" : broken.errors.name).toMatch(/one line/);
  expect(validate(contactSchema, { ...good, message: "Line one\nline two of the message" }).ok).toBe(true);
});

test("markup is accepted as plain text, never interpreted", () => {
  const result = validate(contactSchema, { ...good, message: "<script>alert(1)</script> hello there" });
  expect(result.ok && result.data.message).toBe("<script>alert(1)</script> hello there");
});

test("the newsletter needs a valid address", () => {
  expect(validate(newsletterSchema, { email: "a@b.co" }).ok).toBe(true);
  const bad = validate(newsletterSchema, { email: "not-an-email" });
  expect(bad.ok ? "" : bad.errors.email).toMatch(/valid email/);
});

test("files, repeated fields and missing fields read as empty text", () => {
  const form = new FormData();
  form.set("name", new Blob(["x"]), "x.txt");
  form.append("company", "A");
  form.append("company", "B");
  form.set("role", "CTO");
  expect(textFields(form, ["name", "email", "company", "role"])).toEqual({
    name: "",
    email: "",
    company: "",
    role: "CTO",
  });
});

test("a filled honeypot or a too-fast submission looks automated; no timing (no script) does not", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };
  expect(looksAutomated(form({ website: "http://spam" }), 3000)).toBe(true);
  expect(looksAutomated(form({ fill_ms: "800" }), 3000)).toBe(true);
  expect(looksAutomated(form({ fill_ms: "nonsense" }), 3000)).toBe(true);
  expect(looksAutomated(form({ fill_ms: "4500" }), 3000)).toBe(false);
  expect(looksAutomated(form({}), 3000)).toBe(false);
});
