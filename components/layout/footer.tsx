import { PageLink } from '@/components/ui/page-link';
import { ExternalLink } from '@/components/ui/external-link';
import { allProfiles } from '@/components/ui/profiles';
import type { IconType } from 'react-icons';
import { DataIcon, EmailIcon, HomeIcon } from '@/components/ui/icons';
import { pages } from '@/content/routes';
import { shell } from '@/content/shell';
import { site } from '@/content/site';

interface FooterLink {
  label: string;
  href: string;
  icon: IconType;
  external: boolean;
}

const links: FooterLink[] = [
  { label: shell.footer.home, href: pages.home.path, icon: HomeIcon, external: false },
  {
    label: shell.footer.email(site.name),
    href: `mailto:${site.email}`,
    icon: EmailIcon,
    external: false,
  },
  ...allProfiles.map(({ name, href, icon }) => ({
    label: shell.footer.profile(site.name, name),
    href,
    icon,
    external: true,
  })),
  { label: pages.yourData.heading, href: pages.yourData.path, icon: DataIcon, external: false },
];

// Under 360 px (a 320 px phone) the seven icons take 28 px each, still above the 24 px
// a target needs, so that the years and the name keep room for a line each.
const iconLink =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 max-[359px]:size-7 sm:size-10 hover:bg-slate-200/70 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-700/70 dark:hover:text-white';

/** Fixed footer; the body reserves its height so no content hides under it. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="fixed inset-x-0 bottom-0 z-30 h-14 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95 print:hidden">
      <div className="mx-auto flex h-full max-w-content items-center justify-between gap-2 px-4 max-[359px]:px-3">
        {/* On phones the name wraps under the years instead of being cut off. */}
        <p className="min-w-0 text-xs leading-tight break-words text-slate-600 sm:text-sm dark:text-slate-300">
          <span className="whitespace-nowrap">
            © {site.copyrightSince}–{year}
          </span>{' '}
          <span>{site.name}</span>
        </p>
        <ul className="flex items-center">
          {links.map(({ label, href, icon: Icon, external }) => {
            const content = <Icon aria-hidden="true" className="size-5" />;
            return (
              <li key={href}>
                {external ? (
                  <ExternalLink href={href} aria-label={label} title={label} className={iconLink}>
                    {content}
                  </ExternalLink>
                ) : href.startsWith('/') ? (
                  <PageLink href={href} aria-label={label} title={label} className={iconLink}>
                    {content}
                  </PageLink>
                ) : (
                  <a href={href} aria-label={label} title={label} className={iconLink}>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}
