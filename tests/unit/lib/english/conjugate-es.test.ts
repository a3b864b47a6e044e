import { tenseExamples } from '@/content/english/tense-examples';
import {
  FORMS,
  SPANISH_TENSES,
  SUBJECTS,
  type SpanishPhrase,
  type SpanishTense,
} from '@/content/english/tense-types';
import { conjugateEs, spanishPersons, usualSpanishTense } from '@/lib/english/conjugate-es';
import { tenseCell } from '@/lib/english/tenses/cell';
import { TENSES, tenseFromKey, tenseKey } from '@/lib/english/tenses/model';
import { spanishVerbForms, type SpanishVerbForms } from '@/lib/english/tenses/spanish-verbs';
import { oneOf, pairs } from '../../support/cases';

/** Phrases of the engine's own tests (the page's examples live in content and may change). */
const saber: SpanishPhrase = { verb: 'saber', complement: 'programar' };
const phrases = {
  estudiar: { verb: 'estudiar', complement: 'inglés' },
  tomarNotas: { verb: 'tomar', complement: 'notas' },
  desplegar: { verb: 'desplegar', complement: 'en producción' },
  hacer: { verb: 'hacer', complement: 'revisiones de código' },
  ir: { verb: 'ir', complement: 'a la oficina' },
  ser: { verb: 'ser', complement: 'desarrollador/a', pluralComplement: 'desarrolladores' },
  decir: { verb: 'decir', complement: 'hola' },
  recibir: { verb: 'recibir', complement: 'ofertas de trabajo' },
  tener: { verb: 'tener', complement: 'una reunión a las 10' },
  escribir: { verb: 'escribir', complement: 'código de alta calidad' },
  saber,
  saberSiempre: { ...saber, adverb: 'siempre' },
  cursos: { verb: 'tomar', complement: 'cursos en línea' },
  reuniones: { verb: 'estar', complement: 'en reuniones todo el día' },
} satisfies Record<string, SpanishPhrase>;
type PhraseName = keyof typeof phrases;

/** Reads a case written "phrase subject form tense: expected sentence". */
function parseCase<T extends string>(row: string, tenses: readonly T[]) {
  const colon = row.indexOf(': ');
  const [name, subject, form, tense, ...rest] = row.slice(0, colon).split(' ');
  if (colon < 0 || rest.length > 0) throw new Error(`Malformed case: ${row}`);
  return {
    phrase: phrases[oneOf(Object.keys(phrases) as PhraseName[], name)],
    subject: oneOf(SUBJECTS, subject),
    form: oneOf(FORMS, form),
    tense: oneOf(tenses, tense),
    expected: row.slice(colon + 2),
  };
}

describe('Spanish verb table', () => {
  /** Checks one form of several verbs, given as "verb:form" pairs, in a single comparison. */
  const expectEach = (verbForms: string, form: (forms: SpanishVerbForms) => string) => {
    const cases = pairs(verbForms);
    expect(cases.map(([v]) => form(spanishVerbForms(v)))).toEqual(cases.map(([, f]) => f));
  };

  // The five persons: yo, tú, él/ella, nosotros, ellos.
  it.each([
    ['estudiar', 'present', 'estudio estudias estudia estudiamos estudian'],
    ['estudiar', 'preterite', 'estudié estudiaste estudió estudiamos estudiaron'],
    ['estudiar', 'future', 'estudiaré estudiarás estudiará estudiaremos estudiarán'],
    ['escribir', 'preterite', 'escribí escribiste escribió escribimos escribieron'],
    ['estar', 'imperfect', 'estaba estabas estaba estábamos estaban'],
    ['haber', 'imperfect', 'había habías había habíamos habían'],
    ['haber', 'future', 'habré habrás habrá habremos habrán'],
  ] as const)('conjugates %s in the %s in every person: %s', (verb, tense, persons) => {
    expect(spanishVerbForms(verb)[tense]).toEqual(persons.split(' '));
  });

  it('knows the irregular and stem-changing presents', () => {
    expectEach('desplegar:despliego conseguir:consigo hacer:hago saber:sé', (f) => f.present[0]);
    expect(spanishVerbForms('desplegar').present[3]).toBe('desplegamos');
    expect(spanishVerbForms('tener').present.slice(0, 3)).toEqual(['tengo', 'tienes', 'tiene']);
    expect(spanishVerbForms('decir').present.slice(0, 3)).toEqual(['digo', 'dices', 'dice']);
    expect(spanishVerbForms('ir').present.slice(0, 3)).toEqual(['voy', 'vas', 'va']);
    expect(spanishVerbForms('ser').present.slice(0, 3)).toEqual(['soy', 'eres', 'es']);
  });

  it('knows the irregular preterites', () => {
    expectEach(
      `hacer:hice ir:fui ser:fui decir:dije conseguir:conseguí tener:tuve escribir:escribí
       saber:supe tomar:tomé desplegar:desplegué`,
      (f) => f.preterite[0],
    );
    expectEach('hacer:hizo conseguir:consiguió', (f) => f.preterite[2]);
  });

  it('knows the irregular futures, participles and gerunds', () => {
    expectEach('hacer:haré decir:diré tener:tendré saber:sabré', (f) => f.future[0]);
    expectEach(
      `hacer:hecho decir:dicho escribir:escrito ir:ido ser:sido estudiar:estudiado
       conseguir:conseguido`,
      (f) => f.participle,
    );
    expectEach(
      `ir:yendo ser:siendo decir:diciendo conseguir:consiguiendo hacer:haciendo tener:teniendo
       escribir:escribiendo saber:sabiendo desplegar:desplegando`,
      (f) => f.gerund,
    );
  });

  it('refuses what is not an infinitive', () => {
    expect(() => spanishVerbForms('casa')).toThrow();
  });
});

describe('conjugateEs: hand-checked sentences', () => {
  it.each([
    'estudiar i affirmative present-simple: Yo estudio inglés.',
    'estudiar you affirmative present-simple: Tú estudias inglés.',
    'estudiar he-she-it affirmative present-simple: Él/Ella estudia inglés.',
    'estudiar we-they affirmative present-simple: Nosotros estudiamos / ellos estudian inglés.',
    'estudiar i affirmative present-continuous: Yo estoy estudiando inglés.',
    'estudiar i affirmative past-simple: Yo estudié inglés.',
    'estudiar i affirmative past-continuous: Yo estaba estudiando inglés.',
    'estudiar i affirmative future-simple: Yo estudiaré inglés.',
    'estudiar i affirmative future-continuous: Yo estaré estudiando inglés.',
    'estudiar i affirmative present-perfect-simple: Yo he estudiado inglés.',
    'estudiar i affirmative present-perfect-continuous: Yo he estado estudiando inglés.',
    'estudiar i affirmative past-perfect-simple: Yo había estudiado inglés.',
    'estudiar i affirmative past-perfect-continuous: Yo había estado estudiando inglés.',
    'estudiar i affirmative future-perfect-simple: Yo habré estudiado inglés.',
    'estudiar i affirmative future-perfect-continuous: Yo habré estado estudiando inglés.',
    'estudiar he-she-it affirmative present-perfect-continuous: Él/Ella ha estado estudiando inglés.',
    'estudiar he-she-it negative present-simple: Él/Ella no estudia inglés.',
    'estudiar you interrogative present-simple: ¿Estudias tú inglés?',
    'estudiar we-they negative present-simple: Nosotros no estudiamos / ellos no estudian inglés.',
    'estudiar we-they interrogative present-simple: ¿Estudiamos nosotros / estudian ellos inglés?',
    'estudiar we-they affirmative present-perfect-continuous: Nosotros hemos estado estudiando / ellos han estado estudiando inglés.',
    'estudiar you interrogative future-perfect-continuous: ¿Habrás estado tú estudiando inglés?',
    'tomarNotas i affirmative past-simple: Yo tomé notas.',
    'tomarNotas he-she-it affirmative present-perfect-simple: Él/Ella ha tomado notas.',
    'tomarNotas you negative past-perfect-simple: Tú no habías tomado notas.',
    'tomarNotas i interrogative future-simple: ¿Tomaré yo notas?',
    'desplegar i affirmative present-simple: Yo despliego en producción.',
    'desplegar he-she-it affirmative present-simple: Él/Ella despliega en producción.',
    'desplegar i affirmative past-simple: Yo desplegué en producción.',
    'desplegar we-they affirmative present-simple: Nosotros desplegamos / ellos despliegan en producción.',
    'desplegar you negative future-continuous: Tú no estarás desplegando en producción.',
    'hacer i affirmative present-simple: Yo hago revisiones de código.',
    'hacer i affirmative past-simple: Yo hice revisiones de código.',
    'hacer he-she-it affirmative past-simple: Él/Ella hizo revisiones de código.',
    'hacer i affirmative future-simple: Yo haré revisiones de código.',
    'hacer we-they affirmative present-perfect-simple: Nosotros hemos hecho / ellos han hecho revisiones de código.',
    'hacer you interrogative present-continuous: ¿Estás tú haciendo revisiones de código?',
    'ir i affirmative present-simple: Yo voy a la oficina.',
    'ir you affirmative present-simple: Tú vas a la oficina.',
    'ir he-she-it affirmative present-simple: Él/Ella va a la oficina.',
    'ir i affirmative past-simple: Yo fui a la oficina.',
    'ir i affirmative present-continuous: Yo estoy yendo a la oficina.',
    'ir he-she-it negative present-perfect-simple: Él/Ella no ha ido a la oficina.',
    'ir we-they interrogative past-perfect-continuous: ¿Habíamos estado nosotros yendo / habían estado ellos yendo a la oficina?',
    'ser i affirmative present-simple: Yo soy desarrollador/a.',
    'ser you affirmative present-simple: Tú eres desarrollador/a.',
    'ser he-she-it affirmative present-simple: Él/Ella es desarrollador/a.',
    'ser we-they affirmative present-simple: Nosotros somos / ellos son desarrolladores.',
    'ser i affirmative past-simple: Yo fui desarrollador/a.',
    'ser i affirmative present-perfect-simple: Yo he sido desarrollador/a.',
    'ser he-she-it interrogative present-simple: ¿Es él/ella desarrollador/a?',
    'ser we-they negative past-simple: Nosotros no fuimos / ellos no fueron desarrolladores.',
    'decir i affirmative present-simple: Yo digo hola.',
    'decir he-she-it affirmative present-simple: Él/Ella dice hola.',
    'decir i affirmative past-simple: Yo dije hola.',
    'decir i affirmative future-simple: Yo diré hola.',
    'decir you negative present-perfect-simple: Tú no has dicho hola.',
    'decir he-she-it interrogative present-continuous: ¿Está él/ella diciendo hola?',
    'recibir i affirmative present-simple: Yo recibo ofertas de trabajo.',
    'recibir i affirmative past-simple: Yo recibí ofertas de trabajo.',
    'recibir we-they negative past-simple: Nosotros no recibimos / ellos no recibieron ofertas de trabajo.',
    'recibir you interrogative present-perfect-continuous: ¿Has estado tú recibiendo ofertas de trabajo?',
    'tener i affirmative present-simple: Yo tengo una reunión a las 10.',
    'tener he-she-it affirmative present-simple: Él/Ella tiene una reunión a las 10.',
    'tener i affirmative past-simple: Yo tuve una reunión a las 10.',
    'tener i affirmative future-simple: Yo tendré una reunión a las 10.',
    'tener he-she-it interrogative present-simple: ¿Tiene él/ella una reunión a las 10?',
    'escribir i affirmative past-simple: Yo escribí código de alta calidad.',
    'escribir he-she-it negative past-perfect-simple: Él/Ella no había escrito código de alta calidad.',
    'escribir we-they interrogative future-continuous: ¿Estaremos nosotros escribiendo / estarán ellos escribiendo código de alta calidad?',
    'saber i affirmative present-simple: Yo sé programar.',
    'saber i affirmative future-simple: Yo sabré programar.',
    'saber he-she-it interrogative present-simple: ¿Sabe él/ella programar?',
    'cursos we-they affirmative present-simple: Nosotros tomamos / ellos toman cursos en línea.',
    'cursos he-she-it affirmative past-continuous: Él/Ella estaba tomando cursos en línea.',
    'cursos i interrogative past-perfect-simple: ¿Había tomado yo cursos en línea?',
    'cursos you negative present-continuous: Tú no estás tomando cursos en línea.',
  ])('%s', (row) => {
    const { phrase, subject, form, tense, expected } = parseCase(row, TENSES.map(tenseKey));
    // The usual translation of the English tense.
    const spanishTense = usualSpanishTense(tenseFromKey(tense));
    expect(conjugateEs(phrase, subject, form, spanishTense)).toBe(expected);
  });
});

describe('conjugateEs: a chosen Spanish tense and an adverb', () => {
  it.each([
    'saber i affirmative imperfect: Yo sabía programar.',
    'saber you interrogative imperfect: ¿Sabías tú programar?',
    'saber we-they negative imperfect: Nosotros no sabíamos / ellos no sabían programar.',
    'tener i affirmative present: Yo tengo una reunión a las 10.',
    'ir i affirmative imperfect: Yo iba a la oficina.',
    'ser he-she-it affirmative imperfect: Él/Ella era desarrollador/a.',
    'saberSiempre i affirmative perfect: Yo siempre he sabido programar.',
    'saberSiempre he-she-it negative perfect: Él/Ella no siempre ha sabido programar.',
    'saberSiempre you interrogative pluperfect: ¿Siempre habías sabido tú programar?',
    'saberSiempre we-they interrogative perfect: ¿Siempre hemos sabido nosotros / siempre han sabido ellos programar?',
    'reuniones we-they affirmative perfect: Nosotros hemos estado / ellos han estado en reuniones todo el día.',
  ])('%s', (row) => {
    const { phrase, subject, form, tense, expected } = parseCase(row, SPANISH_TENSES);
    expect(conjugateEs(phrase, subject, form, tense)).toBe(expected);
  });

  it('conjugates every Spanish tense', () => {
    const all = SPANISH_TENSES.map((t) => conjugateEs(phrases.estudiar, 'i', 'affirmative', t));
    // In the order of SPANISH_TENSES, each "Yo <verb> inglés.".
    const verbs = `estudio | estoy estudiando | estudié | estudiaba | estaba estudiando | estudiaré
      | estaré estudiando | he estudiado | he estado estudiando | había estudiado
      | había estado estudiando | habré estudiado | habré estado estudiando`;
    expect(all).toEqual(verbs.split(/\s*\|\s*/).map((verb) => `Yo ${verb} inglés.`));
  });
});

describe('conjugateEs: every translation the page shows', () => {
  const all = tenseExamples.flatMap((example) =>
    SUBJECTS.flatMap((subject) =>
      FORMS.flatMap((form) =>
        TENSES.map((tense) => {
          const { spanishTense, spanish } = tenseCell(example, subject, form, tense);
          return { subject, form, tense: spanishTense, text: spanish };
        }),
      ),
    ),
  );

  const clausesOf = (text: string) => text.replace(/^¿|[.?]$/g, '').split(' / ');

  it('writes clean sentences with Spanish question marks', () => {
    for (const { form, text } of all) {
      expect(text).not.toMatch(/\s{2,}|\s[.?]$|undefined/);
      if (form === 'interrogative') expect(text).toMatch(/^¿[A-ZÁÉÍÓÚ][^¿]*\?$/);
      else expect(text).toMatch(/^[A-ZÁÉÍÓÚ][^¿?]*\.$/);
    }
  });

  it('writes the second person of We/They in lower case after the slash', () => {
    for (const { subject, text } of all) {
      const afterSlash = [...text.matchAll(/ \/ (\S)/g)].map((m) => m[1]!);
      expect(afterSlash).toHaveLength(subject === 'we-they' ? 1 : 0);
      for (const letter of afterSlash) expect(letter).toBe(letter.toLowerCase());
    }
  });

  it('shows both persons for We/They and one for the others', () => {
    for (const { subject, text } of all) {
      const clauses = clausesOf(text);
      expect(clauses).toHaveLength(spanishPersons(subject).length);
      if (subject === 'we-they') {
        expect(clauses[0]).toMatch(/\bnosotros\b/i);
        expect(clauses[1]).toMatch(/\bellos\b/i);
      }
    }
  });

  it('puts "no" right after the subject in negatives and the subject after the verb in questions', () => {
    for (const { form, text } of all) {
      for (const clause of clausesOf(text)) {
        const words = clause.split(' ');
        if (form === 'negative') expect(words[1]).toBe('no');
        if (form === 'interrogative') {
          expect(words[0]).not.toMatch(/^(yo|tú|él\/ella|nosotros|ellos)$/i);
          expect(clause).toMatch(/ (yo|tú|él\/ella|nosotros|ellos)(?= |$)/);
        } else {
          expect(words[0]).toMatch(/^(Yo|Tú|Él\/Ella|Nosotros|ellos)$/);
        }
        expect(clause).not.toMatch(/\bno\b.*\bno\b/);
      }
    }
  });

  it('uses the auxiliary of the Spanish tense each cell declares', () => {
    // An auxiliary form, then (in questions) maybe the pronoun, then the next verb form.
    const group = (aux: string, next: string) =>
      new RegExp(`(?:^| )(?:${aux}) (?:(?:yo|tú|él/ella|nosotros|ellos) )?(?:${next})(?= |$)`, 'i');
    const gerund = '\\S+ndo';
    const participle = '\\S*(?:ado|ido|cho|to)';
    const haberPresent = 'he|has|ha|hemos|han';
    const haberPast = 'había|habías|habíamos|habían';
    const haberFuture = 'habré|habrás|habrá|habremos|habrán';
    const aux: Partial<Record<SpanishTense, RegExp>> = {
      'present-progressive': group('estoy|estás|está|estamos|están', gerund),
      'imperfect-progressive': group('estaba|estabas|estábamos|estaban', gerund),
      'future-progressive': group('estaré|estarás|estará|estaremos|estarán', gerund),
      perfect: group(haberPresent, participle),
      'perfect-progressive': group(`(?:${haberPresent}) estado`, gerund),
      pluperfect: group(haberPast, participle),
      'pluperfect-progressive': group(`(?:${haberPast}) estado`, gerund),
      'future-perfect': group(haberFuture, participle),
      'future-perfect-progressive': group(`(?:${haberFuture}) estado`, gerund),
    };
    const anyAux = /(?:^| )(?:estoy|está|estaba|estaré|he|ha|había|habré) \S+ndo(?= |$)/i;
    for (const { tense, text } of all) {
      const expected = aux[tense];
      for (const clause of clausesOf(text)) {
        if (expected) expect(clause).toMatch(expected);
        else expect(clause).not.toMatch(anyAux);
      }
    }
  });

  it('says a job held in the past with the imperfect: "I was a developer" is "Yo era"', () => {
    const be = tenseExamples.find((example) => example.en.verb === 'be')!;
    const pastSimple = tenseFromKey('past-simple');
    expect(tenseCell(be, 'i', 'affirmative', pastSimple).spanish).toBe('Yo era desarrollador/a.');
    expect(tenseCell(be, 'we-they', 'negative', pastSimple).spanish).toBe(
      'Nosotros no éramos / ellos no eran desarrolladores.',
    );
  });

  it('translates each English tense with its usual Spanish tense unless the example declares another', () => {
    for (const example of tenseExamples) {
      for (const tense of TENSES) {
        const declared = example.tenses?.[tenseKey(tense)]?.esTense;
        expect(tenseCell(example, 'i', 'affirmative', tense).spanishTense).toBe(
          declared ?? usualSpanishTense(tense),
        );
      }
    }
  });
});
