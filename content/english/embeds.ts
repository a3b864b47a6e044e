/**
 * Outside material embedded in the English area: the phrasal verbs article and videos,
 * and the interview page. Videos are YouTube ids, played through the privacy-enhanced
 * domain only after the visitor presses play.
 */

export interface VideoEmbed {
  /** The `v` parameter of the video's watch URL. */
  videoId: string;
  title: string;
  /** Who made the video. */
  channel: string;
}

export interface PageEmbed {
  url: string;
  /** Accessible title of the frame. */
  title: string;
  /** Frame height in CSS pixels. */
  height: number;
}

export const phrasalVerbsArticle: PageEmbed = {
  url: 'https://en.wikipedia.org/wiki/Phrasal_verb',
  title: 'Article: phrasal verbs in English (Wikipedia)',
  height: 700,
};

export const phrasalVerbsVideos: readonly VideoEmbed[] = [
  {
    videoId: 'oGM94udL8MM',
    title: '50 Important Phrasal Verbs in English',
    channel: 'Speak English With Vanessa',
  },
  {
    videoId: 'SVwnW_Mn290',
    title: 'Top 11 Weird Phrasal Verbs for Daily English Conversation',
    channel: 'Speak English With Vanessa',
  },
  {
    videoId: 'aXtwc5uejbE',
    title: '56 Important Phrasal Verbs for Eating and Drinking',
    channel: 'Speak English With Vanessa',
  },
];

export const interviewFrame: PageEmbed = {
  url: 'https://en.wikipedia.org/wiki/Job_interview',
  title: 'Job interview guide (Wikipedia)',
  height: 700,
};

export const interviewTexts = {
  intro:
    'Read about how job interviews work before your next one in English: the usual stages, the kinds of questions and how to prepare.',
  introEs:
    'Lee cómo funcionan las entrevistas de trabajo antes de tu próxima entrevista en inglés: las fases habituales, los tipos de preguntas y cómo prepararte.',
  openLabel: 'Open the page in a new tab',
} as const;
