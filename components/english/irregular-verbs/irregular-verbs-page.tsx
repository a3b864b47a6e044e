import type { RouteInfo } from '@/content/routes';
import { IrregularVerbsTrainer } from './irregular-verbs-trainer';
import { VerbTables } from './verb-tables';

/** /ee/irregularVerbs: the trainer, then the tables of every verb. */
export function IrregularVerbsPage({ route }: { route: RouteInfo }) {
  return (
    <>
      <IrregularVerbsTrainer route={route} />
      <VerbTables />
    </>
  );
}
