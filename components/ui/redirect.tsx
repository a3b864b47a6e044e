import { PageLink } from './page-link';
import { shell } from '@/content/shell';
import { withBasePath } from '@/lib/base-path';
import { ClientReplace } from './client-replace';

/**
 * Sends the visitor to another page of the site: a meta refresh for browsers without
 * JavaScript, `location.replace` otherwise, and a plain link as the last resort.
 */
export function Redirect({ to, label }: { to: string; label: string }) {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${withBasePath(to)}`} />
      <ClientReplace to={to} />
      <h1 className="text-2xl font-semibold">{shell.redirect.heading}</h1>
      <p className="mt-2">
        {shell.redirect.takingYouTo}{' '}
        <PageLink href={to} className="font-semibold text-brand-700 underline dark:text-brand-300">
          {label}
        </PageLink>
        .
      </p>
    </>
  );
}
