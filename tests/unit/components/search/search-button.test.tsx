import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { SearchButton } from '@/components/search/search-button';

describe('SearchButton', () => {
  it('listens for the shortcut from the commit that renders it, before any effect', () => {
    // The loader presses a held shortcut again once the page is hydrated, which can come
    // before the passive effects of that commit run.
    const add = jest.spyOn(window, 'addEventListener');
    const seenAtCommit: string[] = [];
    function After() {
      useLayoutEffect(() => {
        seenAtCommit.push(...add.mock.calls.map(([type]) => type));
      }, []);
      return null;
    }
    render(
      <>
        <SearchButton className="">Search</SearchButton>
        <After />
      </>,
    );
    expect(seenAtCommit).toContain('keydown');
    add.mockRestore();
  });
});
