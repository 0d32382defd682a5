import { home } from "~/content/home";

export type Service = { title: string; label: string; text: string; points: readonly string[] };

/** The home page's Services section (content/data/home.ts); also indexed by the site assistant. */
export const services: ReadonlyArray<Service> = home.services.items;
