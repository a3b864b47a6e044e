/**
 * Pagefind's result data (the part the site reads) and how it becomes the list of
 * destinations shown to the visitor: pages, or the items inside them.
 */

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Present when the sub-result starts at an element with an id (a heading, an item). */
  anchor?: { element: string; id: string; text?: string; location: number };
  /** Word positions of the matches in this part of the page. */
  locations?: number[];
  /**
   * Each match with its score: the element's weight times how close the word is to the
   * searched one ("go" scores higher on "go" than on "gone" or "gotten").
   */
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface SearchItem {
  /** Where the result leads: a page, or an item inside it (`/ee/tips#phrase-…`). */
  url: string;
  /** The item's title, or the page's when the result is the page itself. */
  title: string;
  /** Title of the page the result is on. */
  page: string;
  section: string;
  /** HTML-escaped text with the matches in <mark> (see lib/search/excerpt.ts). */
  excerpt: string;
}

export interface SearchItemOptions {
  /** Destinations shown per page at most (its parts with the most matches). */
  perPage?: number;
  /** Destinations shown in all. */
  limit?: number;
}

const hits = (sub: PagefindSubResult) => sub.locations?.length ?? 0;
/** The score of a part's best match: an exact word outranks a longer word it starts. */
const best = (sub: PagefindSubResult) =>
  Math.max(0, ...(sub.weighted_locations ?? []).map((w) => w.balanced_score));

/**
 * How many destinations a search lists, and how many per page: the same for the search
 * dialog and /search, so both count the same results for the same words.
 */
export const searchListing = { perPage: 2, limit: 30 } as const satisfies SearchItemOptions;

/**
 * The destinations of a search, best page first: each page's best parts (a phrase, a
 * verb, a section), the one with the closest match first, then the one with the most
 * matches, then page order; or the page itself.
 */
export function searchItems(
  results: readonly PagefindResultData[],
  { perPage = 2, limit = 10 }: SearchItemOptions = {},
): SearchItem[] {
  const items: SearchItem[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    const page = result.meta.title ?? result.url;
    const section = result.meta.section ?? '';
    // A part that says what an earlier part of the page says (a verb in both verb
    // lists, with the same translation) is one destination: the first.
    const said = new Set<string>();
    const subs = (result.sub_results ?? [])
      .map((sub, order) => ({ sub, order }))
      .filter(({ sub }) => {
        if (!sub.anchor) return true;
        const text = `${sub.title}\u0000${sub.excerpt}`;
        if (said.has(text)) return false;
        said.add(text);
        return true;
      })
      .sort((a, b) => best(b.sub) - best(a.sub) || hits(b.sub) - hits(a.sub) || a.order - b.order)
      .slice(0, perPage)
      .map(({ sub }) => sub);
    const parts = subs.length
      ? subs.map((sub) => ({
          url: sub.url,
          title: sub.anchor ? sub.title : page,
          excerpt: sub.excerpt,
        }))
      : [{ url: result.url, title: page, excerpt: result.excerpt }];
    for (const part of parts) {
      if (items.length >= limit) return items;
      if (seen.has(part.url)) continue;
      seen.add(part.url);
      items.push({ ...part, page, section });
    }
  }
  return items;
}
