/** `?status=qualified&q=sarah`: only the values that are set, for API paths and page links. */
export function toQueryString(...parts: object[]) {
  const params = new URLSearchParams();
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type SafeParser<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[] }> } };
};

/**
 * List filters from the address bar (a shared link, a click-through from analytics), checked
 * with the API's own schema; a value the schema rejects is dropped rather than failing the page.
 */
export function readFilters<T>(schema: SafeParser<T>, params: URLSearchParams, keys: readonly string[]): T {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  for (;;) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const invalid = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in raw);
    // An issue that names no given field (a cross-field rule) cannot be pinned on one: drop all.
    const toDrop = invalid.length > 0 ? invalid : Object.keys(raw);
    if (toDrop.length === 0) throw new Error('The filter schema rejects an empty filter');
    for (const key of toDrop) delete raw[key];
  }
}
