// Optional text the REST API may answer as an empty string: the graph answers null for "none", never "".

/** The text, or null when it is missing or blank. */
export const textOrNull = (text: string | null | undefined): string | null =>
  text == null || text.trim() === '' ? null : text;
