import { ExternalLink } from '@/components/ui/external-link';
import type { CvExperience, CvLang } from '@/content/cv/types';

export interface ExperienceTagsProps {
  tags: CvExperience['tags'];
  /** Language of the page (for the new-tab note of the links). */
  lang: CvLang;
}

/**
 * The technologies of one employer, each a link (on paper its name alone). Rendered
 * on the server and handed to the collapsible block, so the new-tab words stay off the
 * browser's JavaScript.
 */
export function ExperienceTags({ tags, lang }: ExperienceTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2 print:mt-0 print:gap-x-3 print:gap-y-0">
      {tags.map((tag) => (
        <li key={tag.link}>
          <ExternalLink
            href={tag.link}
            newTabNote={lang}
            className="inline-block rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-300 print:border-0 print:px-0 print:py-0 print:text-slate-700"
          >
            {tag.name}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
