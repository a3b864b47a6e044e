/**
 * The Dev Tips library (/dev-tips): short talks and videos about software fundamentals.
 * Each `url` is the player address of the video on the video host of content/site.ts
 * (`site.videoEmbedHost`/embed/<video id>).
 */
import { site } from './site';

export type DevTipType = 'VIDEO' | 'IMG' | 'TEXT';

export interface DevTip {
  title: string;
  description: string;
  type: DevTipType;
  /** Address shown in the viewer (an embeddable player for videos). */
  url: string;
  /** When the tip was added to the library, YYYY-MM-DD. */
  creationDate: string;
  /** Title of the original video or post, in its language. */
  sourceTitle: string;
  /** Who made it. */
  author: string;
}

export const devTipsTexts = {
  intro:
    'Una selección de videos cortos sobre los fundamentos de la programación: principios de diseño, estructuras de datos, algoritmos y buenas prácticas.',
  /** The card's button that opens the tip, by its type. */
  open: { VIDEO: 'Ver video', IMG: 'Ver imagen', TEXT: 'Leer el texto' } satisfies Record<
    DevTipType,
    string
  >,
  close: 'Cerrar',
  addedOn: 'Agregado el',
  by: 'Por',
  /** Label of each type, shown next to its icon on the card. */
  typeLabels: { VIDEO: 'Video', IMG: 'Imagen', TEXT: 'Texto' },
  /** Title of the embedded player frame: 'Video: <title>'. */
  playerTitle: (title: string) => `Video: ${title}`,
} as const;

const embed = (videoId: string) => `${site.videoEmbedHost}/embed/${videoId}`;

export const devTips: readonly DevTip[] = [
  {
    title: 'Principios de diseño SOLID',
    description:
      'Robert C. Martin explica los cinco principios SOLID y por qué un diseño que aísla las dependencias es más fácil de cambiar.',
    type: 'VIDEO',
    url: embed('TMuno5RZNeE'),
    creationDate: '2023-01-16',
    sourceTitle: 'Bob Martin SOLID Principles of Object Oriented and Agile Design',
    author: 'Robert C. Martin',
  },
  {
    title: 'Programación orientada a objetos',
    description:
      'Encapsulación, abstracción, herencia y polimorfismo explicados con ejemplos sencillos en siete minutos.',
    type: 'VIDEO',
    url: embed('pTB0EiLXUC8'),
    creationDate: '2023-01-23',
    sourceTitle: 'Object-oriented Programming in 7 minutes',
    author: 'Programming with Mosh',
  },
  {
    title: 'Transacciones ACID en bases de datos',
    description:
      'Atomicidad, consistencia, aislamiento y durabilidad con ejemplos reales de transacciones en una base de datos relacional.',
    type: 'VIDEO',
    url: embed('pomxJOFVcQs'),
    creationDate: '2023-02-06',
    sourceTitle: 'Relational Database ACID Transactions (Explained by Example)',
    author: 'Hussein Nasser',
  },
  {
    title: 'Programación funcional',
    description:
      'Funciones puras, inmutabilidad y funciones de orden superior como map, filter y reduce, explicadas con JavaScript.',
    type: 'VIDEO',
    url: embed('e-5obm1G_FY'),
    creationDate: '2023-02-20',
    sourceTitle: 'Learning Functional Programming with JavaScript',
    author: 'Anjana Vakil (JSUnconf)',
  },
  {
    title: 'Notación Big O',
    description:
      'Cómo medir la complejidad temporal de un algoritmo y comparar soluciones O(1), O(n) y O(n²) antes de escribir código.',
    type: 'VIDEO',
    url: embed('D6xkbGLQesk'),
    creationDate: '2023-03-06',
    sourceTitle: 'Introduction to Big O Notation and Time Complexity',
    author: 'CS Dojo',
  },
  {
    title: 'Algoritmos de ordenación',
    description:
      'Quince algoritmos de ordenación visualizados y con sonido: burbuja, inserción, quicksort, mergesort, heapsort y más.',
    type: 'VIDEO',
    url: embed('kPRA0W1kECg'),
    creationDate: '2023-03-20',
    sourceTitle: '15 Sorting Algorithms in 6 Minutes',
    author: 'Timo Bingmann',
  },
  {
    title: 'Búsqueda binaria',
    description:
      'Cómo encontrar un elemento en una lista ordenada partiendo el problema por la mitad en cada paso, en cien segundos.',
    type: 'VIDEO',
    url: embed('MFhxShGxHWc'),
    creationDate: '2023-04-03',
    sourceTitle: 'Binary Search Algorithm in 100 Seconds',
    author: 'Fireship',
  },
  {
    title: 'Pilas y colas',
    description:
      'Las estructuras LIFO y FIFO: cómo funcionan, cómo implementarlas con listas enlazadas y cuándo usar cada una.',
    type: 'VIDEO',
    url: embed('wjI1WNcIntg'),
    creationDate: '2023-04-17',
    sourceTitle: 'Data Structures: Stacks and Queues',
    author: 'HackerRank (Gayle Laakmann McDowell)',
  },
  {
    title: 'Patrones de diseño',
    description:
      'Diez patrones de diseño clásicos, como singleton, fábrica, observador o fachada, explicados en diez minutos.',
    type: 'VIDEO',
    url: embed('tv-_1er1mWI'),
    creationDate: '2023-05-02',
    sourceTitle: '10 Design Patterns Explained in 10 Minutes',
    author: 'Fireship',
  },
  {
    title: 'Patrones de arquitectura',
    description:
      'Capas, cliente-servidor, MVC, bus de eventos, microservicios y otros patrones de arquitectura del software empresarial.',
    type: 'VIDEO',
    url: embed('BrT3AO8bVQY'),
    creationDate: '2023-05-15',
    sourceTitle: '10 Architecture Patterns Used In Enterprise Software Development Today',
    author: 'Coding Tech',
  },
  {
    title: 'Paradigmas de programación',
    description:
      'Programación imperativa y funcional: qué las distingue, con un mismo problema resuelto en Java y en Haskell.',
    type: 'VIDEO',
    url: embed('sqV3pL5x8PI'),
    creationDate: '2023-05-29',
    sourceTitle: 'Programming Paradigms',
    author: 'Computerphile',
  },
  {
    title: 'Código limpio',
    description:
      'Primera lección del curso de Clean Code: nombres que se explican solos, funciones pequeñas y código que se lee como prosa.',
    type: 'VIDEO',
    url: embed('7EmboKQH8lM'),
    creationDate: '2023-06-12',
    sourceTitle: 'Clean Code - Uncle Bob / Lesson 1',
    author: 'Robert C. Martin',
  },
];
