/**
 * Returns the address as an absolute http(s) URL, or null for anything else
 * (javascript:, data:, relative paths, garbage). A base resolves relative paths.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Host name of an http(s) address ('www.example.com'), or null. */
export function hostName(value: unknown): string | null {
  const url = safeHttpUrl(value);
  return url ? new URL(url).hostname : null;
}
