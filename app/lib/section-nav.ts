/** In-page sections of the home page that the header, footer and contact menu link to. */
export type SectionId = "home" | "services" | "about" | "faq" | "contact" | "healthtech-heroes";

export function sectionHref(id: SectionId): string {
  return `/#${id}`;
}
