import { ExternalLink } from '@/components/ui/external-link';
import type { CvLang, CvSkill } from '@/content/cv/types';
import { sortSkillsByValue } from '@/lib/cv/skills';
import { SkillLogo } from './skill-logo';

export interface SkillListProps {
  skills: readonly CvSkill[];
  /** Language of the page (for the new-tab note). */
  lang: CvLang;
}

/**
 * Every skill as its logo linking to its site, the name below a divider; highest value
 * first. On paper, the names alone in one line after another.
 */
export function SkillList({ skills, lang }: SkillListProps) {
  const sorted = sortSkillsByValue(skills);
  // Cards wide enough for a long name on one line (Elasticsearch): three beside the CV's
  // side column (md), more where the column is wider.
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-3 lg:grid-cols-5 print:hidden">
        {sorted.map((skill) => (
          <li key={skill.link} data-value={skill.value}>
            <ExternalLink
              href={skill.link}
              newTabNote={lang}
              className="group flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-2 text-center text-slate-800 transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 motion-reduce:transition-none sm:p-3 dark:border-slate-700 dark:text-slate-100 dark:hover:text-brand-300"
            >
              <SkillLogo skill={skill} />
              <span className="w-full border-t border-slate-200 pt-2 text-xs font-semibold break-words dark:border-slate-700">
                {skill.name}
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      {/* On paper only: the search index and screen readers have the list above. */}
      <p data-pagefind-ignore="" className="hidden print:block">
        {sorted.map((skill) => skill.name).join(' · ')}
      </p>
    </>
  );
}
