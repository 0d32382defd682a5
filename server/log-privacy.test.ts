import { expect, test } from "vitest";
import { linksIn, loggedUrl, withoutAddresses } from "./log-privacy.ts";

test("e-mail addresses are replaced in any text, also percent-encoded", () => {
  expect(withoutAddresses("550 5.1.1 <jane.doe+news@example.org>: Recipient address rejected")).toBe(
    "550 5.1.1 <[address]>: Recipient address rejected",
  );
  expect(withoutAddresses("/contact?email=jane%40example.org")).toBe("/contact?email=[address]");
  expect(withoutAddresses("no address here: 10.0.0.5, @handle")).toBe("no address here: 10.0.0.5, @handle");
});

test("a request line keeps the path, the query's keys and the campaign tags' values, nothing a visitor typed", () => {
  expect(loggedUrl("/blog?utm_source=linkedin&utm_campaign=q3")).toBe("/blog?utm_source=linkedin&utm_campaign=q3");
  expect(loggedUrl("/newsletter/confirm?token=abc123")).toBe("/newsletter/confirm?token=[redacted]");
  expect(loggedUrl("/contact?name=Jane%20Doe&email=jane%40example.org&utm_medium=email")).toBe(
    "/contact?name=[redacted]&email=[redacted]&utm_medium=email",
  );
  expect(loggedUrl("/jane@example.org")).toBe("/[address]");
  expect(loggedUrl("/roi-calculator?bdrs")).toBe("/roi-calculator?bdrs");
  expect(loggedUrl("/blog")).toBe("/blog");
});

test("the links of an e-mail are listed without addresses", () => {
  const text =
    "Hello Jane,\nconfirm: https://mamut.io/newsletter/confirm?token=t1\nJane <jane@example.org>\nhttps://mamut.io/x?to=jane@example.org";
  expect(linksIn(text)).toEqual(["https://mamut.io/newsletter/confirm?token=t1", "https://mamut.io/x?to=[address]"]);
});
