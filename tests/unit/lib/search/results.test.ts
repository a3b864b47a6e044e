import { searchItems, type PagefindResultData } from '@/lib/search/results';

const verbs: PagefindResultData = {
  url: '/ee/irregularVerbs',
  excerpt: 'page excerpt',
  meta: { title: 'Irregular Verbs', section: 'English' },
  sub_results: [
    { title: 'Irregular Verbs', url: '/ee/irregularVerbs', excerpt: 'top', locations: [3] },
    {
      title: 'go · went · gone',
      url: '/ee/irregularVerbs#verb-tech-go',
      excerpt: 'go <mark>went</mark> gone',
      anchor: { element: 'tr', id: 'verb-tech-go', location: 40 },
      locations: [41, 42],
    },
    {
      title: 'go · went · gone',
      url: '/ee/irregularVerbs#verb-meetings-go',
      excerpt: 'go <mark>went</mark> gone ir',
      anchor: { element: 'tr', id: 'verb-meetings-go', location: 90 },
      locations: [91, 92, 93],
    },
  ],
};

const cv: PagefindResultData = {
  url: '/cv',
  excerpt: 'Node.js y <mark>Kubernetes</mark>',
  meta: { title: 'Currículum vitae', section: 'CV' },
  sub_results: [],
};

describe('search items', () => {
  it("lead to a page's parts with the most matches, in page order", () => {
    expect(searchItems([verbs], { perPage: 2 })).toEqual([
      {
        url: '/ee/irregularVerbs#verb-tech-go',
        title: 'go · went · gone',
        page: 'Irregular Verbs',
        section: 'English',
        excerpt: 'go <mark>went</mark> gone',
      },
      {
        url: '/ee/irregularVerbs#verb-meetings-go',
        title: 'go · went · gone',
        page: 'Irregular Verbs',
        section: 'English',
        excerpt: 'go <mark>went</mark> gone ir',
      },
    ]);
  });

  it('list a part that says what an earlier part of the page says once: the first', () => {
    const same = { ...verbs.sub_results![2]!, excerpt: 'go <mark>went.</mark> gone. ir.' };
    const twice: PagefindResultData = {
      ...verbs,
      sub_results: [
        { ...verbs.sub_results![1]!, excerpt: same.excerpt },
        same,
        {
          ...same,
          title: 'go up',
          url: '/ee/irregularVerbs#x',
          anchor: { ...same.anchor!, id: 'x' },
        },
      ],
    };
    expect(searchItems([twice], { perPage: 2 }).map((i) => i.url)).toEqual([
      '/ee/irregularVerbs#verb-tech-go',
      '/ee/irregularVerbs#x',
    ]);
  });

  it('name a part that starts the page after the page itself', () => {
    const [first] = searchItems([verbs], { perPage: 3 });
    expect(first).toMatchObject({ url: '/ee/irregularVerbs', title: 'Irregular Verbs' });
  });

  it('lead to the page when it has no parts, keeping the pages in their ranked order', () => {
    const items = searchItems([cv, verbs], { perPage: 1 });
    expect(items.map((i) => i.url)).toEqual(['/cv', '/ee/irregularVerbs#verb-meetings-go']);
    expect(items[0]).toMatchObject({ title: 'Currículum vitae', section: 'CV' });
  });

  it('stop at the limit and never list one address twice', () => {
    expect(searchItems([verbs, cv], { perPage: 3, limit: 2 })).toHaveLength(2);
    expect(searchItems([cv, cv]).map((i) => i.url)).toEqual(['/cv']);
  });

  it('fall back to the address when a page has no title', () => {
    expect(searchItems([{ url: '/x', excerpt: '', meta: {} }])[0]).toMatchObject({
      title: '/x',
      page: '/x',
      section: '',
    });
  });
});
