import type { ReactNode } from 'react';
import { renderStaticMarkup } from '@/lib/static-markup';

type StaticMarkupProps = { children: ReactNode } & (
  | { as: 'div' | 'li' | 'ol' | 'ul' | 'tbody'; className?: string }
  | { as?: undefined; className?: undefined }
);

/**
 * A container whose content never changes once the page is built: the content is written
 * into the page as HTML and React hydrates only the container, not each element of it.
 * For long static lists and tables. Children may be HTML elements and server components
 * without state; anything else fails the build (see lib/static-markup.ts). Without `as`,
 * the container is a `span` with `display: contents`: the static part of a client
 * component's element (a link's icon and words) is held without changing its layout.
 */
export function StaticMarkup({ as: Tag, className, children }: StaticMarkupProps) {
  const html = { __html: renderStaticMarkup(children) };
  if (!Tag) return <span className="contents" dangerouslySetInnerHTML={html} />;
  return <Tag className={className} dangerouslySetInnerHTML={html} />;
}
