import type { CvSkill } from '@/content/cv/types';
import { skillMonogram } from '@/lib/cv/skills';
import { withBasePath } from '@/lib/base-path';
import { SKILL_SPRITE_PATH, skillIcons } from './skill-icons';

/** The logo of a skill from the logo sprite, or its initials when the icon set has no logo. */
export function SkillLogo({ skill }: { skill: CvSkill }) {
  if (skill.icon && skill.icon in skillIcons) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        data-skill-logo="icon"
        fill="currentColor"
        className="size-9"
      >
        <use href={withBasePath(`${SKILL_SPRITE_PATH}#${skill.icon}`)} />
      </svg>
    );
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
