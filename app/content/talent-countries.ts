import { z } from "zod";
import talentCountryFile from "../../content/data/talent-countries";
import { parseContent } from "./schema-errors";

export const talentRegions = {
  "south-america": "South America",
  "central-america-mexico": "Central America and Mexico",
} as const;

export type TalentRegion = keyof typeof talentRegions;

/** SPEC's "Country marker" (country, universities, lat, lng) plus its region. */
export const talentCountrySchema = z.strictObject({
  country: z.string().trim().min(2).max(40),
  universities: z.number().int().positive(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  region: z.enum(Object.keys(talentRegions) as [TalentRegion, ...TalentRegion[]]),
});

export const talentCountriesSchema = z
  .array(talentCountrySchema)
  .min(1)
  .refine(
    (countries) => new Set(countries.map((c) => c.country)).size === countries.length,
    "countries must be unique",
  );

export type TalentCountryData = z.input<typeof talentCountrySchema>;
export type TalentCountry = z.output<typeof talentCountrySchema>;

/** The talent map's countries, validated at build time. */
export const talentCountries: readonly TalentCountry[] = parseContent(
  talentCountriesSchema,
  talentCountryFile,
  "content/data/talent-countries.ts",
);

export type TalentMapData = {
  countries: readonly TalentCountry[];
  regions: ReadonlyArray<{ id: TalentRegion; label: string }>;
};

/** What the talent map section needs, handed over by the route loader (keeps zod out of the browser). */
export const talentMapData: TalentMapData = {
  countries: talentCountries,
  regions: (Object.entries(talentRegions) as Array<[TalentRegion, string]>).map(([id, label]) => ({ id, label })),
};
