import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticMarkup } from '@/components/ui/static-markup';

/**
 * Every part of the site written as static markup (components/ui/static-markup.tsx) must
 * come out exactly as React itself would write it: the same elements, attributes and text,
 * so a visitor, a search engine and the site search see no difference. Each page is
 * rendered with the real StaticMarkup and with one that hands its children to React.
 */
type Load = () => Promise<ComponentType>;

const parts: { name: string; load: Load }[] = [
  {
    name: 'the verb tables of /ee/irregularVerbs',
    load: async () => (await import('@/components/english/irregular-verbs/verb-tables')).VerbTables,
  },
  {
    name: 'the phrase list of /ee/tips',
    load: async () => (await import('@/components/english/tips/phrase-list')).PhraseList,
  },
  {
    name: '/ee/phrasalVerbs',
    load: async () =>
      (await import('@/components/english/grammar/phrasal-verbs-page')).PhrasalVerbsPage,
  },
  {
    name: '/ee/reportedSpeech',
    load: async () =>
      (await import('@/components/english/grammar/reported-speech-page')).ReportedSpeechPage,
  },
  {
    name: '/ee/questions',
    load: async () => (await import('@/components/english/grammar/questions-page')).QuestionsPage,
  },
  {
    name: '/ee/modalVerbs',
    load: async () =>
      (await import('@/components/english/grammar/modal-verbs-page')).ModalVerbsPage,
  },
  {
    name: '/ee/conditionalSentences',
    load: async () =>
      (await import('@/components/english/grammar/conditionals-page')).ConditionalsPage,
  },
  {
    name: '/ee/verbalTenses (its highlight legend)',
    load: async () =>
      (await import('@/components/english/tenses/verbal-tenses-page')).VerbalTensesPage,
  },
  {
    name: "/news's cards (the first source's snapshot)",
    load: async () => {
      const { FirstSourceGrid } = await import('@/components/news/first-source-grid');
      const { loadFirstSource } = await import('@/lib/news/load');
      const feed = await loadFirstSource({ offline: true, warn: () => {} });
      return function FirstSourceCards() {
        return <FirstSourceGrid feed={feed} />;
      };
    },
  },
  {
    name: "/search's list of the site's sections",
    load: async () => (await import('@/components/search/search-page')).SearchSections,
  },
  {
    name: 'the footer',
    load: async () => (await import('@/components/layout/footer')).Footer,
  },
  {
    name: 'the English menu',
    load: async () => (await import('@/components/english/menu/english-menu')).EnglishMenu,
  },
  {
    name: '/ee',
    load: async () => (await import('@/components/english/menu/english-home')).EnglishHome,
  },
  {
    name: '/helloworld',
    load: async () => (await import('@/components/home/home-page')).HomePage,
  },
  {
    name: '/web-bd',
    load: async () => (await import('@/components/course/course-page')).CoursePage,
  },
  {
    name: 'the CV (Spanish)',
    load: async () => {
      const { CvPage } = await import('@/components/cv/cv-page');
      return function SpanishCv() {
        return <CvPage lang="es" />;
      };
    },
  },
  {
    name: 'the CV (English)',
    load: async () => {
      const { CvPage } = await import('@/components/cv/cv-page');
      return function EnglishCv() {
        return <CvPage lang="en" />;
      };
    },
  },
];

/**
 * The page rendered in a module registry of its own (its own React, as react-dom/server's),
 * with StaticMarkup as it is or, with `reactOnly`, one that hands its children to React.
 */
async function render(load: Load, reactOnly: boolean): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    if (reactOnly) {
      jest.doMock('@/components/ui/static-markup', () => ({
        StaticMarkup: ({
          as: Tag,
          className,
          children,
        }: {
          as?: 'div';
          className?: string;
          children: ReactNode;
        }) =>
          Tag ? (
            <Tag className={className}>{children}</Tag>
          ) : (
            <span className="contents">{children}</span>
          ),
      }));
    }
    const Page = await load();
    const server = await import('react-dom/server');
    html = server.renderToStaticMarkup(<Page />);
  });
  jest.dontMock('@/components/ui/static-markup');
  return html;
}

describe('StaticMarkup', () => {
  it('holds its children in a display: contents span when it names no container', () => {
    expect(renderToStaticMarkup(<StaticMarkup>{'a & b'}</StaticMarkup>)).toBe(
      '<span class="contents">a &amp; b</span>',
    );
  });

  it('writes its children into the container it names, as React would', () => {
    const html = renderToStaticMarkup(
      <StaticMarkup as="ol" className="grid gap-2">
        <li id="one" data-title={'One & only'}>
          <p lang="es">{'Uno <y> único'}</p>
        </li>
      </StaticMarkup>,
    );
    expect(html).toBe(
      '<ol class="grid gap-2"><li id="one" data-title="One &amp; only"><p lang="es">Uno &lt;y&gt; único</p></li></ol>',
    );
  });

  it.each(parts)('writes $name exactly as React does', async ({ load }) => {
    const expected = await render(load, true);
    const actual = await render(load, false);
    // Something was rendered: the page's own content, not an empty shell.
    expect(expected.length).toBeGreaterThan(2000);
    expect(actual).toBe(expected);
  });
});
