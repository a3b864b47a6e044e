/**
 * Reported speech (/ee/reportedSpeech): intro, tense shifts of statements, reported
 * questions, time and place words, and reporting verbs.
 */

export interface TenseShift {
  /** Tense (or modal) of the direct speech. */
  direct: string;
  /** What it becomes in reported speech. */
  reported: string;
  directExample: string;
  reportedExample: string;
  reportedExampleEs: string;
}

export interface ReportedQuestion {
  kind: string;
  direct: string;
  reported: string;
  reportedEs: string;
}

export interface WordShift {
  direct: string;
  directEs: string;
  reported: string;
  reportedEs: string;
}

export interface ReportingVerb {
  verb: string;
  verbEs: string;
  /** The usual pattern after the verb. */
  pattern: string;
  example: string;
  exampleEs: string;
}

export const reportedSpeechTexts = {
  intro:
    'Reported speech (also called indirect speech) tells what someone said without quoting their exact words. When the reporting verb is in the past (said, told, asked), the verb of the original sentence usually moves one step back in time, and pronouns and time and place words change to fit the new point of view.',
  introEs:
    'El estilo indirecto cuenta lo que alguien dijo sin citar sus palabras exactas. Cuando el verbo introductorio está en pasado (said, told, asked), el verbo de la frase original suele retroceder un tiempo, y los pronombres y las expresiones de tiempo y lugar cambian para ajustarse al nuevo punto de vista.',
  sayTell:
    'Say or tell? You say something (to someone), but you tell someone something: She said (that) she was tired. She told me (that) she was tired.',
  sayTellEs:
    '¿Say o tell? Con say no hace falta decir a quién (o se usa “to”), pero tell siempre lleva a la persona: She said (that) she was tired. She told me (that) she was tired.',
  statementsHeading: 'Statements: tense shifts',
  statementsCaption: 'Tense shifts in reported statements',
  statementsNote: 'The word “that” after said or told is optional.',
  statementsNoteEs: 'La palabra “that” después de said o told es opcional.',
  questionsHeading: 'Reported questions',
  questionsCaption: 'How questions are reported',
  questionRules: [
    {
      en: 'Yes/No questions are reported with if or whether.',
      es: 'Las preguntas de sí o no se introducen con if o whether.',
    },
    {
      en: 'Wh-questions keep their question word (what, where, how long…).',
      es: 'Las preguntas con Wh- conservan su palabra interrogativa (what, where, how long…).',
    },
    {
      en: 'The word order is that of a statement (subject before verb), with no do, does or did and no question mark.',
      es: 'El orden es el de una afirmación (sujeto antes del verbo), sin do, does ni did y sin signo de interrogación.',
    },
    {
      en: 'The verb moves back in time exactly as in statements.',
      es: 'El verbo retrocede en el tiempo igual que en las afirmaciones.',
    },
  ],
  wordsHeading: 'Time and place words',
  wordsCaption: 'Time and place words in reported speech',
  verbsHeading: 'Reporting verbs',
  verbsCaption: 'Reporting verbs with their Spanish translation and examples',
  verbsIntro:
    'Say, tell and ask are the most common, but many other verbs report what someone said and how they said it. Each one is followed by its own pattern.',
  verbsIntroEs:
    'Say, tell y ask son los más frecuentes, pero muchos otros verbos cuentan lo que alguien dijo y cómo lo dijo. Cada uno va seguido de su propia estructura.',
  /** Column headers of the four tables ('es' marks Spanish columns). */
  columns: {
    statements: [
      { label: 'Direct speech' },
      { label: 'Reported speech' },
      { label: 'Direct example' },
      { label: 'Reported example' },
      { label: 'En español', lang: 'es' },
    ],
    questions: [
      { label: 'Kind of question' },
      { label: 'Direct question' },
      { label: 'Reported question' },
      { label: 'En español', lang: 'es' },
    ],
    words: [
      { label: 'Direct speech' },
      { label: 'Reported speech' },
      { label: 'En español', lang: 'es' },
    ],
    verbs: [
      { label: 'Verb' },
      { label: 'Español', lang: 'es' },
      { label: 'Pattern' },
      { label: 'Example' },
      { label: 'Ejemplo', lang: 'es' },
    ],
  },
} as const;

/** Statements: nine tense shifts, from present simple to must. */
export const tenseShifts: readonly TenseShift[] = [
  {
    direct: 'Present simple',
    reported: 'Past simple',
    directExample: '“I work from home,” she said.',
    reportedExample: 'She said (that) she worked from home.',
    reportedExampleEs: 'Dijo que trabajaba desde casa.',
  },
  {
    direct: 'Present continuous',
    reported: 'Past continuous',
    directExample: '“I am writing a report,” he said.',
    reportedExample: 'He said (that) he was writing a report.',
    reportedExampleEs: 'Dijo que estaba escribiendo un informe.',
  },
  {
    direct: 'Past simple',
    reported: 'Past perfect',
    directExample: '“We finished the project,” they said.',
    reportedExample: 'They said (that) they had finished the project.',
    reportedExampleEs: 'Dijeron que habían terminado el proyecto.',
  },
  {
    direct: 'Past continuous',
    reported: 'Past perfect continuous',
    directExample: '“I was sleeping,” she said.',
    reportedExample: 'She said (that) she had been sleeping.',
    reportedExampleEs: 'Dijo que había estado durmiendo.',
  },
  {
    direct: 'Present perfect',
    reported: 'Past perfect',
    directExample: '“I have seen that movie,” he said.',
    reportedExample: 'He said (that) he had seen that movie.',
    reportedExampleEs: 'Dijo que había visto esa película.',
  },
  {
    direct: 'will',
    reported: 'would',
    directExample: '“I will call you tomorrow,” she said.',
    reportedExample: 'She said (that) she would call me the next day.',
    reportedExampleEs: 'Dijo que me llamaría al día siguiente.',
  },
  {
    direct: 'can',
    reported: 'could',
    directExample: '“I can speak French,” he said.',
    reportedExample: 'He said (that) he could speak French.',
    reportedExampleEs: 'Dijo que sabía hablar francés.',
  },
  {
    direct: 'may',
    reported: 'might',
    directExample: '“It may rain later,” she said.',
    reportedExample: 'She said (that) it might rain later.',
    reportedExampleEs: 'Dijo que podría llover más tarde.',
  },
  {
    direct: 'must',
    reported: 'had to',
    directExample: '“I must finish the report,” he said.',
    reportedExample: 'He said (that) he had to finish the report.',
    reportedExampleEs: 'Dijo que tenía que terminar el informe.',
  },
];

export const reportedQuestions: readonly ReportedQuestion[] = [
  {
    kind: 'Yes/No question with to be',
    direct: '“Are you tired?” she asked.',
    reported: 'She asked if I was tired.',
    reportedEs: 'Me preguntó si estaba cansado/a.',
  },
  {
    kind: 'Yes/No question with do',
    direct: '“Do you like pizza?” he asked.',
    reported: 'He asked whether I liked pizza.',
    reportedEs: 'Me preguntó si me gustaba la pizza.',
  },
  {
    kind: 'Yes/No question with did',
    direct: '“Did you call the client?” my boss asked.',
    reported: 'My boss asked if I had called the client.',
    reportedEs: 'Mi jefe me preguntó si había llamado al cliente.',
  },
  {
    kind: 'Yes/No question with can',
    direct: '“Can you help me?” she asked.',
    reported: 'She asked if I could help her.',
    reportedEs: 'Me preguntó si podía ayudarla.',
  },
  {
    kind: 'Wh-question in the present simple',
    direct: '“Where do you live?” he asked.',
    reported: 'He asked where I lived.',
    reportedEs: 'Me preguntó dónde vivía.',
  },
  {
    kind: 'Wh-question in the past simple',
    direct: '“What did you buy?” he asked.',
    reported: 'He asked what I had bought.',
    reportedEs: 'Me preguntó qué había comprado.',
  },
  {
    kind: 'Wh-question in the present perfect',
    direct: '“How long have you worked here?” she asked.',
    reported: 'She asked how long I had worked there.',
    reportedEs: 'Me preguntó cuánto tiempo llevaba trabajando allí.',
  },
  {
    kind: 'Wh-question with will',
    direct: '“When will the meeting start?” they asked.',
    reported: 'They asked when the meeting would start.',
    reportedEs: 'Preguntaron cuándo empezaría la reunión.',
  },
];

export const wordShifts: readonly WordShift[] = [
  { direct: 'now', directEs: 'ahora', reported: 'then', reportedEs: 'entonces, en ese momento' },
  { direct: 'today', directEs: 'hoy', reported: 'that day', reportedEs: 'ese día' },
  { direct: 'tonight', directEs: 'esta noche', reported: 'that night', reportedEs: 'esa noche' },
  {
    direct: 'yesterday',
    directEs: 'ayer',
    reported: 'the day before',
    reportedEs: 'el día anterior',
  },
  {
    direct: 'tomorrow',
    directEs: 'mañana',
    reported: 'the next day',
    reportedEs: 'al día siguiente',
  },
  {
    direct: 'last week',
    directEs: 'la semana pasada',
    reported: 'the week before',
    reportedEs: 'la semana anterior',
  },
  {
    direct: 'next week',
    directEs: 'la semana que viene',
    reported: 'the following week',
    reportedEs: 'la semana siguiente',
  },
  {
    direct: 'two days ago',
    directEs: 'hace dos días',
    reported: 'two days before',
    reportedEs: 'dos días antes',
  },
  { direct: 'here', directEs: 'aquí', reported: 'there', reportedEs: 'allí' },
  { direct: 'this', directEs: 'este, esta, esto', reported: 'that', reportedEs: 'ese, esa, eso' },
];

/** Say, tell and ask first, then the rest in alphabetical order, ending with Urge. */
export const reportingVerbs: readonly ReportingVerb[] = [
  {
    verb: 'Say',
    verbEs: 'decir',
    pattern: 'say (that) + clause',
    example: 'She said (that) she was tired.',
    exampleEs: 'Dijo que estaba cansada.',
  },
  {
    verb: 'Tell',
    verbEs: 'decir, contar',
    pattern: 'tell + person + (that) + clause',
    example: 'He told me (that) he was leaving the company.',
    exampleEs: 'Me dijo que se iba de la empresa.',
  },
  {
    verb: 'Ask',
    verbEs: 'preguntar, pedir',
    pattern: 'ask + person + to + infinitive',
    example: 'She asked me to close the door.',
    exampleEs: 'Me pidió que cerrara la puerta.',
  },
  {
    verb: 'Accuse',
    verbEs: 'acusar',
    pattern: 'accuse + person + of + -ing',
    example: 'They accused him of stealing the money.',
    exampleEs: 'Lo acusaron de robar el dinero.',
  },
  {
    verb: 'Admit',
    verbEs: 'admitir, reconocer',
    pattern: 'admit + -ing',
    example: 'He admitted breaking the window.',
    exampleEs: 'Admitió haber roto la ventana.',
  },
  {
    verb: 'Advise',
    verbEs: 'aconsejar',
    pattern: 'advise + person + to + infinitive',
    example: 'The doctor advised me to rest.',
    exampleEs: 'El médico me aconsejó que descansara.',
  },
  {
    verb: 'Agree',
    verbEs: 'aceptar, acordar',
    pattern: 'agree + to + infinitive',
    example: 'She agreed to help us.',
    exampleEs: 'Aceptó ayudarnos.',
  },
  {
    verb: 'Announce',
    verbEs: 'anunciar',
    pattern: 'announce (that) + clause',
    example: 'The director announced that the company would open a new office.',
    exampleEs: 'El director anunció que la empresa abriría una nueva oficina.',
  },
  {
    verb: 'Apologize',
    verbEs: 'disculparse, pedir perdón',
    pattern: 'apologize (to + person) for + -ing',
    example: 'He apologized for being late.',
    exampleEs: 'Se disculpó por llegar tarde.',
  },
  {
    verb: 'Argue',
    verbEs: 'sostener, argumentar',
    pattern: 'argue (that) + clause',
    example: 'She argued that the plan was too expensive.',
    exampleEs: 'Sostuvo que el plan era demasiado caro.',
  },
  {
    verb: 'Beg',
    verbEs: 'suplicar, rogar',
    pattern: 'beg + person + to + infinitive',
    example: 'He begged me to stay.',
    exampleEs: 'Me suplicó que me quedara.',
  },
  {
    verb: 'Blame',
    verbEs: 'culpar',
    pattern: 'blame + person + for + noun / -ing',
    example: 'They blamed me for the delay.',
    exampleEs: 'Me culparon del retraso.',
  },
  {
    verb: 'Boast',
    verbEs: 'presumir, jactarse',
    pattern: 'boast about + -ing',
    example: 'He boasted about winning the race.',
    exampleEs: 'Presumió de haber ganado la carrera.',
  },
  {
    verb: 'Claim',
    verbEs: 'afirmar, asegurar',
    pattern: 'claim + to + infinitive',
    example: 'She claimed to know the answer.',
    exampleEs: 'Aseguró que sabía la respuesta.',
  },
  {
    verb: 'Complain',
    verbEs: 'quejarse',
    pattern: 'complain (that) + clause',
    example: 'The customers complained that the service was slow.',
    exampleEs: 'Los clientes se quejaron de que el servicio era lento.',
  },
  {
    verb: 'Confirm',
    verbEs: 'confirmar',
    pattern: 'confirm (that) + clause',
    example: 'The manager confirmed that the meeting was on Monday.',
    exampleEs: 'El gerente confirmó que la reunión era el lunes.',
  },
  {
    verb: 'Congratulate',
    verbEs: 'felicitar',
    pattern: 'congratulate + person + on + -ing',
    example: 'They congratulated her on getting the job.',
    exampleEs: 'La felicitaron por conseguir el trabajo.',
  },
  {
    verb: 'Deny',
    verbEs: 'negar',
    pattern: 'deny + -ing',
    example: 'He denied taking the money.',
    exampleEs: 'Negó haber tomado el dinero.',
  },
  {
    verb: 'Encourage',
    verbEs: 'animar',
    pattern: 'encourage + person + to + infinitive',
    example: 'My teacher encouraged me to apply for the scholarship.',
    exampleEs: 'Mi profesora me animó a solicitar la beca.',
  },
  {
    verb: 'Explain',
    verbEs: 'explicar',
    pattern: 'explain (that) + clause',
    example: 'She explained that the server was down.',
    exampleEs: 'Explicó que el servidor estaba caído.',
  },
  {
    verb: 'Forbid',
    verbEs: 'prohibir',
    pattern: 'forbid + person + to + infinitive',
    example: 'Her parents forbade her to go out.',
    exampleEs: 'Sus padres le prohibieron salir.',
  },
  {
    verb: 'Inform',
    verbEs: 'informar, comunicar',
    pattern: 'inform + person + (that) + clause',
    example: 'They informed us that the flight was delayed.',
    exampleEs: 'Nos informaron de que el vuelo estaba retrasado.',
  },
  {
    verb: 'Insist',
    verbEs: 'insistir',
    pattern: 'insist on + -ing',
    example: 'He insisted on paying for dinner.',
    exampleEs: 'Insistió en pagar la cena.',
  },
  {
    verb: 'Instruct',
    verbEs: 'indicar, dar instrucciones',
    pattern: 'instruct + person + to + infinitive',
    example: 'The pilot instructed the passengers to fasten their seat belts.',
    exampleEs: 'El piloto indicó a los pasajeros que se abrocharan el cinturón.',
  },
  {
    verb: 'Invite',
    verbEs: 'invitar',
    pattern: 'invite + person + to + infinitive',
    example: 'She invited me to join the team.',
    exampleEs: 'Me invitó a unirme al equipo.',
  },
  {
    verb: 'Mention',
    verbEs: 'mencionar, comentar',
    pattern: 'mention (that) + clause',
    example: 'He mentioned that he had a new job.',
    exampleEs: 'Comentó que tenía un trabajo nuevo.',
  },
  {
    verb: 'Offer',
    verbEs: 'ofrecerse',
    pattern: 'offer + to + infinitive',
    example: 'She offered to drive me home.',
    exampleEs: 'Se ofreció a llevarme a casa.',
  },
  {
    verb: 'Order',
    verbEs: 'ordenar',
    pattern: 'order + person + to + infinitive',
    example: 'The officer ordered the soldiers to stop.',
    exampleEs: 'El oficial ordenó a los soldados que se detuvieran.',
  },
  {
    verb: 'Persuade',
    verbEs: 'convencer, persuadir',
    pattern: 'persuade + person + to + infinitive',
    example: 'I persuaded my brother to learn English.',
    exampleEs: 'Convencí a mi hermano para que aprendiera inglés.',
  },
  {
    verb: 'Predict',
    verbEs: 'predecir, pronosticar',
    pattern: 'predict (that) + clause',
    example: 'The experts predicted that prices would rise.',
    exampleEs: 'Los expertos pronosticaron que los precios subirían.',
  },
  {
    verb: 'Promise',
    verbEs: 'prometer',
    pattern: 'promise + to + infinitive',
    example: 'He promised to call me.',
    exampleEs: 'Prometió llamarme.',
  },
  {
    verb: 'Propose',
    verbEs: 'proponer',
    pattern: 'propose + -ing',
    example: 'She proposed moving the meeting to Friday.',
    exampleEs: 'Propuso cambiar la reunión al viernes.',
  },
  {
    verb: 'Recommend',
    verbEs: 'recomendar',
    pattern: 'recommend + -ing',
    example: 'He recommended trying the local food.',
    exampleEs: 'Recomendó probar la comida local.',
  },
  {
    verb: 'Refuse',
    verbEs: 'negarse',
    pattern: 'refuse + to + infinitive',
    example: 'She refused to sign the contract.',
    exampleEs: 'Se negó a firmar el contrato.',
  },
  {
    verb: 'Remind',
    verbEs: 'recordar (a alguien)',
    pattern: 'remind + person + to + infinitive',
    example: 'She reminded me to send the invoice.',
    exampleEs: 'Me recordó que enviara la factura.',
  },
  {
    verb: 'Reply',
    verbEs: 'responder, contestar',
    pattern: 'reply (that) + clause',
    example: 'He replied that he was busy.',
    exampleEs: 'Respondió que estaba ocupado.',
  },
  {
    verb: 'Reveal',
    verbEs: 'revelar',
    pattern: 'reveal (that) + clause',
    example: 'The report revealed that sales had fallen.',
    exampleEs: 'El informe reveló que las ventas habían bajado.',
  },
  {
    verb: 'Suggest',
    verbEs: 'sugerir, proponer',
    pattern: 'suggest + -ing',
    example: 'He suggested going to the movies.',
    exampleEs: 'Sugirió ir al cine.',
  },
  {
    verb: 'Threaten',
    verbEs: 'amenazar',
    pattern: 'threaten + to + infinitive',
    example: 'The client threatened to cancel the contract.',
    exampleEs: 'El cliente amenazó con cancelar el contrato.',
  },
  {
    verb: 'Urge',
    verbEs: 'instar, exhortar',
    pattern: 'urge + person + to + infinitive',
    example: 'The doctor urged him to stop smoking.',
    exampleEs: 'El médico lo instó a dejar de fumar.',
  },
];
