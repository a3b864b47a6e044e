import type { CvSkill } from '@/content/cv/types';
import { skillMonogram } from '@/lib/cv/skills';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { SKILL_SPRITE_PATH, skillIcons } from './skill-icons';

/** The logo of a skill from the logo sprite, or its initials when the icon set has no logo. */
export function SkillLogo({ skill }: { skill: CvSkill }) {
  if (skill.icon && skill.icon in skillIcons) {
    return (
      <SpriteIcon
        sprite={SKILL_SPRITE_PATH}
        id={skill.icon}
        className="size-9"
        data-skill-logo="icon"
      />
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
