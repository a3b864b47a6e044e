import type { Metadata } from 'next';
import { cvByLang, cvLocales, cvPaths, defaultCvLang, type CvLang } from '@/content/cv';
import { pageMetadata } from '@/lib/seo';

/** Title, description, canonical URL and hreflang alternates of the CV in one language. */
export function cvMetadata(lang: CvLang): Metadata {
  const cv = cvByLang[lang];
  return pageMetadata({
    title: cv.labels.pageTitle,
    description: cv.labels.pageDescription,
    path: cvPaths[lang],
    locale: cvLocales[lang],
    languages: { es: cvPaths.es, en: cvPaths.en, 'x-default': cvPaths[defaultCvLang] },
  });
}
