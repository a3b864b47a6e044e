import { newsPage, newsSources } from '@/content/news';
import type { FeedResult, FirstSourceItem } from '@/lib/news/types';
import { CardPicture } from './card-picture';
import { EmptySource } from './empty-source';
import { NewsCard } from './news-card';
import { RatingButtons } from './rating-buttons';

/** NEWS: the first source's cards, two columns (one on phones), each with rating buttons. */
export function FirstSourceGrid({ feed }: { feed: FeedResult<FirstSourceItem> }) {
  if (feed.items.length === 0) return <EmptySource text={newsPage.emptySource} />;
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
      {feed.items.map((item, index) => (
        <li key={item.id} className="skip-offscreen [--skip-height:28rem]">
          <NewsCard
            item={item}
            lang={newsSources.first.lang}
            source={item.source}
            // The first picture is the largest element of the first screen: not lazy.
            media={<CardPicture src={item.image} eager={index === 0} />}
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
