import type { ReactNode } from 'react';
import { EnglishMenu } from '@/components/english/menu/english-menu';
import { SkipLink } from '@/components/ui/skip-link';
import { englishHome } from '@/content/english/menu';

/**
 * Every English page: the coloured menu, then the page itself. A link shown on
 * keyboard focus lets keyboard and screen-reader users jump over the 11 menu buttons.
 */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <SkipLink to="english-page" className="focus:self-start">
        {englishHome.skipMenu}
      </SkipLink>
      <EnglishMenu />
      <div id="english-page" tabIndex={-1} className="outline-none">
        {children}
      </div>
    </div>
  );
}
