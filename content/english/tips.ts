/** The words of the phrase tips page (/ee/tips); the phrases are in ./phrases.ts. */

/** One symbol of the pronunciation guide and how a Spanish speaker says it. */
export interface GuideSymbol {
  /** As written in the guides, e.g. 'dh'; 'MAYÚSCULAS' stands for the stressed syllable. */
  symbol: string;
  es: string;
}

/** The lead paragraph, in the two help languages. */
export const phrasesIntro = {
  en: 'Useful English phrases for work and daily life. Read the phrase and say it aloud, then press Show answer to check the pronunciation and the Spanish.',
  es: 'Frases útiles en inglés para el trabajo y el día a día. Lee la frase y dila en voz alta; luego pulsa Show answer para comprobar la pronunciación y el español.',
} as const;

export const pronunciationGuide: { heading: string; symbols: readonly GuideSymbol[] } = {
  heading:
    'Guía de pronunciación (inglés americano): se lee como en español, salvo estos símbolos.',
  symbols: [
    { symbol: 'MAYÚSCULAS', es: 'la sílaba en mayúsculas lleva el acento: MÍ-ting.' },
    { symbol: 'j', es: 'una jota suave, solo aire, como la h inglesa: how = jáu.' },
    {
      symbol: 'y',
      es: 'el sonido de la j de job y project: como la «y» de «¡yo!» dicha con fuerza en México o en buena parte de España, casi «dy»: yab, PRÁ-yekt.',
    },
    { symbol: 'sh', es: 'el sonido de pedir silencio: shur, ma-SHÍN.' },
    { symbol: 'th', es: 'la lengua entre los dientes, sin voz, como la z de España: thenks.' },
    {
      symbol: 'dh',
      es: 'la th sonora de the, this y that: la lengua entre los dientes y con voz, como la d suave de «nada»: dhe, dhis.',
    },
    { symbol: 'z', es: 'una s sonora, que zumba como una abeja: iz, pliz, eks-KIÚZ.' },
    { symbol: 'v', es: 'el labio inferior toca los dientes de arriba y vibra: LÍ-ving.' },
  ],
};

/** Labels of the tips page. */
export const tipsLabels = {
  english: 'English',
  pronunciation: 'Pronunciation',
  spanish: 'Español',
  listen: 'Audio',
  hearEnglish: 'Hear it in English',
  hearSpanish: 'Escúchalo en español',
  speakSpanish: (text: string) => `Escuchar: ${text}`,
  next: (remaining: number, total: number) => `Next (${remaining}/${total})`,
  reload: 'Reload',
  feedback: 'Feedback',
  doneTitle: 'No phrases remain.',
  doneText: (total: number) => `You have seen all ${total} phrases. Press Reload to start again.`,
  loadFailed: 'The other phrases could not be loaded. Check your connection and reload the page.',
  /** The list of every phrase below the trainer (each one linkable, found by the site search). */
  allPhrases: (total: number) => `All ${total} phrases`,
} as const;
