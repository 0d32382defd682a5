import type { TalentCountryData } from "~/content/talent-countries";

// The talent map's markers (SPEC section 9: 12 countries and their university counts).
// lat/lng are each country's geographic centre; region groups the fallback's two lists.
export default [
  { country: "Mexico", universities: 18, lat: 23.6345, lng: -102.5528, region: "central-america-mexico" },
  { country: "Guatemala", universities: 6, lat: 15.7835, lng: -90.2308, region: "central-america-mexico" },
  { country: "Costa Rica", universities: 5, lat: 9.7489, lng: -83.7534, region: "central-america-mexico" },
  { country: "Panama", universities: 4, lat: 8.538, lng: -80.7821, region: "central-america-mexico" },
  { country: "Colombia", universities: 12, lat: 4.5709, lng: -74.2973, region: "south-america" },
  { country: "Venezuela", universities: 8, lat: 6.4238, lng: -66.5897, region: "south-america" },
  { country: "Ecuador", universities: 6, lat: -1.8312, lng: -78.1834, region: "south-america" },
  { country: "Peru", universities: 10, lat: -9.19, lng: -75.0152, region: "south-america" },
  { country: "Brazil", universities: 25, lat: -14.235, lng: -51.9253, region: "south-america" },
  { country: "Chile", universities: 12, lat: -35.6751, lng: -71.543, region: "south-america" },
  { country: "Argentina", universities: 15, lat: -38.4161, lng: -63.6167, region: "south-america" },
  { country: "Uruguay", universities: 4, lat: -32.5228, lng: -55.7658, region: "south-america" },
] satisfies TalentCountryData[];
