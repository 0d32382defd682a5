import { Hero } from "~/features/home/hero";
import { homeMeta } from "~/features/home/home-meta";
import ExpertiseSection from "~/features/home/expertise-section";
import ServicesSection from "~/features/home/services-section";
import AboutSection from "~/features/home/about-section";
import FaqSection from "~/features/home/faq-section";
import ContactSection from "~/features/home/contact-section";
import SocialReachSection from "~/features/home/social-reach-section";
import ClosingCta from "~/features/home/closing-cta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => homeMeta();

export default function Home() {
  return (
    <>
      <Hero />
      <ExpertiseSection />
      <ServicesSection />
      <AboutSection />
      <FaqSection />
      <ContactSection />
      <SocialReachSection />
      <ClosingCta />
    </>
  );
}
