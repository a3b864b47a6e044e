/** Conditional sentences (/ee/conditionalSentences): the four conditionals plus mixed ones. */

export interface Translated {
  en: string;
  es: string;
}

export interface ConditionalStructure {
  /** The if-clause pattern. */
  ifClause: string;
  /** The main-clause (result) pattern. */
  mainClause: string;
  /** The Spanish pattern that usually translates it. */
  es: string;
}

export interface Conditional {
  /** Stable id, used for anchors. */
  id: string;
  name: string;
  nameEs: string;
  /** When the conditional is used. */
  use: Translated;
  structures: readonly ConditionalStructure[];
  examples: readonly Translated[];
  /** A hint for Spanish speakers. */
  tip: Translated;
}

/** Headings inside each conditional's panel. */
export const conditionalLabels = {
  use: 'When to use it',
  structure: 'Structure',
  inSpanish: 'En español: ',
  examples: 'Examples',
  tip: 'Tip: ',
  tipEs: 'Consejo: ',
} as const;

export const conditionalsIntro: Translated = {
  en: 'A conditional sentence has two parts: the if-clause (the condition) and the main clause (the result). The order can change: when the if-clause goes first, put a comma after it; when the main clause goes first, no comma is needed.',
  es: 'Una oración condicional tiene dos partes: la cláusula con if (la condición) y la cláusula principal (el resultado). El orden puede cambiar: si la cláusula con if va primero, se pone una coma detrás; si la principal va primero, no hace falta coma.',
};

export const conditionals: readonly Conditional[] = [
  {
    id: 'zero',
    name: 'Zero conditional',
    nameEs: 'Condicional cero',
    use: {
      en: 'General truths, scientific facts and habits: whenever the condition happens, the result always happens.',
      es: 'Verdades generales, hechos científicos y hábitos: siempre que se cumple la condición, se produce el resultado.',
    },
    structures: [
      {
        ifClause: 'If + present simple',
        mainClause: 'present simple',
        es: 'Si + presente, presente',
      },
    ],
    examples: [
      {
        en: 'If you heat water to 100 °C, it boils.',
        es: 'Si calientas el agua a 100 °C, hierve.',
      },
      {
        en: 'If I drink coffee at night, I can’t sleep.',
        es: 'Si tomo café por la noche, no puedo dormir.',
      },
      {
        en: 'If the build fails, the pipeline stops.',
        es: 'Si la compilación falla, el pipeline se detiene.',
      },
      {
        en: 'Plants die if they don’t get enough water.',
        es: 'Las plantas se mueren si no reciben suficiente agua.',
      },
    ],
    tip: {
      en: 'You can replace “if” with “when” without changing the meaning.',
      es: 'Puedes cambiar “if” por “when” sin que cambie el significado.',
    },
  },
  {
    id: 'first',
    name: 'First conditional',
    nameEs: 'Primer condicional',
    use: {
      en: 'Real or likely situations in the future and their probable result.',
      es: 'Situaciones reales o probables en el futuro y su resultado probable.',
    },
    structures: [
      {
        ifClause: 'If + present simple',
        mainClause: 'will + base verb',
        es: 'Si + presente, futuro (o imperativo)',
      },
    ],
    examples: [
      {
        en: 'If it rains tomorrow, we will stay home.',
        es: 'Si llueve mañana, nos quedaremos en casa.',
      },
      {
        en: 'If you study every day, you will pass the exam.',
        es: 'Si estudias todos los días, aprobarás el examen.',
      },
      {
        en: 'If we deploy on Friday, we won’t have time to fix bugs.',
        es: 'Si desplegamos el viernes, no tendremos tiempo de arreglar errores.',
      },
      { en: 'I will call you if I finish early.', es: 'Te llamaré si termino temprano.' },
    ],
    tip: {
      en: 'Never use “will” in the if-clause: say “If it rains”, not “If it will rain”.',
      es: 'Nunca uses “will” en la cláusula con if: se dice “If it rains”, no “If it will rain”.',
    },
  },
  {
    id: 'second',
    name: 'Second conditional',
    nameEs: 'Segundo condicional',
    use: {
      en: 'Imaginary or unlikely situations in the present or future, and advice.',
      es: 'Situaciones imaginarias o poco probables en el presente o el futuro, y consejos.',
    },
    structures: [
      {
        ifClause: 'If + past simple',
        mainClause: 'would + base verb',
        es: 'Si + pretérito imperfecto de subjuntivo, condicional simple',
      },
    ],
    examples: [
      {
        en: 'If I had more time, I would learn to play the guitar.',
        es: 'Si tuviera más tiempo, aprendería a tocar la guitarra.',
      },
      {
        en: 'If I won the lottery, I would travel around the world.',
        es: 'Si ganara la lotería, viajaría por todo el mundo.',
      },
      { en: 'If I were you, I would accept the offer.', es: 'Yo en tu lugar aceptaría la oferta.' },
      {
        en: 'She would work from home if her company allowed it.',
        es: 'Ella trabajaría desde casa si su empresa se lo permitiera.',
      },
    ],
    tip: {
      en: 'With “be”, use “were” for every subject: “If I were”, “If she were”.',
      es: 'Con “be” se usa “were” para todos los sujetos: “If I were”, “If she were”.',
    },
  },
  {
    id: 'third',
    name: 'Third conditional',
    nameEs: 'Tercer condicional',
    use: {
      en: 'Imaginary situations in the past that did not happen, and their imaginary result: regrets and criticism.',
      es: 'Situaciones imaginarias en el pasado que no ocurrieron y su resultado imaginario: lamentos y críticas.',
    },
    structures: [
      {
        ifClause: 'If + past perfect',
        mainClause: 'would have + past participle',
        es: 'Si + pluscuamperfecto de subjuntivo, condicional compuesto',
      },
    ],
    examples: [
      {
        en: 'If I had studied harder, I would have passed the exam.',
        es: 'Si hubiera estudiado más, habría aprobado el examen.',
      },
      {
        en: 'If we had left earlier, we wouldn’t have missed the train.',
        es: 'Si hubiéramos salido antes, no habríamos perdido el tren.',
      },
      {
        en: 'If they had tested the code, the bug wouldn’t have reached production.',
        es: 'Si hubieran probado el código, el error no habría llegado a producción.',
      },
      {
        en: 'She would have come to the party if you had invited her.',
        es: 'Ella habría venido a la fiesta si la hubieras invitado.',
      },
    ],
    tip: {
      en: 'In speech, “had” and “would” both contract to ’d: “If I’d known, I’d have told you.”',
      es: 'Al hablar, “had” y “would” se contraen como ’d: “If I’d known, I’d have told you.”',
    },
  },
  {
    id: 'mixed',
    name: 'Mixed conditionals',
    nameEs: 'Condicionales mixtos',
    use: {
      en: 'The condition and the result belong to different times: a past condition with a present result, or a present situation with a past result.',
      es: 'La condición y el resultado pertenecen a tiempos distintos: una condición pasada con un resultado presente, o una situación presente con un resultado pasado.',
    },
    structures: [
      {
        ifClause: 'If + past perfect',
        mainClause: 'would + base verb',
        es: 'Si + pluscuamperfecto de subjuntivo, condicional simple',
      },
      {
        ifClause: 'If + past simple',
        mainClause: 'would have + past participle',
        es: 'Si + pretérito imperfecto de subjuntivo, condicional compuesto',
      },
    ],
    examples: [
      {
        en: 'If I had taken the job, I would live in London now.',
        es: 'Si hubiera aceptado el trabajo, ahora viviría en Londres.',
      },
      {
        en: 'If she hadn’t missed the flight, she would be here today.',
        es: 'Si ella no hubiera perdido el vuelo, hoy estaría aquí.',
      },
      {
        en: 'If I spoke French, I would have understood the presentation.',
        es: 'Si hablara francés, habría entendido la presentación.',
      },
      {
        en: 'If he were more careful, he wouldn’t have deleted the database.',
        es: 'Si él fuera más cuidadoso, no habría borrado la base de datos.',
      },
    ],
    tip: {
      en: 'Ask yourself when each part happens: the if-clause and the main clause can point to different times.',
      es: 'Pregúntate cuándo ocurre cada parte: la cláusula con if y la principal pueden referirse a momentos distintos.',
    },
  },
];
