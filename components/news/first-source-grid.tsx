import { newsPage, newsSettings, newsSources } from '@/content/news';
import type { FeedResult, FirstSourceItem } from '@/lib/news/types';
import { EmptySource } from './empty-source';
import { FallbackImage } from './fallback-image';
import { NewsCard } from './news-card';
import { RatingButtons } from './rating-buttons';

/** NEWS: the first source's cards, two columns (one on phones), each with rating buttons. */
export function FirstSourceGrid({ feed }: { feed: FeedResult<FirstSourceItem> }) {
  if (feed.items.length === 0) return <EmptySource text={newsPage.emptySource} />;
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
      {feed.items.map((item) => (
        <li key={item.id}>
          <NewsCard
            item={item}
            lang={newsSources.first.lang}
            source={item.source}
            media={
              <FallbackImage
                src={item.image}
                fallback={newsSettings.noImage}
                alt=""
                width={640}
                height={360}
                className="aspect-video h-auto w-full bg-slate-200 object-cover dark:bg-slate-800"
              />
            }
            actions={
              <RatingButtons
                ratings={newsPage.newsRatings}
                item={item}
                label={newsPage.rateNewsLabel}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
