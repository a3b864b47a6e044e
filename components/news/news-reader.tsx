'use client';

import { useState, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { SpeakButton } from '@/components/ui/speak-button';
import { Spinner } from '@/components/ui/spinner';
import { useImageLoad } from '@/components/ui/use-image-load';
import { readNewsPage } from '@/content/news';
import type { ReaderArticle } from '@/lib/news/types';
import { EmptySource } from './empty-source';

/**
 * The article's picture; hidden when it fails to load (it is optional). A thumbnail beside
 * the title on phones, so the first screen is the article's text; across the top from `sm`.
 */
function ArticleImage({ src }: { src: string }) {
  const { status, ref, onLoad, onError } = useImageLoad(src);
  if (status === 'failed') return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export; outside news images
    <img
      ref={ref}
      src={src}
      alt=""
      width={800}
      height={450}
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={onLoad}
      onError={onError}
      className="aspect-video h-auto w-28 shrink-0 rounded-md bg-slate-200 object-cover sm:w-full sm:rounded-none dark:bg-slate-800"
    />
  );
}

export interface NewsReaderProps {
  /** Null while nothing is loaded (spinner); an empty list shows a neutral line. */
  articles: readonly ReaderArticle[] | null;
  /** The listen button's icon, drawn by the server. */
  speakIcon: ReactNode;
}

/**
 * The news reader: one article at a time with its position '(n/total)'; 'next' moves
 * on and wraps from the last article to the first.
 */
export function NewsReader({ articles, speakIcon }: NewsReaderProps) {
  const [index, setIndex] = useState(0);
  if (articles === null) return <Spinner label={readNewsPage.loading} />;
  if (articles.length === 0) return <EmptySource text={readNewsPage.empty} />;

  const position = index % articles.length;
  const article = articles[position]!;
  const next = () => setIndex((position + 1) % articles.length);

  return (
    <Card className="max-w-3xl overflow-hidden">
      <article aria-labelledby="reader-title" lang="en">
        <div className="flex items-start gap-3 p-5 pb-0 sm:block sm:p-0">
          {article.image ? <ArticleImage key={article.id} src={article.image} /> : null}
          <div
            aria-live="polite"
            aria-atomic="true"
            className="flex min-w-0 flex-col gap-1 sm:px-6 sm:pt-6"
          >
            <p
              className="text-sm font-semibold text-slate-600 dark:text-slate-400"
              data-testid="reader-counter"
            >
              ({position + 1}/{articles.length})
            </p>
            <h2
              id="reader-title"
              className="text-xl leading-tight font-bold text-slate-900 sm:text-2xl dark:text-white"
            >
              {article.title}
            </h2>
          </div>
        </div>
        <div className="flex flex-col gap-4 p-5 sm:p-6 sm:pt-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
            <dt className="font-semibold">{readNewsPage.source}</dt>
            <dd>{article.sourceName}</dd>
            {article.author ? (
              <>
                <dt className="font-semibold">{readNewsPage.by}</dt>
                <dd>{article.author}</dd>
              </>
            ) : null}
            <dt className="font-semibold">{readNewsPage.published}</dt>
            <dd>
              <time dateTime={article.publishedAt}>{article.date}</time>
            </dd>
          </dl>
          {article.description ? (
            <p className="text-lg text-slate-800 dark:text-slate-200">{article.description}</p>
          ) : null}
          {article.content ? (
            <p className="text-slate-700 dark:text-slate-300">{article.content}</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <ExternalLink href={article.url} className={buttonStyles('secondary', 'md')}>
              {readNewsPage.goToNews}
            </ExternalLink>
            <button type="button" onClick={next} className={buttonStyles('primary', 'md')}>
              {readNewsPage.next}
            </button>
            <SpeakButton
              text={[article.title, article.description].filter(Boolean).join('. ')}
              lang="en-US"
              label={readNewsPage.listen}
              icon={speakIcon}
            />
          </div>
        </div>
      </article>
    </Card>
  );
}
