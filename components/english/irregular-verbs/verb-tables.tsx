import { GrammarSection } from '@/components/english/grammar/grammar-section';
import { ScrollWhenDrawn } from '@/components/layout/scroll-when-drawn';
import {
  ScrollTable,
  rowHeaderClass,
  spanishCellClass,
  tdClass,
} from '@/components/english/grammar/scroll-table';
import { verbLists } from '@/content/english/irregular-verbs';
import { irregularVerbsLabels as t } from '@/content/english/irregular-verbs-texts';
import { verbAnchor } from '@/lib/search/anchors';

const columns = [
  { label: t.infinitive },
  { label: t.pastSimple },
  { label: t.participle },
  { label: t.spanish, lang: 'es' as const },
];

/**
 * Every verb of both lists in a table, below the trainer: each row has its own anchor,
 * so a link or a search result lands on the verb (data-pagefind-title names the result).
 */
export function VerbTables() {
  return (
    <GrammarSection id="all-verbs" title={t.allVerbs} className="mt-12">
      {verbLists.map((list) => (
        <div key={list.id} className="flex flex-col gap-2 skip-offscreen">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
            {t.listCaption(list.label, list.verbs.length)}
          </h3>
          <ScrollTable caption={t.listCaption(list.label, list.verbs.length)} columns={columns}>
            <tbody>
              {list.verbs.map((verb) => (
                <tr
                  key={verb.infinitive}
                  id={verbAnchor(list.id, verb.infinitive)}
                  data-pagefind-title={`${verb.infinitive} · ${verb.pastSimple} · ${verb.participle}`}
                  className="destination:bg-brand-50 dark:destination:bg-slate-800"
                >
                  <th scope="row" className={rowHeaderClass}>
                    {verb.infinitive}
                  </th>
                  <td className={tdClass}>{verb.pastSimple}</td>
                  <td className={tdClass}>{verb.participle}</td>
                  <td lang="es" className={spanishCellClass}>
                    {verb.translation}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </div>
      ))}
      <ScrollWhenDrawn />
    </GrammarSection>
  );
}
