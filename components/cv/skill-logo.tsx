import type { CvSkill } from '@/content/cv/types';
import { skillMonogram } from '@/lib/cv/skills';
import { skillLogos } from '@/components/ui/icons';

/** The logo of a skill, or its initials when the icon set has no logo. */
export function SkillLogo({ skill }: { skill: CvSkill }) {
  const Logo = skill.icon ? skillLogos[skill.icon] : undefined;
  if (Logo) return <Logo aria-hidden="true" className="size-9" data-skill-logo="icon" />;
  return (
    <span
      aria-hidden="true"
      data-skill-logo="monogram"
      className="flex size-9 items-center justify-center rounded-md bg-slate-800 text-xs font-bold tracking-tight text-white dark:bg-slate-100 dark:text-slate-900 print:border print:border-black print:bg-white print:text-black"
    >
      {skillMonogram(skill.name)}
    </span>
  );
}
