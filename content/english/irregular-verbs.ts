/**
 * Irregular verbs of the trainer, in two lists that may share verbs. Forms with an
 * accepted variant show both, separated by ' / ', the American form first (gotten / got).
 * American English throughout: learn, burn or dream are regular (learned), so they are
 * not listed.
 * The learned list in the browser stores infinitives, so an infinitive must stay
 * unique within a list.
 *
 * The page's words and the names of the lists are in ./irregular-verbs-texts.ts: the
 * trainer loads these lists only after the page has shown its first verb.
 */
import { verbListNames, type VerbList, type VerbListId } from './irregular-verbs-texts';

export type { VerbList, VerbListId } from './irregular-verbs-texts';

export interface IrregularVerb {
  infinitive: string;
  pastSimple: string;
  participle: string;
  /** Spanish meaning(s), separated by ' / '. */
  translation: string;
}

/** Irregular verbs that come up when building and running software. */
export const techVerbs: readonly IrregularVerb[] = [
  { infinitive: 'be', pastSimple: 'was / were', participle: 'been', translation: 'ser / estar' },
  {
    infinitive: 'become',
    pastSimple: 'became',
    participle: 'become',
    translation: 'convertirse en',
  },
  { infinitive: 'begin', pastSimple: 'began', participle: 'begun', translation: 'empezar' },
  {
    infinitive: 'bind',
    pastSimple: 'bound',
    participle: 'bound',
    translation: 'enlazar / vincular',
  },
  { infinitive: 'break', pastSimple: 'broke', participle: 'broken', translation: 'romper' },
  { infinitive: 'bring', pastSimple: 'brought', participle: 'brought', translation: 'traer' },
  {
    infinitive: 'build',
    pastSimple: 'built',
    participle: 'built',
    translation: 'construir / compilar',
  },
  { infinitive: 'buy', pastSimple: 'bought', participle: 'bought', translation: 'comprar' },
  {
    infinitive: 'catch',
    pastSimple: 'caught',
    participle: 'caught',
    translation: 'capturar / atrapar',
  },
  { infinitive: 'choose', pastSimple: 'chose', participle: 'chosen', translation: 'elegir' },
  { infinitive: 'cut', pastSimple: 'cut', participle: 'cut', translation: 'cortar / recortar' },
  { infinitive: 'deal', pastSimple: 'dealt', participle: 'dealt', translation: 'tratar / lidiar' },
  { infinitive: 'do', pastSimple: 'did', participle: 'done', translation: 'hacer' },
  { infinitive: 'draw', pastSimple: 'drew', participle: 'drawn', translation: 'dibujar / trazar' },
  {
    infinitive: 'drive',
    pastSimple: 'drove',
    participle: 'driven',
    translation: 'impulsar / conducir',
  },
  { infinitive: 'fall', pastSimple: 'fell', participle: 'fallen', translation: 'caer' },
  { infinitive: 'feed', pastSimple: 'fed', participle: 'fed', translation: 'alimentar' },
  { infinitive: 'find', pastSimple: 'found', participle: 'found', translation: 'encontrar' },
  { infinitive: 'forget', pastSimple: 'forgot', participle: 'forgotten', translation: 'olvidar' },
  {
    infinitive: 'freeze',
    pastSimple: 'froze',
    participle: 'frozen',
    translation: 'congelar / bloquearse',
  },
  {
    infinitive: 'get',
    pastSimple: 'got',
    participle: 'gotten / got',
    translation: 'obtener / conseguir',
  },
  { infinitive: 'give', pastSimple: 'gave', participle: 'given', translation: 'dar' },
  { infinitive: 'go', pastSimple: 'went', participle: 'gone', translation: 'ir' },
  {
    infinitive: 'hang',
    pastSimple: 'hung',
    participle: 'hung',
    translation: 'colgarse / quedarse colgado',
  },
  { infinitive: 'have', pastSimple: 'had', participle: 'had', translation: 'tener / haber' },
  {
    infinitive: 'hide',
    pastSimple: 'hid',
    participle: 'hidden',
    translation: 'ocultar / esconder',
  },
  { infinitive: 'hold', pastSimple: 'held', participle: 'held', translation: 'sostener / retener' },
  { infinitive: 'keep', pastSimple: 'kept', participle: 'kept', translation: 'mantener / guardar' },
  { infinitive: 'know', pastSimple: 'knew', participle: 'known', translation: 'saber / conocer' },
  { infinitive: 'lead', pastSimple: 'led', participle: 'led', translation: 'liderar / dirigir' },
  { infinitive: 'let', pastSimple: 'let', participle: 'let', translation: 'dejar / permitir' },
  { infinitive: 'lose', pastSimple: 'lost', participle: 'lost', translation: 'perder' },
  { infinitive: 'make', pastSimple: 'made', participle: 'made', translation: 'hacer / crear' },
  {
    infinitive: 'mean',
    pastSimple: 'meant',
    participle: 'meant',
    translation: 'significar / querer decir',
  },
  {
    infinitive: 'override',
    pastSimple: 'overrode',
    participle: 'overridden',
    translation: 'sobrescribir / anular',
  },
  { infinitive: 'put', pastSimple: 'put', participle: 'put', translation: 'poner' },
  { infinitive: 'read', pastSimple: 'read', participle: 'read', translation: 'leer' },
  {
    infinitive: 'rebuild',
    pastSimple: 'rebuilt',
    participle: 'rebuilt',
    translation: 'reconstruir / recompilar',
  },
  {
    infinitive: 'reset',
    pastSimple: 'reset',
    participle: 'reset',
    translation: 'restablecer / reiniciar',
  },
  {
    infinitive: 'rewrite',
    pastSimple: 'rewrote',
    participle: 'rewritten',
    translation: 'reescribir',
  },
  { infinitive: 'run', pastSimple: 'ran', participle: 'run', translation: 'ejecutar / correr' },
  { infinitive: 'seek', pastSimple: 'sought', participle: 'sought', translation: 'buscar' },
  { infinitive: 'send', pastSimple: 'sent', participle: 'sent', translation: 'enviar' },
  {
    infinitive: 'set',
    pastSimple: 'set',
    participle: 'set',
    translation: 'establecer / configurar',
  },
  { infinitive: 'shut', pastSimple: 'shut', participle: 'shut', translation: 'cerrar / apagar' },
  {
    infinitive: 'spin',
    pastSimple: 'spun',
    participle: 'spun',
    translation: 'girar / poner en marcha (spin up)',
  },
  {
    infinitive: 'split',
    pastSimple: 'split',
    participle: 'split',
    translation: 'dividir / separar',
  },
  {
    infinitive: 'spread',
    pastSimple: 'spread',
    participle: 'spread',
    translation: 'propagar / extender',
  },
  { infinitive: 'take', pastSimple: 'took', participle: 'taken', translation: 'tomar / llevar' },
  {
    infinitive: 'throw',
    pastSimple: 'threw',
    participle: 'thrown',
    translation: 'lanzar / arrojar',
  },
  { infinitive: 'undo', pastSimple: 'undid', participle: 'undone', translation: 'deshacer' },
  { infinitive: 'write', pastSimple: 'wrote', participle: 'written', translation: 'escribir' },
];

/** Irregular verbs that come up in meetings, plans and negotiations. */
export const meetingVerbs: readonly IrregularVerb[] = [
  { infinitive: 'arise', pastSimple: 'arose', participle: 'arisen', translation: 'surgir' },
  { infinitive: 'be', pastSimple: 'was / were', participle: 'been', translation: 'ser / estar' },
  {
    infinitive: 'bear',
    pastSimple: 'bore',
    participle: 'borne',
    translation: 'soportar / tener presente',
  },
  { infinitive: 'beat', pastSimple: 'beat', participle: 'beaten', translation: 'vencer / superar' },
  {
    infinitive: 'become',
    pastSimple: 'became',
    participle: 'become',
    translation: 'llegar a ser / volverse',
  },
  { infinitive: 'begin', pastSimple: 'began', participle: 'begun', translation: 'comenzar' },
  {
    infinitive: 'break',
    pastSimple: 'broke',
    participle: 'broken',
    translation: 'romper / interrumpir',
  },
  {
    infinitive: 'bring',
    pastSimple: 'brought',
    participle: 'brought',
    translation: 'traer / plantear',
  },
  { infinitive: 'build', pastSimple: 'built', participle: 'built', translation: 'construir' },
  { infinitive: 'buy', pastSimple: 'bought', participle: 'bought', translation: 'comprar' },
  {
    infinitive: 'catch',
    pastSimple: 'caught',
    participle: 'caught',
    translation: 'atrapar / captar (lo que alguien dice)',
  },
  { infinitive: 'choose', pastSimple: 'chose', participle: 'chosen', translation: 'elegir' },
  { infinitive: 'come', pastSimple: 'came', participle: 'come', translation: 'venir' },
  { infinitive: 'cut', pastSimple: 'cut', participle: 'cut', translation: 'cortar / recortar' },
  {
    infinitive: 'deal',
    pastSimple: 'dealt',
    participle: 'dealt',
    translation: 'tratar / negociar',
  },
  { infinitive: 'do', pastSimple: 'did', participle: 'done', translation: 'hacer' },
  {
    infinitive: 'draw',
    pastSimple: 'drew',
    participle: 'drawn',
    translation: 'sacar (conclusiones) / dibujar',
  },
  {
    infinitive: 'drive',
    pastSimple: 'drove',
    participle: 'driven',
    translation: 'impulsar / conducir',
  },
  { infinitive: 'fall', pastSimple: 'fell', participle: 'fallen', translation: 'caer / bajar' },
  { infinitive: 'feel', pastSimple: 'felt', participle: 'felt', translation: 'sentir' },
  { infinitive: 'find', pastSimple: 'found', participle: 'found', translation: 'encontrar' },
  {
    infinitive: 'forecast',
    pastSimple: 'forecast',
    participle: 'forecast',
    translation: 'pronosticar / prever',
  },
  { infinitive: 'foresee', pastSimple: 'foresaw', participle: 'foreseen', translation: 'prever' },
  { infinitive: 'forget', pastSimple: 'forgot', participle: 'forgotten', translation: 'olvidar' },
  { infinitive: 'forgive', pastSimple: 'forgave', participle: 'forgiven', translation: 'perdonar' },
  {
    infinitive: 'get',
    pastSimple: 'got',
    participle: 'gotten / got',
    translation: 'obtener / conseguir',
  },
  { infinitive: 'give', pastSimple: 'gave', participle: 'given', translation: 'dar' },
  { infinitive: 'go', pastSimple: 'went', participle: 'gone', translation: 'ir' },
  { infinitive: 'grow', pastSimple: 'grew', participle: 'grown', translation: 'crecer' },
  { infinitive: 'have', pastSimple: 'had', participle: 'had', translation: 'tener / haber' },
  { infinitive: 'hear', pastSimple: 'heard', participle: 'heard', translation: 'oír' },
  { infinitive: 'hit', pastSimple: 'hit', participle: 'hit', translation: 'alcanzar / golpear' },
  {
    infinitive: 'hold',
    pastSimple: 'held',
    participle: 'held',
    translation: 'celebrar (una reunión) / sostener',
  },
  { infinitive: 'keep', pastSimple: 'kept', participle: 'kept', translation: 'mantener / guardar' },
  { infinitive: 'know', pastSimple: 'knew', participle: 'known', translation: 'saber / conocer' },
  { infinitive: 'lead', pastSimple: 'led', participle: 'led', translation: 'liderar / dirigir' },
  { infinitive: 'leave', pastSimple: 'left', participle: 'left', translation: 'irse / dejar' },
  { infinitive: 'lend', pastSimple: 'lent', participle: 'lent', translation: 'prestar' },
  { infinitive: 'let', pastSimple: 'let', participle: 'let', translation: 'dejar / permitir' },
  { infinitive: 'lose', pastSimple: 'lost', participle: 'lost', translation: 'perder' },
  {
    infinitive: 'make',
    pastSimple: 'made',
    participle: 'made',
    translation: 'hacer / tomar (una decisión)',
  },
  {
    infinitive: 'mean',
    pastSimple: 'meant',
    participle: 'meant',
    translation: 'significar / querer decir',
  },
  { infinitive: 'meet', pastSimple: 'met', participle: 'met', translation: 'reunirse / conocer' },
  {
    infinitive: 'mislead',
    pastSimple: 'misled',
    participle: 'misled',
    translation: 'engañar / inducir a error',
  },
  {
    infinitive: 'mistake',
    pastSimple: 'mistook',
    participle: 'mistaken',
    translation: 'confundir',
  },
  {
    infinitive: 'misunderstand',
    pastSimple: 'misunderstood',
    participle: 'misunderstood',
    translation: 'malinterpretar / entender mal',
  },
  {
    infinitive: 'overcome',
    pastSimple: 'overcame',
    participle: 'overcome',
    translation: 'superar',
  },
  {
    infinitive: 'oversee',
    pastSimple: 'oversaw',
    participle: 'overseen',
    translation: 'supervisar',
  },
  { infinitive: 'pay', pastSimple: 'paid', participle: 'paid', translation: 'pagar' },
  { infinitive: 'put', pastSimple: 'put', participle: 'put', translation: 'poner' },
  { infinitive: 'quit', pastSimple: 'quit', participle: 'quit', translation: 'renunciar / dejar' },
  { infinitive: 'read', pastSimple: 'read', participle: 'read', translation: 'leer' },
  {
    infinitive: 'rethink',
    pastSimple: 'rethought',
    participle: 'rethought',
    translation: 'replantear / repensar',
  },
  { infinitive: 'rise', pastSimple: 'rose', participle: 'risen', translation: 'subir / aumentar' },
  {
    infinitive: 'run',
    pastSimple: 'ran',
    participle: 'run',
    translation: 'dirigir / llevar (una reunión)',
  },
  { infinitive: 'say', pastSimple: 'said', participle: 'said', translation: 'decir' },
  { infinitive: 'see', pastSimple: 'saw', participle: 'seen', translation: 'ver' },
  { infinitive: 'seek', pastSimple: 'sought', participle: 'sought', translation: 'buscar' },
  { infinitive: 'sell', pastSimple: 'sold', participle: 'sold', translation: 'vender' },
  { infinitive: 'send', pastSimple: 'sent', participle: 'sent', translation: 'enviar' },
  { infinitive: 'set', pastSimple: 'set', participle: 'set', translation: 'fijar / establecer' },
  {
    infinitive: 'show',
    pastSimple: 'showed',
    participle: 'shown',
    translation: 'mostrar / enseñar',
  },
  { infinitive: 'shut', pastSimple: 'shut', participle: 'shut', translation: 'cerrar' },
  { infinitive: 'sit', pastSimple: 'sat', participle: 'sat', translation: 'sentarse' },
  { infinitive: 'speak', pastSimple: 'spoke', participle: 'spoken', translation: 'hablar' },
  {
    infinitive: 'spend',
    pastSimple: 'spent',
    participle: 'spent',
    translation: 'gastar / pasar (tiempo)',
  },
  {
    infinitive: 'stand',
    pastSimple: 'stood',
    participle: 'stood',
    translation: 'estar de pie / soportar',
  },
  {
    infinitive: 'stick',
    pastSimple: 'stuck',
    participle: 'stuck',
    translation: 'pegar / atenerse a',
  },
  {
    infinitive: 'strike',
    pastSimple: 'struck',
    participle: 'struck',
    translation: 'golpear / cerrar (un trato)',
  },
  { infinitive: 'take', pastSimple: 'took', participle: 'taken', translation: 'tomar / llevar' },
  { infinitive: 'teach', pastSimple: 'taught', participle: 'taught', translation: 'enseñar' },
  { infinitive: 'tell', pastSimple: 'told', participle: 'told', translation: 'decir / contar' },
  {
    infinitive: 'think',
    pastSimple: 'thought',
    participle: 'thought',
    translation: 'pensar / creer',
  },
  {
    infinitive: 'understand',
    pastSimple: 'understood',
    participle: 'understood',
    translation: 'entender / comprender',
  },
  {
    infinitive: 'undertake',
    pastSimple: 'undertook',
    participle: 'undertaken',
    translation: 'emprender / asumir',
  },
  {
    infinitive: 'upset',
    pastSimple: 'upset',
    participle: 'upset',
    translation: 'molestar / disgustar',
  },
  {
    infinitive: 'wear',
    pastSimple: 'wore',
    participle: 'worn',
    translation: 'llevar puesto / vestir',
  },
  { infinitive: 'win', pastSimple: 'won', participle: 'won', translation: 'ganar' },
  {
    infinitive: 'withdraw',
    pastSimple: 'withdrew',
    participle: 'withdrawn',
    translation: 'retirar / retirarse',
  },
  { infinitive: 'write', pastSimple: 'wrote', participle: 'written', translation: 'escribir' },
];

const verbsOf: Record<VerbListId, readonly IrregularVerb[]> = {
  tech: techVerbs,
  meetings: meetingVerbs,
};

export const verbLists: readonly VerbList[] = verbListNames.map((list) => ({
  ...list,
  verbs: verbsOf[list.id],
}));
