/**
 * The pages that load something from another site (a frame, pictures, an API): their
 * Content-Security-Policy is wider than the rest of the site's (the hosts are in
 * content/outside-hosts.ts, and the build fails when the two lists differ). A policy
 * stays with the document through client-side navigation, so a link to one of these
 * pages loads a new document (components/ui/page-link.tsx). Kept apart from the hosts:
 * every page's links read it.
 */
export const outsidePages: ReadonlySet<string> = new Set([
  '/news',
  '/pokemonGame',
  '/dev-tips',
  '/ee/verbalTenses',
  '/ee/phrasalVerbs',
  '/ee/readNews',
  '/ee/interview',
]);
