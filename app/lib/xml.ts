const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes text for use in XML element content or attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
