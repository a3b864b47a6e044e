/**
 * Spanish verb table: regular -ar/-er/-ir endings plus the irregular stems, participles
 * and gerunds of the verbs the tense examples use (and the auxiliaries estar, haber).
 */

/** yo, tú, él/ella, nosotros, ellos. */
export const SPANISH_PERSONS = ['yo', 'tu', 'el', 'nosotros', 'ellos'] as const;
export type SpanishPerson = (typeof SPANISH_PERSONS)[number];

export type PersonForms = readonly [string, string, string, string, string];

export interface SpanishVerbForms {
  infinitive: string;
  present: PersonForms;
  /** Pretérito indefinido. */
  preterite: PersonForms;
  imperfect: PersonForms;
  future: PersonForms;
  gerund: string;
  participle: string;
  /** True where any form departs from the regular pattern. */
  irregular: boolean;
}

interface Irregular {
  present?: PersonForms;
  preterite?: PersonForms;
  imperfect?: PersonForms;
  /** Stem the future endings attach to: haré (har-), tendré (tendr-). */
  futureStem?: string;
  gerund?: string;
  participle?: string;
}

const IRREGULAR: Readonly<Record<string, Irregular>> = {
  conseguir: {
    present: ['consigo', 'consigues', 'consigue', 'conseguimos', 'consiguen'],
    preterite: ['conseguí', 'conseguiste', 'consiguió', 'conseguimos', 'consiguieron'],
    gerund: 'consiguiendo',
  },
  decir: {
    present: ['digo', 'dices', 'dice', 'decimos', 'dicen'],
    preterite: ['dije', 'dijiste', 'dijo', 'dijimos', 'dijeron'],
    futureStem: 'dir',
    gerund: 'diciendo',
    participle: 'dicho',
  },
  desplegar: {
    present: ['despliego', 'despliegas', 'despliega', 'desplegamos', 'despliegan'],
  },
  escribir: { participle: 'escrito' },
  estar: {
    present: ['estoy', 'estás', 'está', 'estamos', 'están'],
    preterite: ['estuve', 'estuviste', 'estuvo', 'estuvimos', 'estuvieron'],
  },
  haber: {
    present: ['he', 'has', 'ha', 'hemos', 'han'],
    preterite: ['hube', 'hubiste', 'hubo', 'hubimos', 'hubieron'],
    futureStem: 'habr',
  },
  hacer: {
    present: ['hago', 'haces', 'hace', 'hacemos', 'hacen'],
    preterite: ['hice', 'hiciste', 'hizo', 'hicimos', 'hicieron'],
    futureStem: 'har',
    participle: 'hecho',
  },
  ir: {
    present: ['voy', 'vas', 'va', 'vamos', 'van'],
    preterite: ['fui', 'fuiste', 'fue', 'fuimos', 'fueron'],
    imperfect: ['iba', 'ibas', 'iba', 'íbamos', 'iban'],
    gerund: 'yendo',
  },
  saber: {
    present: ['sé', 'sabes', 'sabe', 'sabemos', 'saben'],
    preterite: ['supe', 'supiste', 'supo', 'supimos', 'supieron'],
    futureStem: 'sabr',
  },
  ser: {
    present: ['soy', 'eres', 'es', 'somos', 'son'],
    preterite: ['fui', 'fuiste', 'fue', 'fuimos', 'fueron'],
    imperfect: ['era', 'eras', 'era', 'éramos', 'eran'],
    gerund: 'siendo',
  },
  tener: {
    present: ['tengo', 'tienes', 'tiene', 'tenemos', 'tienen'],
    preterite: ['tuve', 'tuviste', 'tuvo', 'tuvimos', 'tuvieron'],
    futureStem: 'tendr',
  },
};

type Conjugation = 'ar' | 'er' | 'ir';

const ENDINGS: Readonly<
  Record<Conjugation, { present: PersonForms; preterite: PersonForms; imperfect: PersonForms }>
> = {
  ar: {
    present: ['o', 'as', 'a', 'amos', 'an'],
    preterite: ['é', 'aste', 'ó', 'amos', 'aron'],
    imperfect: ['aba', 'abas', 'aba', 'ábamos', 'aban'],
  },
  er: {
    present: ['o', 'es', 'e', 'emos', 'en'],
    preterite: ['í', 'iste', 'ió', 'imos', 'ieron'],
    imperfect: ['ía', 'ías', 'ía', 'íamos', 'ían'],
  },
  ir: {
    present: ['o', 'es', 'e', 'imos', 'en'],
    preterite: ['í', 'iste', 'ió', 'imos', 'ieron'],
    imperfect: ['ía', 'ías', 'ía', 'íamos', 'ían'],
  },
};

const FUTURE_ENDINGS: PersonForms = ['é', 'ás', 'á', 'emos', 'án'];

function attach(stem: string, endings: PersonForms): PersonForms {
  return endings.map((e) => stem + e) as unknown as PersonForms;
}

/** Spelling of the 'yo' preterite before -é: busqué, desplegué, empecé. */
function preteriteYo(stem: string): string {
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}qué`;
  if (stem.endsWith('g')) return `${stem}ué`;
  if (stem.endsWith('z')) return `${stem.slice(0, -1)}cé`;
  return `${stem}é`;
}

function conjugationOf(infinitive: string): Conjugation {
  const ending = infinitive.slice(-2);
  if (ending === 'ar' || ending === 'er' || ending === 'ir') return ending;
  throw new Error(`Not a Spanish infinitive: "${infinitive}"`);
}

export function spanishVerbForms(infinitive: string): SpanishVerbForms {
  const conjugation = conjugationOf(infinitive);
  const stem = infinitive.slice(0, -2);
  const endings = ENDINGS[conjugation];
  const irregular = IRREGULAR[infinitive];
  const regularPreterite = attach(stem, endings.preterite);
  const preterite: PersonForms =
    conjugation === 'ar'
      ? [
          preteriteYo(stem),
          regularPreterite[1],
          regularPreterite[2],
          regularPreterite[3],
          regularPreterite[4],
        ]
      : regularPreterite;
  const vowelStem = /[aeiou]$/.test(stem);
  return {
    infinitive,
    present: irregular?.present ?? attach(stem, endings.present),
    preterite: irregular?.preterite ?? preterite,
    imperfect: irregular?.imperfect ?? attach(stem, endings.imperfect),
    future: attach(irregular?.futureStem ?? infinitive, FUTURE_ENDINGS),
    gerund:
      irregular?.gerund ?? stem + (conjugation === 'ar' ? 'ando' : vowelStem ? 'yendo' : 'iendo'),
    participle: irregular?.participle ?? stem + (conjugation === 'ar' ? 'ado' : 'ido'),
    irregular: !!irregular,
  };
}

export function personIndex(person: SpanishPerson): number {
  return SPANISH_PERSONS.indexOf(person);
}
