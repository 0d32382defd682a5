import { expect, test } from "vitest";
import { contactSchema, newsletterSchema, repeatedFields, textFields, validate } from "./schemas";

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

test("files and missing fields read as empty text, a repeated field as its first value", () => {
  const form = new FormData();
  form.set("name", new Blob(["x"]), "x.txt");
  form.append("company", "A");
  form.append("company", "B");
  form.set("role", "CTO");
  expect(textFields(form, ["name", "email", "company", "role"])).toEqual({
    name: "",
    email: "",
    company: "A",
    role: "CTO",
  });
});

test("a field sent twice is named as sent twice, not as missing", () => {
  const form = new FormData();
  form.append("name", "Jane");
  form.append("name", "Jane");
  form.append("email", "jane@acme.io");
  form.append("consent", "on");
  form.append("consent", "on");
  expect(repeatedFields(form, ["name", "email", "consent"])).toEqual({
    name: "We received this field twice. Please fill it in once and send the form again.",
    consent: "We received this field twice. Please fill it in once and send the form again.",
  });
  form.delete("consent");
  form.set("name", "Jane");
  expect(repeatedFields(form, ["name", "email", "consent"])).toBeNull();
});

test("a line or paragraph separator in a one-line field asks for one line; in the message it is a line break", () => {
  for (const separator of ["\u2028", "\u2029"]) {
    const name = validate(contactSchema, { ...good, name: `Jane${separator}Doe` });
    expect(name.ok ? "" : name.errors.name).toBe("Write your name on one line");
    const company = validate(contactSchema, { ...good, company: `Acme${separator}Corp` });
    expect(company.ok ? "" : company.errors.company).toBe("Write your company on one line");
    expect(validate(contactSchema, { ...good, message: `Line one${separator}line two of the message` }).ok).toBe(true);
  }
});

test("a name or company made only of zero-width or bidi characters reads as empty", () => {
  for (const invisible of ["\u200B\u200C\u200D", "\u200E\u200F", "\u2066\u2069", "\uFEFF\u2060", "\u3164"]) {
    const result = validate(contactSchema, { ...good, name: invisible, company: invisible });
    expect(result.ok ? {} : result.errors).toMatchObject({ name: "Enter your name", company: "Enter your company" });
  }
  expect(validate(contactSchema, { ...good, name: "\u200FLeïla O\u2019Brien" }).ok).toBe(true);
});

test("bidi overrides that reorder the displayed text are refused as unusual characters", () => {
  const result = validate(contactSchema, { ...good, company: "Acme \u202Egnp.exe" });
  expect(result.ok ? "" : result.errors.company).toBe("Remove the unusual characters from your company");
});

test("an address with = and the other characters RFC 5322 allows is accepted", () => {
  for (const address of ["bounce=jane@acme.io", "o'neil@acme.io", "jane+crm@acme.io", "a.b_c-d@mail.acme.co.uk"]) {
    expect(validate(newsletterSchema, { email: address }).ok, address).toBe(true);
  }
  for (const address of ["jane@acme", "jane..doe@acme.io", "jane doe@acme.io", "jane@acme..io", "<jane>@acme.io"]) {
    expect(validate(newsletterSchema, { email: address }).ok, address).toBe(false);
  }
});

test("a NUL in the role asks to remove the character, a line break asks for one line", () => {
  const nul = validate(contactSchema, { ...good, role: "VP\u0000Sales" });
  expect(nul.ok ? "" : nul.errors.role).toBe("Remove the unusual characters from your role");
  const broken = validate(contactSchema, { ...good, role: "VP\nSales" });
  expect(broken.ok ? "" : broken.errors.role).toBe("Write your role on one line");
  const blank = validate(contactSchema, { ...good, role: "   " });
  expect(blank.ok && blank.data.role).toBeUndefined();
});

test("a field of only spaces reads as missing", () => {
  const result = validate(contactSchema, { ...good, name: "   " });
  expect(result.ok ? "" : result.errors.name).toBe("Enter your name");
});
