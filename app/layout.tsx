import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { DocumentLang } from '@/components/layout/document-lang';
import { Navbar } from '@/components/layout/navbar';
import { ShellExtras } from '@/components/layout/shell-extras';
import { RouteFocus } from '@/components/layout/route-focus';
import { buttonStyles } from '@/components/ui/button';
import { SkipLink } from '@/components/ui/skip-link';
import { shell } from '@/content/shell';
import { pages, routes } from '@/content/routes';
import { site } from '@/content/site';
import { documentLanguages, siteUrl } from '@/lib/seo';
import { basePath } from '@/lib/base-path';
import { siteIconDataUrl } from '@/lib/site-icon';
import { themeScript } from '@/lib/theme';
import { englishPrefsScript } from '@/lib/english/first-paint';
import { speechScript } from '@/lib/speech';
import './globals.css';

export const metadata: Metadata = {
  // With the sub-path, so canonical and preview-image addresses resolve under it.
  metadataBase: new URL(`${siteUrl()}${basePath}/`),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.name, url: siteUrl() }],
  openGraph: { siteName: site.name, type: 'website', locale: 'en_US' },
  // favicon.ico comes from app/favicon.ico; the SVG icon is inlined (lib/site-icon.ts).
  icons: { icon: [{ url: siteIconDataUrl(), type: 'image/svg+xml', sizes: 'any' }] },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8fafc' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior: the router turns off globals.css's smooth scrolling while it
    // moves to a new page, so the page opens at its top at once, as a full load does.
    <html lang="en" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script
          dangerouslySetInnerHTML={{ __html: themeScript + speechScript + englishPrefsScript }}
        />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <SkipLink to="main" className="z-50 focus:fixed focus:top-2 focus:left-2">
          {shell.skipToContent}
        </SkipLink>
        <Navbar />
        <main
          id="main"
          data-pagefind-body=""
          className="mx-auto w-full max-w-content flex-1 px-4 pt-6 pb-[calc(6rem+var(--notice-space))] print:pb-0"
        >
          {children}
        </main>
        <Footer />
        <ShellExtras
          update={shell.update}
          dataHref={pages.yourData.path}
          retryClassName={buttonStyles('secondary', 'sm')}
        />
        <DocumentLang languages={documentLanguages(routes)} />
        <RouteFocus />
      </body>
    </html>
  );
}
