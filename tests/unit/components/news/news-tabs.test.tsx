import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsTabs } from '@/components/news/news-tabs';
import { newsPage } from '@/content/news';

function sequence(...values: number[]) {
  let i = 0;
  return jest.fn(() => values[i++ % values.length]!);
}

function setup(rng = sequence(0.42)) {
  render(
    <NewsTabs
      firstSource={<p>first source cards</p>}
      secondSource={<p>second source cards</p>}
      imageHost="https://img.example"
      rng={rng}
    />,
  );
  return rng;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('NewsTabs', () => {
  it('starts on NEWS without drawing a random image', () => {
    const rng = setup();
    expect(tab(newsPage.tabs.NEWS)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('first source cards');
    expect(screen.queryByText('second source cards')).not.toBeInTheDocument();
    expect(rng).not.toHaveBeenCalled();
  });

  it('shows the selected tab only and links tabs to panels', async () => {
    setup();
    await userEvent.click(tab(newsPage.tabs.NEWS2));
    expect(tab(newsPage.tabs.NEWS2)).toHaveAttribute('aria-selected', 'true');
    expect(tab(newsPage.tabs.NEWS)).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('second source cards');
    expect(panel).toHaveAttribute('aria-labelledby', tab(newsPage.tabs.NEWS2).id);
    expect(tab(newsPage.tabs.NEWS2)).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('first source cards')).not.toBeInTheDocument();
  });

  it('draws a new random image on every visit of IMAGES, from 0 to 9', async () => {
    const rng = setup(sequence(0.42, 0.999, 0));
    await userEvent.click(tab(newsPage.tabs.IMAGES));
    expect(screen.getByRole('img', { name: newsPage.imageAlt })).toHaveAttribute(
      'src',
      'https://img.example/600/300?random=4',
    );
    await userEvent.click(tab(newsPage.tabs.NEWS));
    await userEvent.click(tab(newsPage.tabs.IMAGES));
    expect(screen.getByRole('img', { name: newsPage.imageAlt })).toHaveAttribute(
      'src',
      'https://img.example/600/300?random=9',
    );
    await userEvent.click(tab(newsPage.tabs.IMAGES));
    expect(screen.getByRole('img', { name: newsPage.imageAlt })).toHaveAttribute(
      'src',
      'https://img.example/600/300?random=0',
    );
    expect(rng).toHaveBeenCalledTimes(3);
  });

  it('mounts the panel afresh when a tab is selected again', async () => {
    setup();
    await userEvent.click(tab(newsPage.tabs.IMAGES));
    const before = screen.getByRole('img', { name: newsPage.imageAlt });
    await userEvent.click(tab(newsPage.tabs.IMAGES));
    expect(screen.getByRole('img', { name: newsPage.imageAlt })).not.toBe(before);
  });

  it('moves with the arrow keys, Home and End (roving focus)', () => {
    setup();
    const news = tab(newsPage.tabs.NEWS);
    expect(news).toHaveAttribute('tabindex', '0');
    expect(tab(newsPage.tabs.NEWS2)).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(news, { key: 'ArrowLeft' });
    expect(tab(newsPage.tabs.IMAGES)).toHaveAttribute('aria-selected', 'true');
    expect(tab(newsPage.tabs.IMAGES)).toHaveFocus();
    fireEvent.keyDown(tab(newsPage.tabs.IMAGES), { key: 'ArrowRight' });
    expect(tab(newsPage.tabs.NEWS)).toHaveFocus();
    fireEvent.keyDown(tab(newsPage.tabs.NEWS), { key: 'End' });
    expect(tab(newsPage.tabs.IMAGES)).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab(newsPage.tabs.IMAGES), { key: 'Home' });
    expect(tab(newsPage.tabs.NEWS)).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab(newsPage.tabs.NEWS), { key: 'a' });
    expect(tab(newsPage.tabs.NEWS)).toHaveAttribute('aria-selected', 'true');
  });
});
