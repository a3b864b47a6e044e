import { tenseExamples } from '@/content/english/tense-examples';
import { conjugateEs, spanishPersons, type SpanishPhrase } from '@/lib/english/conjugate-es';
import {
  FORMS,
  SUBJECTS,
  TENSES,
  tenseFromKey,
  tenseKey,
  type Form,
  type Subject,
  type TenseKey,
} from '@/lib/english/tenses/model';
import { spanishVerbForms } from '@/lib/english/tenses/spanish-verbs';

const phraseOf = (verb: string, complement?: string): SpanishPhrase => {
  const found = tenseExamples.find(
    (e) => e.es.verb === verb && (!complement || e.es.complement === complement),
  );
  if (!found) throw new Error(verb);
  return found.es;
};

function es(phrase: SpanishPhrase, subject: Subject, form: Form, key: TenseKey): string {
  return conjugateEs(phrase, subject, form, tenseFromKey(key));
}

describe('the Spanish side of the examples', () => {
  it('uses the twelve verbs and complements of the examples', () => {
    expect(tenseExamples.map((e) => `${e.es.verb} ${e.es.complement}`)).toEqual([
      'estudiar inglés',
      'tomar una tarea',
      'desplegar a producción',
      'hacer una tarea',
      'ir a la oficina',
      'ser desarrollador',
      'decir la verdad',
      'conseguir un trabajo',
      'tener una reunión a las 10',
      'escribir código de alta calidad',
      'saber programar',
      'tomar decisiones importantes',
    ]);
  });
});

describe('Spanish verb table', () => {
  const forms = (verb: string) => spanishVerbForms(verb);

  it('conjugates regular verbs in every person', () => {
    expect(forms('estudiar').present).toEqual([
      'estudio',
      'estudias',
      'estudia',
      'estudiamos',
      'estudian',
    ]);
    expect(forms('estudiar').preterite).toEqual([
      'estudié',
      'estudiaste',
      'estudió',
      'estudiamos',
      'estudiaron',
    ]);
    expect(forms('estudiar').future).toEqual([
      'estudiaré',
      'estudiarás',
      'estudiará',
      'estudiaremos',
      'estudiarán',
    ]);
    expect(forms('escribir').preterite).toEqual([
      'escribí',
      'escribiste',
      'escribió',
      'escribimos',
      'escribieron',
    ]);
    expect(forms('estar').imperfect).toEqual([
      'estaba',
      'estabas',
      'estaba',
      'estábamos',
      'estaban',
    ]);
    expect(forms('haber').imperfect).toEqual(['había', 'habías', 'había', 'habíamos', 'habían']);
    expect(forms('haber').future).toEqual(['habré', 'habrás', 'habrá', 'habremos', 'habrán']);
  });

  it('knows the irregular and stem-changing presents', () => {
    expect(forms('desplegar').present[0]).toBe('despliego');
    expect(forms('desplegar').present[3]).toBe('desplegamos');
    expect(forms('conseguir').present[0]).toBe('consigo');
    expect(forms('tener').present.slice(0, 3)).toEqual(['tengo', 'tienes', 'tiene']);
    expect(forms('decir').present.slice(0, 3)).toEqual(['digo', 'dices', 'dice']);
    expect(forms('ir').present.slice(0, 3)).toEqual(['voy', 'vas', 'va']);
    expect(forms('ser').present.slice(0, 3)).toEqual(['soy', 'eres', 'es']);
    expect(forms('hacer').present[0]).toBe('hago');
    expect(forms('saber').present[0]).toBe('sé');
  });

  it('knows the irregular preterites', () => {
    const yo = [
      'hacer',
      'ir',
      'ser',
      'decir',
      'conseguir',
      'tener',
      'escribir',
      'saber',
      'tomar',
      'desplegar',
    ].map((v) => forms(v).preterite[0]);
    expect(yo).toEqual([
      'hice',
      'fui',
      'fui',
      'dije',
      'conseguí',
      'tuve',
      'escribí',
      'supe',
      'tomé',
      'desplegué',
    ]);
    expect(forms('hacer').preterite[2]).toBe('hizo');
    expect(forms('conseguir').preterite[2]).toBe('consiguió');
  });

  it('knows the irregular futures, participles and gerunds', () => {
    expect(['hacer', 'decir', 'tener', 'saber'].map((v) => forms(v).future[0])).toEqual([
      'haré',
      'diré',
      'tendré',
      'sabré',
    ]);
    expect(
      ['hacer', 'decir', 'escribir', 'ir', 'ser', 'estudiar', 'conseguir'].map(
        (v) => forms(v).participle,
      ),
    ).toEqual(['hecho', 'dicho', 'escrito', 'ido', 'sido', 'estudiado', 'conseguido']);
    expect(
      ['ir', 'ser', 'decir', 'conseguir', 'hacer', 'tener', 'escribir', 'saber', 'desplegar'].map(
        (v) => forms(v).gerund,
      ),
    ).toEqual([
      'yendo',
      'siendo',
      'diciendo',
      'consiguiendo',
      'haciendo',
      'teniendo',
      'escribiendo',
      'sabiendo',
      'desplegando',
    ]);
  });

  it('refuses what is not an infinitive', () => {
    expect(() => spanishVerbForms('casa')).toThrow();
  });
});

describe('conjugateEs: hand-checked sentences', () => {
  const estudiar = phraseOf('estudiar');
  const tomarTarea = phraseOf('tomar', 'una tarea');
  const desplegar = phraseOf('desplegar');
  const hacer = phraseOf('hacer');
  const ir = phraseOf('ir');
  const ser = phraseOf('ser');
  const decir = phraseOf('decir');
  const conseguir = phraseOf('conseguir');
  const tener = phraseOf('tener');
  const escribir = phraseOf('escribir');
  const saber = phraseOf('saber');
  const tomarDecisiones = phraseOf('tomar', 'decisiones importantes');

  const cases: [SpanishPhrase, Subject, Form, TenseKey, string][] = [
    [estudiar, 'i', 'affirmative', 'present-simple', 'Yo estudio inglés.'],
    [estudiar, 'you', 'affirmative', 'present-simple', 'Tú estudias inglés.'],
    [estudiar, 'he-she-it', 'affirmative', 'present-simple', 'Él/Ella estudia inglés.'],
    [
      estudiar,
      'we-they',
      'affirmative',
      'present-simple',
      'Nosotros estudiamos / Ellos estudian inglés.',
    ],
    [estudiar, 'i', 'affirmative', 'present-continuous', 'Yo estoy estudiando inglés.'],
    [estudiar, 'i', 'affirmative', 'past-simple', 'Yo estudié inglés.'],
    [estudiar, 'i', 'affirmative', 'past-continuous', 'Yo estaba estudiando inglés.'],
    [estudiar, 'i', 'affirmative', 'future-simple', 'Yo estudiaré inglés.'],
    [estudiar, 'i', 'affirmative', 'future-continuous', 'Yo estaré estudiando inglés.'],
    [estudiar, 'i', 'affirmative', 'present-perfect-simple', 'Yo he estudiado inglés.'],
    [estudiar, 'i', 'affirmative', 'present-perfect-continuous', 'Yo he estado estudiando inglés.'],
    [estudiar, 'i', 'affirmative', 'past-perfect-simple', 'Yo había estudiado inglés.'],
    [estudiar, 'i', 'affirmative', 'past-perfect-continuous', 'Yo había estado estudiando inglés.'],
    [estudiar, 'i', 'affirmative', 'future-perfect-simple', 'Yo habré estudiado inglés.'],
    [
      estudiar,
      'i',
      'affirmative',
      'future-perfect-continuous',
      'Yo habré estado estudiando inglés.',
    ],
    [
      estudiar,
      'he-she-it',
      'affirmative',
      'present-perfect-continuous',
      'Él/Ella ha estado estudiando inglés.',
    ],
    [estudiar, 'he-she-it', 'negative', 'present-simple', 'Él/Ella no estudia inglés.'],
    [estudiar, 'you', 'interrogative', 'present-simple', '¿Estudias tú inglés?'],
    [
      estudiar,
      'we-they',
      'negative',
      'present-simple',
      'Nosotros no estudiamos / Ellos no estudian inglés.',
    ],
    [
      estudiar,
      'we-they',
      'interrogative',
      'present-simple',
      '¿Estudiamos nosotros / Estudian ellos inglés?',
    ],
    [
      estudiar,
      'we-they',
      'affirmative',
      'present-perfect-continuous',
      'Nosotros hemos estado estudiando / Ellos han estado estudiando inglés.',
    ],
    [
      estudiar,
      'you',
      'interrogative',
      'future-perfect-continuous',
      '¿Habrás estado tú estudiando inglés?',
    ],
    [tomarTarea, 'i', 'affirmative', 'past-simple', 'Yo tomé una tarea.'],
    [
      tomarTarea,
      'he-she-it',
      'affirmative',
      'present-perfect-simple',
      'Él/Ella ha tomado una tarea.',
    ],
    [tomarTarea, 'you', 'negative', 'past-perfect-simple', 'Tú no habías tomado una tarea.'],
    [tomarTarea, 'i', 'interrogative', 'future-simple', '¿Tomaré yo una tarea?'],
    [desplegar, 'i', 'affirmative', 'present-simple', 'Yo despliego a producción.'],
    [desplegar, 'he-she-it', 'affirmative', 'present-simple', 'Él/Ella despliega a producción.'],
    [desplegar, 'i', 'affirmative', 'past-simple', 'Yo desplegué a producción.'],
    [
      desplegar,
      'we-they',
      'affirmative',
      'present-simple',
      'Nosotros desplegamos / Ellos despliegan a producción.',
    ],
    [desplegar, 'you', 'negative', 'future-continuous', 'Tú no estarás desplegando a producción.'],
    [hacer, 'i', 'affirmative', 'present-simple', 'Yo hago una tarea.'],
    [hacer, 'i', 'affirmative', 'past-simple', 'Yo hice una tarea.'],
    [hacer, 'he-she-it', 'affirmative', 'past-simple', 'Él/Ella hizo una tarea.'],
    [hacer, 'i', 'affirmative', 'future-simple', 'Yo haré una tarea.'],
    [
      hacer,
      'we-they',
      'affirmative',
      'present-perfect-simple',
      'Nosotros hemos hecho / Ellos han hecho una tarea.',
    ],
    [hacer, 'you', 'interrogative', 'present-continuous', '¿Estás tú haciendo una tarea?'],
    [ir, 'i', 'affirmative', 'present-simple', 'Yo voy a la oficina.'],
    [ir, 'you', 'affirmative', 'present-simple', 'Tú vas a la oficina.'],
    [ir, 'he-she-it', 'affirmative', 'present-simple', 'Él/Ella va a la oficina.'],
    [ir, 'i', 'affirmative', 'past-simple', 'Yo fui a la oficina.'],
    [ir, 'i', 'affirmative', 'present-continuous', 'Yo estoy yendo a la oficina.'],
    [ir, 'he-she-it', 'negative', 'present-perfect-simple', 'Él/Ella no ha ido a la oficina.'],
    [
      ir,
      'we-they',
      'interrogative',
      'past-perfect-continuous',
      '¿Habíamos estado nosotros yendo / Habían estado ellos yendo a la oficina?',
    ],
    [ser, 'i', 'affirmative', 'present-simple', 'Yo soy desarrollador.'],
    [ser, 'you', 'affirmative', 'present-simple', 'Tú eres desarrollador.'],
    [ser, 'he-she-it', 'affirmative', 'present-simple', 'Él/Ella es desarrollador/a.'],
    [
      ser,
      'we-they',
      'affirmative',
      'present-simple',
      'Nosotros somos / Ellos son desarrolladores.',
    ],
    [ser, 'i', 'affirmative', 'past-simple', 'Yo fui desarrollador.'],
    [ser, 'i', 'affirmative', 'present-perfect-simple', 'Yo he sido desarrollador.'],
    [ser, 'i', 'affirmative', 'present-continuous', 'Yo estoy siendo desarrollador.'],
    [ser, 'he-she-it', 'interrogative', 'present-simple', '¿Es él/ella desarrollador/a?'],
    [
      ser,
      'we-they',
      'negative',
      'past-simple',
      'Nosotros no fuimos / Ellos no fueron desarrolladores.',
    ],
    [decir, 'i', 'affirmative', 'present-simple', 'Yo digo la verdad.'],
    [decir, 'you', 'affirmative', 'present-simple', 'Tú dices la verdad.'],
    [decir, 'he-she-it', 'affirmative', 'present-simple', 'Él/Ella dice la verdad.'],
    [decir, 'i', 'affirmative', 'past-simple', 'Yo dije la verdad.'],
    [decir, 'i', 'affirmative', 'future-simple', 'Yo diré la verdad.'],
    [decir, 'you', 'negative', 'present-perfect-simple', 'Tú no has dicho la verdad.'],
    [
      decir,
      'he-she-it',
      'interrogative',
      'present-continuous',
      '¿Está él/ella diciendo la verdad?',
    ],
    [conseguir, 'i', 'affirmative', 'present-simple', 'Yo consigo un trabajo.'],
    [conseguir, 'i', 'affirmative', 'past-simple', 'Yo conseguí un trabajo.'],
    [conseguir, 'i', 'affirmative', 'present-continuous', 'Yo estoy consiguiendo un trabajo.'],
    [
      conseguir,
      'we-they',
      'negative',
      'past-simple',
      'Nosotros no conseguimos / Ellos no consiguieron un trabajo.',
    ],
    [
      conseguir,
      'you',
      'interrogative',
      'present-perfect-continuous',
      '¿Has estado tú consiguiendo un trabajo?',
    ],
    [tener, 'i', 'affirmative', 'present-simple', 'Yo tengo una reunión a las 10.'],
    [tener, 'you', 'affirmative', 'present-simple', 'Tú tienes una reunión a las 10.'],
    [tener, 'he-she-it', 'affirmative', 'present-simple', 'Él/Ella tiene una reunión a las 10.'],
    [tener, 'i', 'affirmative', 'past-simple', 'Yo tuve una reunión a las 10.'],
    [tener, 'i', 'affirmative', 'future-simple', 'Yo tendré una reunión a las 10.'],
    [tener, 'he-she-it', 'interrogative', 'present-simple', '¿Tiene él/ella una reunión a las 10?'],
    [tener, 'i', 'affirmative', 'present-continuous', 'Yo estoy teniendo una reunión a las 10.'],
    [escribir, 'i', 'affirmative', 'past-simple', 'Yo escribí código de alta calidad.'],
    [
      escribir,
      'he-she-it',
      'negative',
      'past-perfect-simple',
      'Él/Ella no había escrito código de alta calidad.',
    ],
    [
      escribir,
      'i',
      'affirmative',
      'present-continuous',
      'Yo estoy escribiendo código de alta calidad.',
    ],
    [
      escribir,
      'we-they',
      'interrogative',
      'future-continuous',
      '¿Estaremos nosotros escribiendo / Estarán ellos escribiendo código de alta calidad?',
    ],
    [saber, 'i', 'affirmative', 'present-simple', 'Yo sé programar.'],
    [saber, 'i', 'affirmative', 'past-simple', 'Yo supe programar.'],
    [saber, 'i', 'affirmative', 'future-simple', 'Yo sabré programar.'],
    [saber, 'i', 'affirmative', 'present-continuous', 'Yo estoy sabiendo programar.'],
    [saber, 'he-she-it', 'interrogative', 'present-simple', '¿Sabe él/ella programar?'],
    [saber, 'i', 'negative', 'future-perfect-simple', 'Yo no habré sabido programar.'],
    [
      tomarDecisiones,
      'we-they',
      'affirmative',
      'present-simple',
      'Nosotros tomamos / Ellos toman decisiones importantes.',
    ],
    [
      tomarDecisiones,
      'he-she-it',
      'affirmative',
      'past-continuous',
      'Él/Ella estaba tomando decisiones importantes.',
    ],
    [
      tomarDecisiones,
      'i',
      'interrogative',
      'past-perfect-simple',
      '¿Había tomado yo decisiones importantes?',
    ],
    [
      tomarDecisiones,
      'you',
      'negative',
      'present-continuous',
      'Tú no estás tomando decisiones importantes.',
    ],
  ];

  it('has enough hand-written expectations', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)('%# %j %s %s %s', (phrase, subject, form, key, expected) => {
    expect(es(phrase, subject, form, key)).toBe(expected);
  });
});

describe('conjugateEs: every subject, form, tense and example', () => {
  const all = tenseExamples.flatMap((example) =>
    SUBJECTS.flatMap((subject) =>
      FORMS.flatMap((form) =>
        TENSES.map((tense) => ({
          subject,
          form,
          key: tenseKey(tense),
          text: conjugateEs(example.es, subject, form, tense),
        })),
      ),
    ),
  );

  const clausesOf = (text: string) => text.replace(/^¿|[.?]$/g, '').split(' / ');

  it('covers 12 examples x 4 subjects x 3 forms x 12 tenses', () => {
    expect(all).toHaveLength(12 * 4 * 3 * 12);
  });

  it('writes clean sentences with Spanish question marks', () => {
    for (const { form, text } of all) {
      expect(text).not.toMatch(/\s{2,}|\s[.?]$|undefined/);
      if (form === 'interrogative') expect(text).toMatch(/^¿[A-ZÁÉÍÓÚ].*\?$/);
      else expect(text).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/);
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
          expect(words[0]).not.toMatch(/^(Yo|Tú|Él\/Ella|Nosotros|Ellos)$/);
          expect(clause).toMatch(/ (yo|tú|él\/ella|nosotros|ellos)(?= |$)/);
        } else {
          expect(words[0]).toMatch(/^(Yo|Tú|Él\/Ella|Nosotros|Ellos)$/);
        }
        expect(clause).not.toMatch(/\bno\b.*\bno\b/);
      }
    }
  });

  it('uses the Spanish auxiliary of each tense', () => {
    // An auxiliary form, then (in questions) maybe the pronoun, then the next verb form.
    const group = (aux: string, next: string) =>
      new RegExp(`(?:^| )(?:${aux}) (?:(?:yo|tú|él/ella|nosotros|ellos) )?(?:${next})(?= |$)`, 'i');
    const gerund = '\\S+ndo';
    const participle = '\\S*(?:ado|ido|cho|to)';
    const haberPresent = 'he|has|ha|hemos|han';
    const haberPast = 'había|habías|habíamos|habían';
    const haberFuture = 'habré|habrás|habrá|habremos|habrán';
    const aux: Partial<Record<TenseKey, RegExp>> = {
      'present-continuous': group('estoy|estás|está|estamos|están', gerund),
      'past-continuous': group('estaba|estabas|estábamos|estaban', gerund),
      'future-continuous': group('estaré|estarás|estará|estaremos|estarán', gerund),
      'present-perfect-simple': group(haberPresent, participle),
      'present-perfect-continuous': group(`(?:${haberPresent}) estado`, gerund),
      'past-perfect-simple': group(haberPast, participle),
      'past-perfect-continuous': group(`(?:${haberPast}) estado`, gerund),
      'future-perfect-simple': group(haberFuture, participle),
      'future-perfect-continuous': group(`(?:${haberFuture}) estado`, gerund),
    };
    const anyAux = /(?:^| )(?:estoy|está|estaba|estaré|he|ha|había|habré)(?= |$)/i;
    for (const { key, text } of all) {
      const expected = aux[key];
      for (const clause of clausesOf(text)) {
        if (expected) expect(clause).toMatch(expected);
        else expect(clause).not.toMatch(anyAux);
      }
    }
  });
});
