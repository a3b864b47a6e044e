/**
 * The words of a page address that was not found, to search the site for them:
 * '/ee/conditionals' -> 'conditionals', '/dev-tips/git-rebase.html' -> 'git rebase'.
 * The deploy sub-path and leading folders that name a part of the site (`sections`,
 * such as 'ee') are left out; the rest is split at anything that is not a letter or a
 * digit, and a file extension is dropped.
 */
export function addressWords(
  pathname: string,
  basePath: string,
  sections: readonly string[],
): string {
  const path =
    basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  while (segments.length > 1 && sections.includes(segments[0]!)) segments.shift();
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last]!.replace(/\.[a-z]{2,4}$/i, '');
  const words = segments.join(' ').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, 8).join(' ').toLowerCase();
}

/** The folders that hold pages of the site ('/ee/tips' -> 'ee'), from the route paths. */
export function sectionFolders(paths: readonly string[]): string[] {
  const folders = paths.flatMap((path) => path.split('/').filter(Boolean).slice(0, -1));
  return [...new Set(folders)];
}

/**
 * The inline script that puts the address's words in the search box `inputId` of the
 * not-found page, unless the visitor typed already: written right after the box, it runs
 * as the page is parsed, so the page ships no component code for it (every page's first
 * load includes the not-found page's client parts). It is `addressWords` itself, as the
 * build compiled it (the function uses nothing from outside).
 */
export function addressWordsScript(
  inputId: string,
  basePath: string,
  sections: readonly string[],
): string {
  const args = [basePath, sections].map((value) => JSON.stringify(value)).join(',');
  return `(function(){var i=document.getElementById(${JSON.stringify(inputId)});if(i&&!i.value)i.value=(${addressWords.toString()})(location.pathname,${args})})();`;
}
