import type { ReactNode } from 'react';
import type { HelpPair } from '@/content/english/help-language';
import type { RouteInfo } from '@/content/routes';
import { LanguageIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { HelpLanguageSwitch } from './help-language-switch';
import { HelpText } from './help-text';

export interface EnglishPageHeaderProps {
  route: RouteInfo;
  /** Overrides the entry's BACK target. */
  back?: string;
  /** The lead paragraph, in both languages. */
  intro: HelpPair;
  /** What comes between the heading and the lead paragraph (the day's review on /ee). */
  lead?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * The header of an English page: heading, BACK, and the lead paragraph in the help
 * language, with the switch of the help language floated beside it (no line of its own,
 * so the lesson starts as high as before).
 */
export function EnglishPageHeader({
  route,
  back,
  intro,
  lead,
  className,
  children,
}: EnglishPageHeaderProps) {
  return (
    <PageHeader route={route} back={back} className={className}>
      {lead}
      <div className="flow-root max-w-prose text-slate-700 dark:text-slate-300">
        <HelpLanguageSwitch
          icon={<LanguageIcon aria-hidden="true" className="size-4" />}
          className="float-right mb-1 ml-3"
        />
        <HelpText en={intro.en} es={intro.es} />
      </div>
      {children}
    </PageHeader>
  );
}
