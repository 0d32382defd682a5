import type { ComponentType } from "react";
import { Hero } from "~/features/home/hero";
import { homeMeta } from "~/features/home/home-meta";
import { lazySection } from "~/lib/lazy-section";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => homeMeta();

// Below-the-fold sections load as separate chunks (see lazySection).
const sections: ReadonlyArray<[string, ComponentType]> = [
  ["expertise", lazySection(() => import("~/features/home/expertise-section"), "default")],
  ["services", lazySection(() => import("~/features/home/services-section"), "default")],
  ["about", lazySection(() => import("~/features/home/about-section"), "default")],
  ["faq", lazySection(() => import("~/features/home/faq-section"), "default")],
  ["contact", lazySection(() => import("~/features/home/contact-section"), "default")],
  ["healthtech-heroes", lazySection(() => import("~/features/home/social-reach-section"), "default")],
  ["closing", lazySection(() => import("~/features/home/closing-cta"), "default")],
];

export default function Home() {
  return (
    <>
      <Hero />
      {sections.map(([id, Section]) => (
        <Section key={id} />
      ))}
    </>
  );
}
