import type { CvSkill } from '@/content/cv/types';
import { skillMonogram } from '@/lib/cv/skills';
import { withBasePath } from '@/lib/base-path';
import { SKILL_SPRITE_PATH, skillIcons } from './skill-icons';
import { SPRITE_HREF } from './sprite-href';

/** The logo of a skill from the logo sprite, or its initials when the icon set has no logo. */
export function SkillLogo({ skill }: { skill: CvSkill }) {
  if (skill.icon && skill.icon in skillIcons) {
    const href = withBasePath(`${SKILL_SPRITE_PATH}#${skill.icon}`);
    const logo = { 'aria-hidden': true, focusable: false, fill: 'currentColor' } as const;
    // The address reaches `href` after the first paint (sprite-href.ts); without
    // JavaScript the <noscript> copy draws the logo.
    return (
      <>
        <svg {...logo} data-skill-logo="icon" className="size-9 noscript:hidden">
          <use {...{ [SPRITE_HREF]: href }} />
        </svg>
        <noscript>
          <svg {...logo} className="size-9">
            <use href={href} />
          </svg>
        </noscript>
      </>
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
