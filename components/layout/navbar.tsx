import { PageLink } from '@/components/ui/page-link';
import { SearchButton } from '@/components/search/search-button';
import { ReviewDueBadge } from '@/components/review/review-due-badge';
import { mainNav } from '@/content/navigation';
import { pages } from '@/content/routes';
import { searchTexts } from '@/content/search';
import { shell } from '@/content/shell';
import { site } from '@/content/site';
import { ExternalLink } from '@/components/ui/external-link';
import { CloseIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon } from '@/components/ui/icons';
import { NavMenu } from './nav-menu';
import { navLinkClass } from './nav-styles';
import { ThemeToggle } from './theme-toggle';

export function Navbar() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90 print:hidden">
      <nav
        aria-label={shell.mainNavLabel}
        className="relative mx-auto flex h-14 max-w-content items-center gap-2 px-4"
      >
        <PageLink
          href="/helloworld"
          className="mr-auto rounded-lg px-1 text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white"
        >
          {site.name}
        </PageLink>
        <SearchButton
          closeIcon={<CloseIcon aria-hidden="true" className="size-5" />}
          className="inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-slate-700 hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-700/70 noscript:hidden"
        >
          <SearchIcon aria-hidden="true" className="size-5" />
          <span className="sr-only lg:not-sr-only lg:text-sm lg:font-medium">
            {searchTexts.open}
          </span>
          <kbd
            aria-hidden="true"
            className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 lg:inline dark:border-slate-600 dark:text-slate-300"
          >
            {searchTexts.shortcutHint}
          </kbd>
        </SearchButton>
        <ThemeToggle words={shell.theme}>
          <MoonIcon aria-hidden="true" className="size-5 dark:hidden" />
          <SunIcon aria-hidden="true" className="hidden size-5 dark:block" />
        </ThemeToggle>
        <NavMenu
          links={mainNav}
          badges={{ [pages.english.path]: <ReviewDueBadge place="navbar" /> }}
          label={shell.menuButton}
          resume={
            <ExternalLink href={site.resumeUrl} className={navLinkClass}>
              {shell.resume}
            </ExternalLink>
          }
          icons={{
            open: <MenuIcon aria-hidden="true" className="size-6" />,
            close: <CloseIcon aria-hidden="true" className="size-6" />,
          }}
        />
      </nav>
    </header>
  );
}
