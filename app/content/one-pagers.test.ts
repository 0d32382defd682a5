import { expect, test } from "vitest";
import { sitePages } from "~/lib/site-pages";
import healthcare from "../../content/data/one-pagers/healthcare";
import saasCaseStudy from "../../content/data/case-studies/saas-30-day-pipeline";
import { contentIndex } from "./content-index";
import { caseStudies, caseStudySchema, onePagers, onePagerSchema, toEntries } from "./one-pagers";
import { ContentError, parseContent } from "./schema-errors";
import { talentCountriesSchema, talentCountries, talentRegions } from "./talent-countries";

function pathsUnder(prefix: string): string[] {
  return sitePages(contentIndex)
    .map((page) => page.path)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length))
    .sort();
}

test("every one-pager file is a page the site publishes, and no other one-pager is", () => {
  const files = Object.keys(import.meta.glob("/content/data/one-pagers/*.ts")).map((file) =>
    file.replace(/^.*\/|\.ts$/g, ""),
  );
  expect(pathsUnder("/one-pagers/")).toEqual(files.sort());
});

test("every case study file is a page the site publishes, and no other case study is", () => {
  const files = Object.keys(import.meta.glob("/content/data/case-studies/*.ts")).map((file) =>
    file.replace(/^.*\/|\.ts$/g, ""),
  );
  expect(pathsUnder("/case-studies/")).toEqual(files.sort());
});

test("a case study without a real publication date is refused", () => {
  expect(() => parseContent(caseStudySchema, { ...saasCaseStudy, date: "2025-02-30" }, "x.ts")).toThrow(
    /date: must be a real date written YYYY-MM-DD/,
  );
});

test("a case study's headline must name one of its results", () => {
  expect(() => parseContent(caseStudySchema, { ...saasCaseStudy, headline: "Pipeline doubled" }, "x.ts")).toThrow(
    /headline: must be the label of one of its performanceMetrics/,
  );
});

test("{productName} in a data file becomes the configured name", () => {
  const page = parseContent(onePagerSchema, { ...healthcare, industry: "{productName} Care" }, "x.ts");
  expect(page.industry).toBe("Mamut Care");
});

test("a data file with a bad field fails with the file and the field named", () => {
  const bad = {
    ...healthcare,
    performanceMetrics: [...healthcare.performanceMetrics.slice(0, 2), { label: "Show rate", value: "" }],
  };
  expect(() => parseContent(onePagerSchema, bad, "content/data/one-pagers/healthcare.ts")).toThrow(ContentError);
  expect(() => parseContent(onePagerSchema, bad, "content/data/one-pagers/healthcare.ts")).toThrow(
    /Invalid content in content\/data\/one-pagers\/healthcare\.ts:\n {2}line \d+: performanceMetrics\.2\.value:/,
  );
});

test("loading a content folder names the bad file and every bad field", () => {
  const withoutCta: Record<string, unknown> = { ...healthcare };
  delete withoutCta.cta;
  const modules = {
    "/content/data/one-pagers/healthcare.ts": healthcare,
    "/content/data/one-pagers/broken.ts": { ...withoutCta, metaDescription: "Too short." },
  };
  expect(() => toEntries(modules, onePagerSchema)).toThrow(
    /content\/data\/one-pagers\/broken\.ts:\n(?=[\s\S]*metaDescription)(?=[\s\S]*cta)/,
  );
});

test("an unknown field is rejected rather than silently ignored", () => {
  expect(() => parseContent(onePagerSchema, { ...healthcare, subtitle: "Typo of subheading" }, "x.ts")).toThrow(
    /subtitle/,
  );
});

test("a page may have a case study or a mini case study, not both", () => {
  const both = { ...healthcare, miniCaseStudy: healthcare.caseStudy };
  expect(() => parseContent(onePagerSchema, both, "x.ts")).toThrow(/miniCaseStudy: use either/);
});

test("a case study page needs its Mini Case Study block", () => {
  const withoutBlock: Record<string, unknown> = { ...healthcare };
  delete withoutBlock.caseStudy;
  expect(() => parseContent(caseStudySchema, withoutBlock, "content/data/case-studies/x.ts")).toThrow(/miniCaseStudy/);
});

test("a file name that is not a slug is rejected", () => {
  expect(() => toEntries({ "/content/data/one-pagers/Health Care.ts": healthcare }, onePagerSchema)).toThrow(
    /Health Care\.ts:\n {2}\(file name\)/,
  );
});

test("pages are listed in their configured order", () => {
  for (const list of [onePagers, caseStudies]) {
    const orders = list.map((page) => page.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  }
});

test("links inside the content point at pages the site publishes", () => {
  const published = new Set([...sitePages(contentIndex).map((page) => page.path)]);
  const links = [...onePagers, ...caseStudies].flatMap((page) => [
    page.cta.ctaLink,
    page.caseStudy?.link,
    page.miniCaseStudy?.link,
  ]);
  for (const link of links.filter(Boolean)) expect(published).toContain(link);
});

test("every talent map country has its universities and one of the regions the fallback lists", () => {
  expect(talentCountries.length).toBeGreaterThan(0);
  for (const country of talentCountries) {
    expect(country.universities, country.country).toBeGreaterThan(0);
    expect(Object.keys(talentRegions)).toContain(country.region);
  }
});

test("a country marker without coordinates fails naming the field", () => {
  const bad = [{ country: "Peru", universities: 10, lat: -9.19, region: "south-america" }];
  expect(() => parseContent(talentCountriesSchema, bad, "content/data/talent-countries.ts")).toThrow(
    /talent-countries\.ts:\n {2}line \d+: 0\.lng:/,
  );
});
