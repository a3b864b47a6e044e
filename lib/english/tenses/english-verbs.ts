/**
 * English verb morphology: third person -s, -ing and -ed spelling rules, and the
 * irregular pasts and participles the examples (and a few common verbs) need.
 */

export interface EnglishVerbForms {
  base: string;
  /** He/She/It present: studies, goes, has, is. */
  third: string;
  past: string;
  participle: string;
  ing: string;
  irregular: boolean;
}

interface Irregular {
  past: string;
  participle: string;
  /** Only where the -ing spelling rules cannot know (stress): begin -> beginning. */
  ing?: string;
}

/** Irregular verbs (American English participles: gotten). */
const IRREGULAR: Readonly<Record<string, Irregular>> = {
  be: { past: 'was', participle: 'been' },
  begin: { past: 'began', participle: 'begun', ing: 'beginning' },
  build: { past: 'built', participle: 'built' },
  come: { past: 'came', participle: 'come' },
  do: { past: 'did', participle: 'done' },
  find: { past: 'found', participle: 'found' },
  get: { past: 'got', participle: 'gotten' },
  give: { past: 'gave', participle: 'given' },
  go: { past: 'went', participle: 'gone' },
  have: { past: 'had', participle: 'had' },
  know: { past: 'knew', participle: 'known' },
  lead: { past: 'led', participle: 'led' },
  make: { past: 'made', participle: 'made' },
  meet: { past: 'met', participle: 'met' },
  run: { past: 'ran', participle: 'run' },
  say: { past: 'said', participle: 'said' },
  see: { past: 'saw', participle: 'seen' },
  send: { past: 'sent', participle: 'sent' },
  speak: { past: 'spoke', participle: 'spoken' },
  take: { past: 'took', participle: 'taken' },
  tell: { past: 'told', participle: 'told' },
  think: { past: 'thought', participle: 'thought' },
  write: { past: 'wrote', participle: 'written' },
};

const VOWEL = /[aeiou]/;

/**
 * One syllable ending consonant-vowel-consonant (not w, x or y): the final consonant
 * doubles before -ing and -ed (get -> getting, stop -> stopped).
 */
function doublesFinal(base: string): boolean {
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base);
}

export function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export function ingForm(base: string): string {
  const irregular = IRREGULAR[base];
  if (irregular?.ing) return irregular.ing;
  if (base === 'be') return 'being';
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e') && !/(ee|ye|oe)$/.test(base) && base.length > 2)
    return base.slice(0, -1) + 'ing';
  if (doublesFinal(base)) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

export function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (doublesFinal(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

export function englishVerbForms(base: string): EnglishVerbForms {
  if (!base || !VOWEL.test(base) || /\s/.test(base))
    throw new Error(`Not an English verb: "${base}"`);
  const irregular = IRREGULAR[base];
  return {
    base,
    third: thirdPerson(base),
    past: irregular?.past ?? regularPast(base),
    participle: irregular?.participle ?? regularPast(base),
    ing: ingForm(base),
    irregular: !!irregular,
  };
}
