import { PageHeader } from '@/components/ui/page-header';
import { newsPage } from '@/content/news';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { loadFirstSource, loadSecondSource } from '@/lib/news/load';
import { FirstSourceGrid } from './first-source-grid';
import { NewsTabs } from './news-tabs';
import { SecondSourceGrid } from './second-source-grid';

/**
 * The content-rating page. Runs at build time: both feeds are fetched (or read from the
 * committed snapshots), parsed, validated and sanitised on the server, and only plain
 * typed items reach the browser.
 */
export async function NewsPage() {
  const info = pages.news;
  const [first, second] = await Promise.all([loadFirstSource(), loadSecondSource()]);
  return (
    <>
      <PageHeader route={info} description={newsPage.description} />
      <NewsTabs
        firstSource={<FirstSourceGrid feed={first} />}
        secondSource={<SecondSourceGrid feed={second} />}
        imageHost={site.randomImageHost}
      />
    </>
  );
}
