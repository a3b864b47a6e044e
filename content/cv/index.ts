import { pages, type RouteInfo } from '../routes';
import type { CvLang } from './types';

/** The CV's page in each language (path, title, heading, BACK target). */
export const cvRoutes: Readonly<Record<CvLang, RouteInfo>> = { es: pages.cv, en: pages.cvEn };

/** Where each language of the CV is published. */
export const cvPaths: Readonly<Record<CvLang, string>> = { es: pages.cv.path, en: pages.cvEn.path };

export type { Cv, CvLang } from './types';

/** The photo of the left column (a local file under public/), shown at this size. */
export const cvPhoto = {
  src: '/assets/cv/mateo-salinas.svg',
  width: 160,
  height: 160,
} as const;
