import type { CvSkill } from '@/content/cv/types';
import { skillMonogram } from '@/lib/cv/skills';
import { skillIcons } from './skill-icons';

/** The logo of a skill as inline SVG, or its initials when the icon set has no logo. */
export function SkillLogo({ skill }: { skill: CvSkill }) {
  const Icon = skill.icon ? skillIcons[skill.icon] : undefined;
  if (Icon) {
    return <Icon aria-hidden="true" focusable="false" data-skill-logo="icon" className="size-9" />;
  }
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
