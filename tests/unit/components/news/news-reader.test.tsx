import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsReader } from '@/components/news/news-reader';
import { readNewsPage } from '@/content/news';
import type { ReaderArticle } from '@/lib/news/types';

const picture = () => document.querySelector('article img');

function article(n: number, extra: Partial<ReaderArticle> = {}): ReaderArticle {
  return {
    id: `https://wire.example/${n}`,
    title: `Headline ${n}`,
    sourceName: `Wire ${n}`,
    author: `Author ${n}`,
    description: `Description ${n}`,
    content: `Content ${n}`,
    url: `https://wire.example/${n}`,
    image: `https://img.wire.example/${n}.jpg`,
    publishedAt: `2026-11-2${n}T10:00:00.000Z`,
    date: `2026-11-2${n} 10:00`,
    ...extra,
  };
}

const articles = [article(1), article(2, { author: null, image: null }), article(3)];

describe('NewsReader', () => {
  it('shows the first article with its counter and every part', () => {
    render(<NewsReader speakIcon={null} articles={articles} />);
    expect(screen.getByTestId('reader-counter')).toHaveTextContent('(1/3)');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Headline 1');
    for (const text of ['Wire 1', 'Author 1', 'Description 1', 'Content 1', '2026-11-21 10:00']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const link = screen.getByRole('link', { name: new RegExp(`^${readNewsPage.goToNews}`) });
    expect(link).toHaveAttribute('href', 'https://wire.example/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(picture()).toHaveAttribute('src', 'https://img.wire.example/1.jpg');
  });

  it("'next' advances and wraps from the last article to the first", async () => {
    render(<NewsReader speakIcon={null} articles={articles} />);
    const next = screen.getByRole('button', { name: readNewsPage.next });
    await userEvent.click(next);
    expect(screen.getByTestId('reader-counter')).toHaveTextContent('(2/3)');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Headline 2');
    expect(screen.queryByText(readNewsPage.by)).not.toBeInTheDocument();
    expect(picture()).toBeNull();
    await userEvent.click(next);
    expect(screen.getByTestId('reader-counter')).toHaveTextContent('(3/3)');
    await userEvent.click(next);
    expect(screen.getByTestId('reader-counter')).toHaveTextContent('(1/3)');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Headline 1');
  });

  it('leaves out an image that fails to load', () => {
    render(<NewsReader speakIcon={null} articles={articles} />);
    fireEvent.error(picture()!);
    expect(picture()).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Headline 1');
  });

  it('shows a spinner while nothing is loaded and a neutral line when there is nothing to read', () => {
    const { rerender } = render(<NewsReader speakIcon={null} articles={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<NewsReader speakIcon={null} articles={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(readNewsPage.empty);
    expect(screen.queryByRole('button', { name: readNewsPage.next })).not.toBeInTheDocument();
  });
});
