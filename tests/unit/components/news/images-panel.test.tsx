import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImagesPanel } from '@/components/news/images-panel';
import { newsPage } from '@/content/news';

const src = 'https://img.example/600/300?random=3';

describe('ImagesPanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the image at 600x300 with a spinner until it has loaded', () => {
    render(<ImagesPanel src={src} />);
    const img = screen.getByRole('img', { name: newsPage.imageAlt });
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '300');
    expect(screen.getByRole('status')).toHaveTextContent(newsPage.imageLoading);
    fireEvent.load(img);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('logs the rating and the image to the console, with console.log', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error');
    render(<ImagesPanel src={src} />);
    for (const rating of newsPage.imageRatings) {
      await userEvent.click(screen.getByRole('button', { name: rating }));
    }
    expect(log.mock.calls).toEqual(newsPage.imageRatings.map((rating) => [rating, { url: src }]));
    expect(error).not.toHaveBeenCalled();
  });

  it('replaces a failed image with a neutral line and no buttons', () => {
    render(<ImagesPanel src={src} />);
    fireEvent.error(screen.getByRole('img', { name: newsPage.imageAlt }));
    expect(screen.getByText(newsPage.imageFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
