import type { ReactNode } from 'react';
import { EnglishMenu } from '@/components/english/menu/english-menu';

/** Every English page: the coloured menu, then the page itself. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <EnglishMenu />
      <div>{children}</div>
    </div>
  );
}
