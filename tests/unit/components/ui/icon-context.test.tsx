import { render } from '@testing-library/react';
import { Icon, IconProvider } from '@/components/ui/icon-context';
import { SpeakButton } from '@/components/ui/speak-button';

const svg = (id: string) => <svg data-testid={id} aria-hidden="true" />;

describe('IconProvider and Icon', () => {
  it('draws the icon of that name in a box of the given size', () => {
    const { getByTestId } = render(
      <IconProvider icons={{ close: svg('close') }}>
        <Icon name="close" className="size-5" />
      </IconProvider>,
    );
    const box = getByTestId('close').parentElement!;
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveClass('size-5', '*:size-full');
  });

  it('adds to the icons of an outer provider, the inner one winning a name both give', () => {
    const { getByTestId, queryByTestId } = render(
      <IconProvider icons={{ close: svg('outer-close'), speak: svg('outer-speak') }}>
        <IconProvider icons={{ close: svg('inner-close') }}>
          <Icon name="close" />
          <Icon name="speak" />
        </IconProvider>
      </IconProvider>,
    );
    expect(getByTestId('inner-close')).toBeInTheDocument();
    expect(queryByTestId('outer-close')).toBeNull();
    expect(getByTestId('outer-speak')).toBeInTheDocument();
  });

  it('draws nothing for an icon no provider gives, and the control keeps its name', () => {
    const speechSynthesis = { speak: jest.fn(), cancel: jest.fn(), getVoices: () => [] };
    Object.assign(window, { speechSynthesis, SpeechSynthesisUtterance: function () {} });
    const { getByRole, container } = render(<SpeakButton text="run" />);
    expect(getByRole('button', { name: /run/ })).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});
