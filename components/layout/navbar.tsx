import Link from 'next/link';
import { mainNav } from '@/content/navigation';
import { shell } from '@/content/shell';
import { site } from '@/content/site';
import { NavMenu } from './nav-menu';
import { ThemeToggle } from './theme-toggle';

export function Navbar() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90 print:hidden">
      <nav
        aria-label={shell.mainNavLabel}
        className="relative mx-auto flex h-14 max-w-content items-center gap-2 px-4"
      >
        <Link
          href="/helloworld"
          className="mr-auto rounded-lg px-1 text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white"
        >
          {site.name}
        </Link>
        <ThemeToggle />
        <NavMenu links={mainNav} resumeUrl={site.resumeUrl} />
      </nav>
    </header>
  );
}
