import { SpeakIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { readNewsPage } from '@/content/news';
import { pages } from '@/content/routes';
import { loadHeadlines } from '@/lib/news/load';
import { NewsReader } from './news-reader';

/**
 * The news reader. Runs at build time: NewsAPI top-headlines when NEWS_API_KEY is set
 * (the key stays on the server), else the committed snapshot; the browser receives
 * only the validated articles.
 */
export async function ReadNewsPage() {
  const info = pages.readNews;
  const headlines = await loadHeadlines();
  return (
    <>
      <PageHeader route={info} description={readNewsPage.description} />
      <NewsReader
        articles={headlines.items}
        speakIcon={<SpeakIcon aria-hidden="true" className="size-5" />}
      />
    </>
  );
}
