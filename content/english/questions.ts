/** Questions (/ee/questions): H-questions, Wh-questions and yes/no questions. */

export interface QuestionKind {
  /** The question word or auxiliary that starts the question. */
  type: string;
  /** Its usual Spanish equivalent. */
  typeEs: string;
  description: string;
  descriptionEs: string;
  example: string;
  answer: string;
}

export interface QuestionSection {
  id: string;
  title: string;
  titleEs: string;
  intro: string;
  introEs: string;
  kinds: readonly QuestionKind[];
}

/** Labels of the example on each question card. */
export const questionLabels = { question: 'Question', answer: 'Answer' } as const;

export const questionsIntro = {
  en: 'English questions follow a fixed order: question word (if any), auxiliary verb, subject, main verb. When the question word is the subject, there is no auxiliary: Who called you? What happened? Learn the three families below and you can ask almost anything.',
  es: 'Las preguntas en inglés siguen un orden fijo: palabra interrogativa (si la hay), verbo auxiliar, sujeto y verbo principal. Cuando la palabra interrogativa es el sujeto, no hay auxiliar: Who called you? What happened? Aprende las tres familias de abajo y podrás preguntar casi cualquier cosa.',
} as const;

export const questionSections: readonly QuestionSection[] = [
  {
    id: 'h-questions',
    title: 'H-questions',
    titleEs: 'Preguntas con How',
    intro:
      'Questions that start with How, alone or followed by a word such as many, much, far, long, often or old.',
    introEs:
      'Preguntas que empiezan por How, solo o seguido de palabras como many, much, far, long, often u old.',
    kinds: [
      {
        type: 'How',
        typeEs: '¿Cómo?',
        description: 'Asks about the way something is done or how someone or something is.',
        descriptionEs: 'Pregunta por la manera de hacer algo o por cómo está alguien o algo.',
        example: 'How do you get to work?',
        answer: 'I usually go by bike.',
      },
      {
        type: 'How many',
        typeEs: '¿Cuántos? / ¿Cuántas?',
        description: 'Asks about a number of things you can count (countable nouns in plural).',
        descriptionEs:
          'Pregunta por una cantidad de cosas que se pueden contar (sustantivos contables en plural).',
        example: 'How many languages do you speak?',
        answer: 'I speak two languages: Spanish and English.',
      },
      {
        type: 'How much',
        typeEs: '¿Cuánto? / ¿Cuánta?',
        description: 'Asks about an amount of something you cannot count, or about a price.',
        descriptionEs: 'Pregunta por una cantidad de algo incontable o por un precio.',
        example: 'How much does this laptop cost?',
        answer: 'It costs nine hundred dollars.',
      },
      {
        type: 'How far',
        typeEs: '¿A qué distancia?',
        description: 'Asks about distance.',
        descriptionEs: 'Pregunta por la distancia.',
        example: 'How far is the airport from here?',
        answer: 'It’s about twenty kilometers away.',
      },
      {
        type: 'How long',
        typeEs: '¿Cuánto tiempo?',
        description: 'Asks about duration: how much time something takes or has lasted.',
        descriptionEs: 'Pregunta por la duración: cuánto tiempo lleva o ha durado algo.',
        example: 'How long have you worked here?',
        answer: 'I have worked here for three years.',
      },
      {
        type: 'How often',
        typeEs: '¿Con qué frecuencia?',
        description: 'Asks about frequency: how many times something happens.',
        descriptionEs: 'Pregunta por la frecuencia: cuántas veces ocurre algo.',
        example: 'How often do you go to the gym?',
        answer: 'Twice a week.',
      },
      {
        type: 'How old',
        typeEs: '¿Cuántos años?',
        description: 'Asks about age. In English you “are” an age; you do not “have” it.',
        descriptionEs: 'Pregunta por la edad. En inglés la edad se “es” (be), no se “tiene”.',
        example: 'How old are you?',
        answer: 'I’m thirty years old.',
      },
    ],
  },
  {
    id: 'wh-questions',
    title: 'Wh-questions',
    titleEs: 'Preguntas con Wh-',
    intro:
      'Questions that start with a question word beginning with wh-. They ask for information, so the answer is never just yes or no.',
    introEs:
      'Preguntas que empiezan por una palabra interrogativa con wh-. Piden información, así que la respuesta nunca es solo sí o no.',
    kinds: [
      {
        type: 'What',
        typeEs: '¿Qué? / ¿Cuál?',
        description: 'Asks about things, actions and information in general.',
        descriptionEs: 'Pregunta por cosas, acciones e información en general.',
        example: 'What do you do?',
        answer: 'I’m a software engineer.',
      },
      {
        type: 'Where',
        typeEs: '¿Dónde?',
        description: 'Asks about a place or position.',
        descriptionEs: 'Pregunta por un lugar o una posición.',
        example: 'Where do you live?',
        answer: 'I live in Madrid.',
      },
      {
        type: 'When',
        typeEs: '¿Cuándo?',
        description: 'Asks about time: a moment, a day or a date.',
        descriptionEs: 'Pregunta por el tiempo: un momento, un día o una fecha.',
        example: 'When is the next meeting?',
        answer: 'It’s on Monday at ten.',
      },
      {
        type: 'Who',
        typeEs: '¿Quién? / ¿Quiénes?',
        description: 'Asks about a person or people.',
        descriptionEs: 'Pregunta por una persona o varias personas.',
        example: 'Who is your manager?',
        answer: 'Laura is my manager.',
      },
      {
        type: 'Why',
        typeEs: '¿Por qué?',
        description: 'Asks about a reason. The answer usually starts with “because”.',
        descriptionEs: 'Pregunta por un motivo. La respuesta suele empezar con “because”.',
        example: 'Why are you learning English?',
        answer: 'Because I want to work abroad.',
      },
      {
        type: 'Which',
        typeEs: '¿Cuál? / ¿Cuáles?',
        description: 'Asks someone to choose from a limited number of options.',
        descriptionEs: 'Pide elegir entre un número limitado de opciones.',
        example: 'Which laptop do you prefer, the black one or the silver one?',
        answer: 'The silver one.',
      },
      {
        type: 'Whose',
        typeEs: '¿De quién? / ¿De quiénes?',
        description: 'Asks who something belongs to.',
        descriptionEs: 'Pregunta a quién pertenece algo.',
        example: 'Whose jacket is this?',
        answer: 'It’s Peter’s.',
      },
    ],
  },
  {
    id: 'yes-no-questions',
    title: 'Yes/No questions',
    titleEs: 'Preguntas de sí o no',
    intro:
      'Questions that start with the verb to be, an auxiliary or a modal verb. The short answer repeats that verb: Yes, I do. No, she can’t.',
    introEs:
      'Preguntas que empiezan por el verbo to be, un auxiliar o un verbo modal. La respuesta corta repite ese verbo: Yes, I do. No, she can’t.',
    kinds: [
      {
        type: 'To be',
        typeEs: 'Ser / estar',
        description: 'Put am, is, are, was or were before the subject.',
        descriptionEs: 'Se coloca am, is, are, was o were delante del sujeto.',
        example: 'Are you ready for the presentation?',
        answer: 'Yes, I am.',
      },
      {
        type: 'Do',
        typeEs: 'Auxiliar del presente',
        description: 'Present simple with I, you, we and they.',
        descriptionEs: 'Presente simple con I, you, we y they.',
        example: 'Do you like coffee?',
        answer: 'Yes, I do.',
      },
      {
        type: 'Does',
        typeEs: 'Auxiliar del presente (he, she, it)',
        description: 'Present simple with he, she and it. The main verb loses its -s.',
        descriptionEs: 'Presente simple con he, she e it. El verbo principal pierde la -s.',
        example: 'Does she work on the marketing team?',
        answer: 'No, she doesn’t.',
      },
      {
        type: 'Did',
        typeEs: 'Auxiliar del pasado',
        description: 'Past simple with every subject. The main verb goes back to its base form.',
        descriptionEs:
          'Pasado simple con todos los sujetos. El verbo principal vuelve a su forma base.',
        example: 'Did you finish the task yesterday?',
        answer: 'Yes, I did.',
      },
      {
        type: 'Can',
        typeEs: 'Poder / saber',
        description: 'Asks about ability or permission, or makes a request.',
        descriptionEs: 'Pregunta por una habilidad o un permiso, o sirve para pedir algo.',
        example: 'Can you speak Portuguese?',
        answer: 'No, I can’t.',
      },
      {
        type: 'Will',
        typeEs: 'Futuro',
        description: 'Asks about the future, or asks someone to do something.',
        descriptionEs: 'Pregunta por el futuro o pide a alguien que haga algo.',
        example: 'Will you be at the office tomorrow?',
        answer: 'No, I won’t. I’m working from home.',
      },
      {
        type: 'Would',
        typeEs: 'Condicional',
        description:
          'Makes polite offers and requests, or asks about imaginary situations. An offer is answered “Yes, please” or “No, thank you”.',
        descriptionEs:
          'Sirve para ofrecer y pedir con cortesía, o para preguntar por situaciones imaginarias. A un ofrecimiento se responde “Yes, please” o “No, thank you”.',
        example: 'Would you like a cup of tea?',
        answer: 'Yes, please.',
      },
    ],
  },
];
