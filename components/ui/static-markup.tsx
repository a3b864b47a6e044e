import type { ReactNode } from 'react';
import { renderStaticMarkup } from '@/lib/static-markup';

type Container = 'div' | 'ol' | 'ul' | 'dl' | 'tbody' | 'span';

/**
 * A container whose content never changes once the page is built: the content is written
 * into the page as HTML and React hydrates only the container, not each element of it.
 * For long static lists and tables. Children may be HTML elements and server components
 * without state; anything else fails the build (see lib/static-markup.ts). Inside a
 * client component's element (a link's icon and words), a `span` with `className="contents"`
 * holds them without changing the layout.
 */
export function StaticMarkup({
  as: Tag,
  className,
  children,
}: {
  as: Container;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className} dangerouslySetInnerHTML={{ __html: renderStaticMarkup(children) }} />
  );
}
