import { SpeakIcon } from '@/components/ui/icons';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { verbLists } from '@/content/english/irregular-verbs';
import { irregularVerbsIntro } from '@/content/english/irregular-verbs-texts';
import type { RouteInfo } from '@/content/routes';
import { findVerb, initialVerbs, remainingCount } from '@/lib/english/irregular-verbs';
import { longestTexts } from '@/lib/english/room';
import { IrregularVerbsTrainer } from './irregular-verbs-trainer';
import { verbFields } from './verb-card';
import { VerbTables } from './verb-tables';

/** /ee/irregularVerbs: the trainer, then the tables of every verb. */
export function IrregularVerbsPage({ route }: { route: RouteInfo }) {
  const start = initialVerbs(verbLists, verbLists[0]!.id);
  const verb = findVerb(verbLists, start.list, start.current)!;
  return (
    <>
      <EnglishPageHeader route={route} intro={irregularVerbsIntro} />
      <IrregularVerbsTrainer
        first={{ verb, remaining: remainingCount(start) }}
        speakIcon={<SpeakIcon aria-hidden="true" className="size-5" />}
        room={longestTexts(
          verbLists.flatMap((list) => list.verbs),
          verbFields,
        )}
      />
      <VerbTables />
    </>
  );
}
