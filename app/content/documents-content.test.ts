import { expect, test } from "vitest";
import { dataPrivacyCaseStudy as caseStudyData } from "../../content/data/case-study-data-privacy";
import { integrationGuide as guideData } from "../../content/data/integration-guide";
import { salesSheet as salesSheetData } from "../../content/data/one-pager";
import { caseStudySchema, dataPrivacyCaseStudy } from "./case-study-data-privacy";
import { integrationGuide, integrationGuideSchema, relatedArticles } from "./integration-guide";
import { salesSheet, salesSheetSchema } from "./sales-sheet";
import { datedDocumentPage, documentPage, pageFrontmatterSchema } from "./pages";
import { figure } from "./figure-text";
import { posts } from "./blog";
import { ContentError, parseContent } from "./schema-errors";

test("the shipped integration guide, one-pager and case study pass their schemas", () => {
  expect(integrationGuide.steps.map((step) => step.number)).toEqual([1, 2, 3, 4]);
  expect(integrationGuide.benefits.length).toBeGreaterThan(0);
  // The sheet's price is the plan's, from content/data/figures.ts.
  expect(salesSheet.pricing.price).toBe(figure("plan.monthly"));
  expect(dataPrivacyCaseStudy.progress.length).toBeGreaterThan(0);
});

test("the integration guide lists more than 15 tools", () => {
  const tools = integrationGuide.techStack.flatMap((group) => group.tools);
  expect(tools.length).toBeGreaterThan(15);
});

test("a stack of 15 tools or fewer fails with the file and field named", () => {
  const short = { ...guideData, techStack: guideData.techStack.slice(0, 3) };
  expect(() => parseContent(integrationGuideSchema, short, "content/data/integration-guide.ts")).toThrow(
    /content\/data\/integration-guide\.ts[\s\S]*techStack: must list more than 15 tools/,
  );
});

test("steps out of order fail the build", () => {
  const swapped = { ...guideData, steps: [guideData.steps[1], guideData.steps[0], ...guideData.steps.slice(2)] };
  expect(() => parseContent(integrationGuideSchema, swapped, "guide.ts")).toThrow(/steps must be numbered 1 to 4/);
});

test("related articles come from the articles' own front matter", () => {
  expect(relatedArticles().map((post) => post.slug)).toEqual(guideData.relatedPosts);
  const [first] = guideData.relatedPosts;
  expect(relatedArticles()[0]?.title).toBe(posts.find((post) => post.slug === first)?.title);
});

test("a related article that does not exist fails with the file named", () => {
  expect(() => relatedArticles(["no-such-article"])).toThrow(ContentError);
  expect(() => relatedArticles(["no-such-article"])).toThrow(/integration-guide\.ts[\s\S]*no-such-article/);
});

test("a progress bar above 100 names the bar in the error", () => {
  const bad = { ...caseStudyData, progress: [{ ...caseStudyData.progress[0], value: 120 }] };
  expect(() => parseContent(caseStudySchema, bad, "content/data/case-study-data-privacy.ts")).toThrow(
    /progress\.0\.value/,
  );
});

test("a one-pager with an unknown icon names the field", () => {
  const bad = {
    ...salesSheetData,
    included: [{ ...salesSheetData.included[0], icon: "rocket" }, ...salesSheetData.included.slice(1)],
  };
  expect(() => parseContent(salesSheetSchema, bad, "content/data/one-pager.ts")).toThrow(/included\.0\.icon/);
});

test("a dated document's front matter becomes an ISO date and a readable date", () => {
  expect(
    datedDocumentPage(
      {
        title: "Privacy Policy",
        description: "What this website collects, why, how long we keep it and who receives the information.",
        updated: "2025-06-27",
      },
      "privacy-policy.mdx",
    ),
  ).toEqual({
    title: "Privacy Policy",
    description: "What this website collects, why, how long we keep it and who receives the information.",
    updated: "2025-06-27",
    updatedLabel: "June 27, 2025",
  });
});

test("a dated document without its date fails; an undated one carries none", () => {
  const undated = {
    title: "The Healthtech Growth Framework",
    description: "How we help healthtech companies build qualified pipeline with healthcare buyers, step by step.",
  };
  expect(() => datedDocumentPage(undated, "privacy-policy.mdx")).toThrow(/privacy-policy\.mdx[\s\S]*updated/);
  expect(documentPage(undated, "growth-framework.mdx")).toEqual(undated);
});

test("front matter with an unknown field or a short description fails", () => {
  const result = pageFrontmatterSchema.safeParse({
    title: "Privacy Policy",
    description: "Short.",
    updated: "2025-06-27",
    draft: true,
  });
  expect(result.success).toBe(false);
  expect(() =>
    documentPage({ title: "Privacy Policy", description: "Short.", updated: "2025-06-27" }, "x.mdx"),
  ).toThrow(/x\.mdx[\s\S]*description/);
});
