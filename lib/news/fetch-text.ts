export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface FetchTextOptions {
  /** Abort after this many milliseconds. */
  timeoutMs: number;
  headers?: Record<string, string>;
  fetchImpl?: FetchLike;
}

/**
 * GETs a URL and returns the body as text. Throws on a network error, a timeout
 * (AbortController) or a non-2xx status, so the caller can fall back to a snapshot.
 */
export async function fetchText(
  url: string,
  { timeoutMs, headers, fetchImpl = fetch }: FetchTextOptions,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Timed out after ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const response = await fetchImpl(url, { headers, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } finally {
    clearTimeout(timer);
  }
}
