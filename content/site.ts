/**
 * Site configuration: who owns the site, where its links point, which outside services
 * it talks to. This is SAMPLE DATA about a fictional engineer: the owner replaces it.
 */
export const site = {
  name: 'Mateo Salinas',
  shortName: 'Mateo',
  role: 'Software Engineer',
  description:
    'Personal site of Mateo Salinas, software engineer: bilingual CV, small games, developer utilities and an English-learning area for Spanish speakers.',
  /** Used for canonical URLs, Open Graph and the sitemap unless NEXT_PUBLIC_SITE_URL is set. */
  url: 'https://www.example.com',
  locale: 'en',
  email: 'mateo.salinas@example.com',
  resumeUrl: 'https://www.example.com/mateo-salinas-resume.pdf',
  copyrightSince: 2021,
  social: {
    feed: 'https://x.com/example',
    network: 'https://www.linkedin.com/in/example',
    codeHost: 'https://github.com/example',
    orgChart: 'https://www.theorg.com/example',
  },
  /** The names of the profiles above, as shown beside their icons. */
  socialNames: { feed: 'X', network: 'LinkedIn', codeHost: 'GitHub', orgChart: 'The Org' },
  feedbackFormUrl: 'https://forms.example.com/feedback',
  /** Hosts of embedded videos (privacy-enhanced YouTube). */
  videoEmbedHost: 'https://www.youtube-nocookie.com',
  feeds: {
    first: 'https://www.example-news.cl/rss/todas-las-noticias.xml',
    second: 'https://www.example-media.com/rss/portada.xml',
  },
  /** NewsAPI top-headlines endpoint, called at build time only when NEWS_API_KEY is set. */
  newsApi: { url: 'https://newsapi.org/v2/top-headlines', country: 'us' },
  pokeApiHost: 'https://pokeapi.co',
  /** Where PokeAPI's official artwork is served from: the game shows pictures from here only. */
  pokeArtworkHost: 'https://raw.githubusercontent.com',
  randomImageHost: 'https://picsum.photos',
} as const;

export type Site = typeof site;

/** The owner's profiles on other sites (`site.social`). */
export type SocialKey = keyof typeof site.social;
