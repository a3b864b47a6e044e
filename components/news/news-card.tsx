import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { newsPage } from '@/content/news';
import { cn } from '@/lib/cn';
import type { NewsCardItem } from '@/lib/news/types';

export interface NewsCardProps {
  item: NewsCardItem;
  /** Language of the item's texts. */
  lang: string;
  /** Image or video at the top of the card (a thumbnail beside the title on phones). */
  media: ReactNode;
  /** The media keeps the card's full width on phones too (a video, which needs its controls). */
  wideMedia?: boolean;
  /** Shown in brackets after the article link (the source's description). */
  source?: string;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
}

/**
 * One news card: media, title, article link (new tab), sanitised description and date.
 * The description HTML was sanitised at build time (lib/news/sanitize.ts); every other
 * field is rendered as text.
 *
 * On phones a picture is a thumbnail beside the title: a screen shows several stories, and
 * the first screen's largest element is the page's text, not a picture from another host.
 * From `sm` up it spans the top of the card.
 */
export function NewsCard({ item, lang, media, wideMedia, source, actions }: NewsCardProps) {
  const titleId = `news-${encodeURIComponent(item.id).replace(/[^\w-]/g, '')}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div
          className={cn(
            'flex gap-3 p-4 pb-0 sm:block sm:p-0',
            wideMedia ? 'flex-col' : 'items-start',
          )}
        >
          <div
            className={cn(
              'overflow-hidden sm:m-0 sm:w-auto sm:rounded-none',
              wideMedia ? '-mx-4 -mt-4' : 'w-24 shrink-0 rounded-md',
            )}
          >
            {media}
          </div>
          <h2
            id={titleId}
            lang={lang}
            className="min-w-0 leading-snug font-semibold text-slate-900 sm:px-5 sm:pt-5 sm:text-lg dark:text-white"
          >
            {item.title}
          </h2>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5 sm:pt-3">
          {/* The card's texts never change: markup, not elements to hydrate. */}
          <>
            <p className="text-sm break-words text-slate-700 dark:text-slate-300">
              <ExternalLink
                href={item.link}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:text-brand-200"
              >
                {newsPage.readArticle}
                <span className="sr-only">: {item.title}</span>
              </ExternalLink>
              {source ? <span> [{source}]</span> : null}
            </p>
            {item.descriptionHtml ? (
              <div
                lang={lang}
                className="text-slate-700 dark:text-slate-300 [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_p+p]:mt-2"
                dangerouslySetInnerHTML={{ __html: item.descriptionHtml }}
              />
            ) : null}
            <p className="mt-auto text-sm text-slate-600 dark:text-slate-400">
              <span className="sr-only">{newsPage.published}: </span>
              <time dateTime={item.publishedAt}>{item.date}</time>
            </p>
          </>
          {actions}
        </div>
      </article>
    </Card>
  );
}
