import { CloseIcon, VideoIcon } from '@/components/ui/icons';
import { newsPage, newsSettings, newsSources } from '@/content/news';
import { withBasePath } from '@/lib/base-path';
import type { FeedResult, SecondSourceItem } from '@/lib/news/types';
import { CardPicture } from './card-picture';
import { EmptySource } from './empty-source';
import { NewsCard } from './news-card';
import { CameraButton, VideoModalProvider } from './video-modal';

/** The item's picture, or the site's film-strip poster for a video that has none. */
function posterOf(item: SecondSourceItem): string {
  return item.image ?? withBasePath(newsSettings.videoPoster);
}

function Media({ item }: { item: SecondSourceItem }) {
  if (item.video) {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- the feed offers no caption tracks
      <video
        controls
        preload="none"
        poster={posterOf(item)}
        width={640}
        height={360}
        aria-label={item.title}
        className="aspect-video h-auto w-full bg-slate-950"
      >
        <source src={item.video} type="video/mp4" />
        {newsPage.videoFallback}
      </video>
    );
  }
  return <CardPicture src={item.image} />;
}

/**
 * NEWS2: the second source's cards, newest first, with image or video (else the
 * fallback image); cards with a video have a camera button that opens it in a modal.
 */
export function SecondSourceGrid({ feed }: { feed: FeedResult<SecondSourceItem> }) {
  if (feed.items.length === 0) return <EmptySource text={newsPage.emptySource} />;
  return (
    <VideoModalProvider
      fallbackText={newsPage.videoFallback}
      closeIcon={<CloseIcon aria-hidden="true" className="size-5" />}
    >
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {feed.items.map((item) => (
          <li key={item.id} className="skip-offscreen [--skip-height:28rem]">
            <NewsCard
              item={item}
              lang={newsSources.second.lang}
              media={<Media item={item} />}
              wideMedia={Boolean(item.video)}
              actions={
                item.video ? (
                  <div className="flex">
                    <CameraButton
                      item={{ title: item.title, video: item.video, poster: posterOf(item) }}
                      label={newsPage.watchVideo}
                      icon={<VideoIcon aria-hidden="true" className="size-6" />}
                    />
                  </div>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
    </VideoModalProvider>
  );
}
