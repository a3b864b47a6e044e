import type { RouteInfo } from '@/content/routes';
import type { SearchSection } from '@/content/search';

/** The section a page belongs to: the first whose paths hold it, else `fallback`. */
export function sectionOf(
  path: string,
  sections: readonly SearchSection[],
  fallback: string,
): string {
  const within = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  return sections.find((s) => s.paths.some(within))?.label ?? fallback;
}

const titleOf = (route: RouteInfo) => route.title ?? route.heading;

/** A page the build adds to the search index, with what its results show. */
export interface IndexedPage {
  path: string;
  title: string;
  section: string;
  /** Value of the `language` filter. */
  language: 'es' | 'en';
}

/** The pages of the registry the search covers (all but those marked `search: false`). */
export function indexedPages(
  routes: readonly RouteInfo[],
  sections: readonly SearchSection[],
  fallback: string,
): IndexedPage[] {
  return routes
    .filter((route) => route.search !== false)
    .map((route) => ({
      path: route.path,
      title: titleOf(route),
      section: sectionOf(route.path, sections, fallback),
      language: route.lang ?? 'en',
    }));
}

export interface SectionGroup {
  label: string;
  pages: { path: string; title: string }[];
}

/** Every page of the registry but `except`, grouped by section in the sections' order. */
export function sectionGroups(
  routes: readonly RouteInfo[],
  sections: readonly SearchSection[],
  fallback: string,
  except: readonly string[] = [],
): SectionGroup[] {
  const groups = new Map<string, SectionGroup>(
    [...sections.map((s) => s.label), fallback].map((label) => [label, { label, pages: [] }]),
  );
  for (const route of routes) {
    if (except.includes(route.path)) continue;
    groups.get(sectionOf(route.path, sections, fallback))?.pages.push({
      path: route.path,
      title: titleOf(route),
    });
  }
  return [...groups.values()].filter((group) => group.pages.length > 0);
}
