import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirstSourceGrid } from '@/components/news/first-source-grid';
import { SecondSourceGrid } from '@/components/news/second-source-grid';
import { newsPage, newsSettings } from '@/content/news';
import type { FeedResult, FirstSourceItem, SecondSourceItem } from '@/lib/news/types';

const base = {
  descriptionHtml:
    '<p>Texto <a href="https://ok.example/" target="_blank" rel="noopener noreferrer">enlace</a></p>',
  publishedAt: '2026-11-20T23:15:00.000Z',
  date: '20/11/2026 20:15',
};

const firstItems: FirstSourceItem[] = [
  {
    ...base,
    id: 'https://n.example/a',
    link: 'https://n.example/a',
    title: 'Con foto',
    image: 'https://n.example/a.jpg',
    source: 'n.example',
  },
  {
    ...base,
    id: 'https://n.example/b',
    link: 'https://n.example/b',
    title: 'Sin foto',
    image: null,
    source: 'n.example',
  },
];

const secondItems: SecondSourceItem[] = [
  {
    ...base,
    id: 'https://m.example/v',
    link: 'https://m.example/v',
    title: 'Con video',
    image: null,
    video: 'https://m.example/v.mp4',
  },
  {
    ...base,
    id: 'https://m.example/p',
    link: 'https://m.example/p',
    title: 'Con foto',
    image: 'https://m.example/p.jpg',
    video: null,
  },
];

function feed<T>(items: T[], status: FeedResult<T>['status'] = 'ok'): FeedResult<T> {
  return { status, origin: 'snapshot', items };
}

describe('FirstSourceGrid', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders a card per item with link, source in brackets, sanitised description and date', () => {
    render(<FirstSourceGrid feed={feed(firstItems)} />);
    const card = screen.getByRole('article', { name: 'Con foto' });
    const link = within(card).getByRole('link', { name: new RegExp(`^${newsPage.readArticle}`) });
    expect(link).toHaveAttribute('href', 'https://n.example/a');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card).toHaveTextContent('[n.example]');
    expect(within(card).getByRole('link', { name: 'enlace' })).toHaveAttribute('target', '_blank');
    expect(within(card).getByText('20/11/2026 20:15')).toHaveAttribute(
      'datetime',
      base.publishedAt,
    );
    expect(within(card).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'es');
  });

  it('uses the fallback image when an item has none or its image fails', () => {
    const { container } = render(<FirstSourceGrid feed={feed(firstItems)} />);
    const [withImage, withoutImage] = Array.from(container.querySelectorAll('img'));
    expect(withoutImage).toHaveAttribute('src', newsSettings.noImage);
    expect(withImage).toHaveAttribute('src', 'https://n.example/a.jpg');
    fireEvent.error(withImage!);
    expect(withImage).toHaveAttribute('src', newsSettings.noImage);
  });

  it("loads the first card's picture with the page and the others as they near the screen", () => {
    const { container } = render(<FirstSourceGrid feed={feed(firstItems)} />);
    const loading = Array.from(container.querySelectorAll('img')).map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', ...loading.slice(1).map(() => 'lazy')]);
    expect(loading.length).toBeGreaterThan(1);
  });

  it('logs the rating and the whole item', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    render(<FirstSourceGrid feed={feed(firstItems)} />);
    const card = screen.getByRole('article', { name: 'Sin foto' });
    await userEvent.click(within(card).getByRole('button', { name: 'Bad news' }));
    expect(log).toHaveBeenCalledWith('Bad news', firstItems[1]);
  });

  it.each(['empty', 'failed'] as const)(
    'shows a short neutral line when the source is %s',
    (status) => {
      render(<FirstSourceGrid feed={feed<FirstSourceItem>([], status)} />);
      expect(screen.getByRole('status')).toHaveTextContent(newsPage.emptySource);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    },
  );
});

describe('SecondSourceGrid', () => {
  it('shows the video with its fallback text and a camera button, else the image', () => {
    render(<SecondSourceGrid feed={feed(secondItems)} />);
    const videoCard = screen.getByRole('article', { name: 'Con video' });
    const source = videoCard.querySelector('video source');
    expect(source).toHaveAttribute('src', 'https://m.example/v.mp4');
    expect(source).toHaveAttribute('type', 'video/mp4');
    expect(videoCard.querySelector('video')).toHaveTextContent(newsPage.videoFallback);
    expect(
      within(videoCard).getByRole('button', { name: `${newsPage.watchVideo}: Con video` }),
    ).toHaveAttribute('aria-controls', 'exampleModal');
    const photoCard = screen.getByRole('article', { name: 'Con foto' });
    expect(photoCard.querySelector('img')).toHaveAttribute('src', 'https://m.example/p.jpg');
    expect(within(photoCard).queryByRole('button')).not.toBeInTheDocument();
    expect(document.getElementById('exampleModal')?.tagName).toBe('DIALOG');
  });

  it('shows a short neutral line when the source is empty', () => {
    render(<SecondSourceGrid feed={feed<SecondSourceItem>([], 'empty')} />);
    expect(screen.getByRole('status')).toHaveTextContent(newsPage.emptySource);
  });
});
