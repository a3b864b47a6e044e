/**
 * A pathname as the route registry writes it: without a trailing slash ('/' stays '/'),
 * so '/ee/tips/' and '/ee/tips' name the same page.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
