/** Modal verbs (/ee/modalVerbs): the intro, key rules and the modals grouped by usage. */

export interface ModalOption {
  modal: string;
  example: string;
  exampleEs: string;
}

export interface ModalUsageGroup {
  type: string;
  typeEs: string;
  options: readonly ModalOption[];
}

/** The pure modals: one form for every person, no "do", followed by the base verb. */
export const pureModals = [
  'can',
  'could',
  'may',
  'might',
  'must',
  'shall',
  'should',
  'will',
  'would',
] as const;

/**
 * Modal expressions that change like ordinary verbs: have to and need to take -s and "do";
 * be able to changes its "be" (Are you able to…?).
 */
export const semiModals = ['have to', 'need to', 'be able to'] as const;

export const modalVerbsIntro = {
  en: 'Modal verbs are auxiliary verbs that express necessity, possibility, permission or ability.',
  es: 'Los verbos modales son verbos auxiliares que expresan necesidad, posibilidad, permiso o habilidad.',
  rulesHeading: 'Four rules',
  rules: [
    {
      en: 'The pure modals (can, could, may, might, must, shall, should, will, would) never change: no -s in the third person (she can, not she cans).',
      es: 'Los modales puros (can, could, may, might, must, shall, should, will, would) nunca cambian: no llevan -s en la tercera persona (she can, no she cans).',
    },
    {
      en: 'They are followed by the base verb without “to” (you must go). Ought to keeps its “to” (you ought to go).',
      es: 'Van seguidos del verbo en infinitivo sin “to” (you must go). Ought to conserva su “to” (you ought to go).',
    },
    {
      en: 'Questions and negatives with a pure modal need no “do”: Can you swim? I can’t swim.',
      es: 'Las preguntas y negaciones con un modal puro no llevan “do”: Can you swim? I can’t swim.',
    },
    {
      en: 'Have to and need to work like ordinary verbs: she has to go, he needs to rest; Do you have to go? She doesn’t need to come. With be able to, its “be” changes: they are able to help; Are you able to come? She isn’t able to help.',
      es: 'Have to y need to funcionan como verbos normales: she has to go, he needs to rest; Do you have to go? She doesn’t need to come. Con be able to, cambia su “be”: they are able to help; Are you able to come? She isn’t able to help.',
    },
  ],
} as const;

export const modalGroups: readonly ModalUsageGroup[] = [
  {
    type: 'Permission',
    typeEs: 'Permiso',
    options: [
      {
        modal: 'can',
        example: 'Can I use your laptop?',
        exampleEs: '¿Puedo usar tu computadora portátil?',
      },
      {
        modal: 'could',
        example: 'Could I leave early today?',
        exampleEs: '¿Podría irme antes hoy?',
      },
      { modal: 'may', example: 'May I come in?', exampleEs: '¿Puedo pasar?' },
      { modal: 'can’t', example: 'You can’t park here.', exampleEs: 'No puedes estacionar aquí.' },
    ],
  },
  {
    type: 'Favor',
    typeEs: 'Pedir un favor',
    options: [
      {
        modal: 'can',
        example: 'Can you help me with this bug?',
        exampleEs: '¿Puedes ayudarme con este error?',
      },
      {
        modal: 'could',
        example: 'Could you send me the report, please?',
        exampleEs: '¿Podrías enviarme el informe, por favor?',
      },
      {
        modal: 'will',
        example: 'Will you close the window, please?',
        exampleEs: '¿Cierras la ventana, por favor?',
      },
      {
        modal: 'would',
        example: 'Would you mind waiting a moment?',
        exampleEs: '¿Te importaría esperar un momento?',
      },
    ],
  },
  {
    type: 'Ability',
    typeEs: 'Habilidad',
    options: [
      {
        modal: 'can',
        example: 'She can speak three languages.',
        exampleEs: 'Ella sabe hablar tres idiomas.',
      },
      { modal: 'can’t', example: 'He can’t drive yet.', exampleEs: 'Él todavía no sabe manejar.' },
      {
        modal: 'could',
        example: 'I could swim when I was five.',
        exampleEs: 'Sabía nadar cuando tenía cinco años.',
      },
      {
        modal: 'be able to',
        example: 'I will be able to finish it tomorrow.',
        exampleEs: 'Podré terminarlo mañana.',
      },
    ],
  },
  {
    type: 'Obligation',
    typeEs: 'Obligación',
    options: [
      {
        modal: 'must',
        example: 'You must wear a helmet on the construction site.',
        exampleEs: 'Debes llevar casco en la obra.',
      },
      {
        modal: 'have to',
        example: 'I have to finish this report by Friday.',
        exampleEs: 'Tengo que terminar este informe para el viernes.',
      },
      {
        modal: 'need to',
        example: 'We need to update the dependencies.',
        exampleEs: 'Necesitamos actualizar las dependencias.',
      },
      {
        modal: 'must not',
        example: 'You must not share your password.',
        exampleEs: 'No debes compartir tu contraseña.',
      },
      {
        modal: 'don’t have to',
        example: 'You don’t have to come to the meeting.',
        exampleEs: 'No tienes que venir a la reunión.',
      },
    ],
  },
  {
    type: 'Possibility',
    typeEs: 'Posibilidad',
    options: [
      {
        modal: 'may',
        example: 'It may rain this afternoon.',
        exampleEs: 'Puede que llueva esta tarde.',
      },
      {
        modal: 'might',
        example: 'I might be late tomorrow.',
        exampleEs: 'Quizás llegue tarde mañana.',
      },
      {
        modal: 'could',
        example: 'The problem could be in the database.',
        exampleEs: 'El problema podría estar en la base de datos.',
      },
      {
        modal: 'can',
        example: 'Winters here can be very cold.',
        exampleEs: 'Los inviernos aquí pueden ser muy fríos.',
      },
    ],
  },
  {
    type: 'Suggestions',
    typeEs: 'Sugerencias',
    options: [
      {
        modal: 'should',
        example: 'You should take a break.',
        exampleEs: 'Deberías tomarte un descanso.',
      },
      {
        modal: 'ought to',
        example: 'You ought to see a doctor.',
        exampleEs: 'Deberías ir al médico.',
      },
      {
        modal: 'could',
        example: 'We could order pizza tonight.',
        exampleEs: 'Podríamos pedir pizza esta noche.',
      },
      {
        modal: 'shall',
        example: 'Shall we start the meeting?',
        exampleEs: '¿Empezamos la reunión?',
      },
    ],
  },
  {
    type: 'Logical conclusion',
    typeEs: 'Conclusión lógica',
    options: [
      {
        modal: 'must',
        example: 'He has been working all day; he must be tired.',
        exampleEs: 'Ha estado trabajando todo el día; debe de estar cansado.',
      },
      { modal: 'can’t', example: 'That can’t be true.', exampleEs: 'Eso no puede ser verdad.' },
      {
        modal: 'might',
        example: 'She isn’t answering; she might be in a meeting.',
        exampleEs: 'No contesta; puede que esté en una reunión.',
      },
      {
        modal: 'must have',
        example: 'The lights are off; they must have left.',
        exampleEs: 'Las luces están apagadas; deben de haberse ido.',
      },
      {
        modal: 'can’t have',
        example: 'He can’t have finished already.',
        exampleEs: 'No puede haber terminado ya.',
      },
    ],
  },
];
