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
  it("lead to a page's parts with the most matches first", () => {
    expect(searchItems([verbs], { perPage: 2 })).toEqual([
      {
        url: '/ee/irregularVerbs#verb-meetings-go',
        title: 'go · went · gone',
        page: 'Irregular Verbs',
        section: 'English',
        excerpt: 'go <mark>went</mark> gone ir',
      },
      {
        url: '/ee/irregularVerbs#verb-tech-go',
        title: 'go · went · gone',
        page: 'Irregular Verbs',
        section: 'English',
        excerpt: 'go <mark>went</mark> gone',
      },
    ]);
  });

  it('put a part with the word itself before one with longer words that start with it', () => {
    const at = (balanced_score: number) => ({ weight: 1, balanced_score, location: 1 });
    const page: PagefindResultData = {
      ...verbs,
      sub_results: [
        {
          ...verbs.sub_results![2]!,
          title: 'get',
          url: '/v#get',
          weighted_locations: [at(388), at(221), at(388)],
        },
        {
          ...verbs.sub_results![1]!,
          title: 'go',
          url: '/v#go',
          weighted_locations: [at(512), at(293)],
        },
      ],
    };
    expect(searchItems([page], { perPage: 2 }).map((i) => i.url)).toEqual(['/v#go', '/v#get']);
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
      '/ee/irregularVerbs#x',
      '/ee/irregularVerbs#verb-tech-go',
    ]);
  });

  it('name a part that starts the page after the page itself', () => {
    const items = searchItems([verbs], { perPage: 3 });
    expect(items.find((i) => i.url === '/ee/irregularVerbs')).toMatchObject({
      title: 'Irregular Verbs',
    });
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
  it('keep page order between parts that match equally, and title a part without anchor by its page', () => {
    const [top, tech, meetings] = verbs.sub_results!;
    const even = [
      { ...meetings!, locations: [1] },
      { ...tech!, locations: [2] },
    ];
    expect(searchItems([{ ...verbs, sub_results: even }]).map((i) => i.url)).toEqual([
      '/ee/irregularVerbs#verb-meetings-go',
      '/ee/irregularVerbs#verb-tech-go',
    ]);
    const intro = [{ ...top!, title: 'Intro' }];
    expect(searchItems([{ ...verbs, sub_results: intro }])[0]?.title).toBe('Irregular Verbs');
  });

  it('list 10 destinations when no limit is given', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...cv, url: `/p${i}` }));
    expect(searchItems(many)).toHaveLength(10);
  });
});
