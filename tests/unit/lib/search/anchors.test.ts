import { devTips } from '@/content/dev-tips';
import { verbLists } from '@/content/english/irregular-verbs';
import { phrasalVerbs } from '@/content/english/phrasal-verbs';
import { phrases } from '@/content/english/phrases';
import { devTipAnchor, phrasalVerbAnchor, phraseAnchor, verbAnchor } from '@/lib/search/anchors';

const unique = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);

describe('item anchors', () => {
  it('come from the words of the item, not its position', () => {
    expect(phraseAnchor('Tengo una reunión?')).toBe('phrase-tengo-una-reunion');
    expect(verbAnchor('tech', 'go')).toBe('verb-tech-go');
    expect(phrasalVerbAnchor('give up')).toBe('phrasal-give-up');
    expect(devTipAnchor('Big O')).toBe('tip-big-o');
  });

  it('are unique within each page, valid as ids and never empty', () => {
    const ids = {
      phrases: phrases.map((p) => phraseAnchor(p.english)),
      verbs: verbLists.flatMap((l) => l.verbs.map((v) => verbAnchor(l.id, v.infinitive))),
      phrasalVerbs: phrasalVerbs.map((v) => phrasalVerbAnchor(v.verb)),
      devTips: devTips.map((t) => devTipAnchor(t.title)),
    };
    for (const list of Object.values(ids)) {
      unique(list);
      for (const id of list) expect(id).toMatch(/^[a-z]+-[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
