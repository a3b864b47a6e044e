/**
 * Phrase tips: useful English for work and daily life, for Spanish speakers.
 *
 * english_pronunciation is a guide written with Spanish spelling: the syllable in
 * CAPITALS carries the stress, 'j' is a soft Spanish jota (like the English h), 'sh' is
 * the sound of asking for silence, 'th' is said with the tongue between the teeth, and
 * 'v' touches the lower lip with the upper teeth.
 *
 * iframe_en_audio / iframe_es_audio are optional: when absent, links to a page that
 * reads the phrase aloud are built from the phrase itself. `audio` is an optional
 * recording under public/ (for example '/assets/audio/good-morning.mp3').
 */
export interface Phrase {
  english: string;
  english_pronunciation: string;
  spanish: string;
  iframe_en_audio?: string;
  iframe_es_audio?: string;
  audio?: string;
}

export const phrasesIntro = {
  description:
    'Useful English phrases for work and daily life. Read the phrase, say it aloud with the pronunciation guide, check the Spanish, then press NEXT.',
  guide:
    'Guía de pronunciación: la sílaba en MAYÚSCULAS lleva el acento; la "j" es suave, como una h inglesa; "th" se dice con la lengua entre los dientes; "sh" es el sonido de pedir silencio.',
} as const;

export const phrases: readonly Phrase[] = [
  {
    english: 'Good morning, everyone.',
    english_pronunciation: 'gud MÓR-ning, É-vri-uan',
    spanish: 'Buenos días a todos.',
  },
  {
    english: 'How are you doing?',
    english_pronunciation: 'jáu ar iu DÚ-ing',
    spanish: '¿Qué tal estás?',
  },
  {
    english: 'Nice to meet you.',
    english_pronunciation: 'nais tu mit iu',
    spanish: 'Encantado de conocerte.',
  },
  {
    english: 'Let me introduce myself.',
    english_pronunciation: 'let mi in-tro-DÚS mai-SÉLF',
    spanish: 'Permíteme presentarme.',
  },
  {
    english: 'What do you do for a living?',
    english_pronunciation: 'juát du iu du for a LÍ-ving',
    spanish: '¿A qué te dedicas?',
  },
  {
    english: 'I work as a software engineer.',
    english_pronunciation: 'ai uerk as a SÓFT-uer en-yi-NÍR',
    spanish: 'Trabajo como ingeniero de software.',
  },
  {
    english: 'Could you repeat that, please?',
    english_pronunciation: 'kud iu ri-PÍT dat, plis',
    spanish: '¿Podrías repetirlo, por favor?',
  },
  {
    english: 'Could you speak more slowly, please?',
    english_pronunciation: 'kud iu spik mor SLÓU-li, plis',
    spanish: '¿Podrías hablar más despacio, por favor?',
  },
  {
    english: "Sorry, I didn't catch that.",
    english_pronunciation: 'SÓ-ri, ai DÍ-dent kach dat',
    spanish: 'Perdón, no te entendí bien.',
  },
  {
    english: 'What does this word mean?',
    english_pronunciation: 'juát das dis uerd min',
    spanish: '¿Qué significa esta palabra?',
  },
  {
    english: 'How do you spell that?',
    english_pronunciation: 'jáu du iu spel dat',
    spanish: '¿Cómo se escribe eso?',
  },
  {
    english: "Let me check and I'll get back to you.",
    english_pronunciation: 'let mi chek and ail get bak tu iu',
    spanish: 'Déjame revisarlo y te aviso.',
  },
  {
    english: "I'll keep you posted.",
    english_pronunciation: 'ail kip iu PÓUS-ted',
    spanish: 'Te mantendré al tanto.',
  },
  {
    english: 'Thanks for your help.',
    english_pronunciation: 'thenks for ior jelp',
    spanish: 'Gracias por tu ayuda.',
  },
  { english: "You're welcome.", english_pronunciation: 'iur UÉL-kam', spanish: 'De nada.' },
  { english: 'No worries.', english_pronunciation: 'nou UÉ-ris', spanish: 'No te preocupes.' },
  {
    english: 'Can I ask you a question?',
    english_pronunciation: 'kan ai ask iu a KUÉS-chon',
    spanish: '¿Puedo hacerte una pregunta?',
  },
  {
    english: 'I have a meeting at ten.',
    english_pronunciation: 'ai jav a MÍ-ting at ten',
    spanish: 'Tengo una reunión a las diez.',
  },
  {
    english: "Let's get started.",
    english_pronunciation: 'lets get STÁR-ted',
    spanish: 'Empecemos.',
  },
  {
    english: 'Can everyone hear me?',
    english_pronunciation: 'kan É-vri-uan jir mi',
    spanish: '¿Me escuchan todos?',
  },
  {
    english: "You're on mute.",
    english_pronunciation: 'iur on miut',
    spanish: 'Tienes el micrófono silenciado.',
  },
  {
    english: 'Can you see my screen?',
    english_pronunciation: 'kan iu si mai skrin',
    spanish: '¿Ves mi pantalla?',
  },
  {
    english: "I'll share my screen.",
    english_pronunciation: 'ail sher mai skrin',
    spanish: 'Voy a compartir mi pantalla.',
  },
  {
    english: "Let's move on to the next point.",
    english_pronunciation: 'lets muv on tu de nekst point',
    spanish: 'Pasemos al siguiente punto.',
  },
  {
    english: 'Does anyone have any questions?',
    english_pronunciation: 'das É-ni-uan jav É-ni KUÉS-chons',
    spanish: '¿Alguien tiene alguna pregunta?',
  },
  {
    english: 'I agree with you.',
    english_pronunciation: 'ai a-GRÍ uid iu',
    spanish: 'Estoy de acuerdo contigo.',
  },
  {
    english: "I'm not sure I agree.",
    english_pronunciation: 'aim not shur ai a-GRÍ',
    spanish: 'No sé si estoy de acuerdo.',
  },
  {
    english: "That's a good point.",
    english_pronunciation: 'dats a gud point',
    spanish: 'Buena observación.',
  },
  {
    english: "Let's take a short break.",
    english_pronunciation: 'lets teik a short breik',
    spanish: 'Hagamos una pausa corta.',
  },
  {
    english: "Let's wrap it up.",
    english_pronunciation: 'lets rap it ap',
    spanish: 'Vamos terminando.',
  },
  {
    english: "What's the deadline?",
    english_pronunciation: 'juáts de DÉD-lain',
    spanish: '¿Cuál es la fecha límite?',
  },
  {
    english: "I'm running late.",
    english_pronunciation: 'aim RÁ-ning leit',
    spanish: 'Voy con retraso.',
  },
  {
    english: 'Sorry for the delay.',
    english_pronunciation: 'SÓ-ri for de di-LÉI',
    spanish: 'Perdón por el retraso.',
  },
  {
    english: "I'm working from home today.",
    english_pronunciation: 'aim UÉR-king from joum tu-DÉI',
    spanish: 'Hoy trabajo desde casa.',
  },
  {
    english: "I'll send you an email.",
    english_pronunciation: 'ail send iu an Í-meil',
    spanish: 'Te enviaré un correo.',
  },
  {
    english: 'Please find the file attached.',
    english_pronunciation: 'plis faind de fail a-TÁCHT',
    spanish: 'Te adjunto el archivo.',
  },
  {
    english: 'Could you take a look at this?',
    english_pronunciation: 'kud iu teik a luk at dis',
    spanish: '¿Podrías echarle un vistazo a esto?',
  },
  { english: "I'm on it.", english_pronunciation: 'aim on it', spanish: 'Me encargo.' },
  {
    english: 'It works on my machine.',
    english_pronunciation: 'it uerks on mai ma-SHÍN',
    spanish: 'En mi computadora funciona.',
  },
  {
    english: 'I found a bug.',
    english_pronunciation: 'ai faund a bag',
    spanish: 'Encontré un error.',
  },
  {
    english: 'The build is broken.',
    english_pronunciation: 'de bild is BRÓU-ken',
    spanish: 'La compilación está rota.',
  },
  {
    english: "Let's pair on this.",
    english_pronunciation: 'lets per on dis',
    spanish: 'Trabajemos esto en pareja.',
  },
  {
    english: 'Can you review my pull request?',
    english_pronunciation: 'kan iu ri-VIÚ mai pul ri-KUÉST',
    spanish: '¿Puedes revisar mi pull request?',
  },
  {
    english: "I'll fix it right away.",
    english_pronunciation: 'ail fiks it rait a-UÉI',
    spanish: 'Lo arreglo enseguida.',
  },
  {
    english: "It's not a priority right now.",
    english_pronunciation: 'its not a prai-Ó-ri-ti rait náu',
    spanish: 'Ahora mismo no es una prioridad.',
  },
  {
    english: "What's the status of the project?",
    english_pronunciation: 'juáts de STÉI-tus ov de PRÓ-yekt',
    spanish: '¿Cómo va el proyecto?',
  },
  {
    english: "We're on track.",
    english_pronunciation: 'uir on trak',
    spanish: 'Vamos según lo previsto.',
  },
  {
    english: "We're behind schedule.",
    english_pronunciation: 'uir bi-JÁIND SKÉ-yul',
    spanish: 'Vamos con retraso respecto al plan.',
  },
  {
    english: 'I need more time.',
    english_pronunciation: 'ai nid mor taim',
    spanish: 'Necesito más tiempo.',
  },
  {
    english: 'Let me think about it.',
    english_pronunciation: 'let mi think a-BÁUT it',
    spanish: 'Déjame pensarlo.',
  },
  {
    english: 'That makes sense.',
    english_pronunciation: 'dat meiks sens',
    spanish: 'Tiene sentido.',
  },
  {
    english: "I don't understand.",
    english_pronunciation: 'ai dont an-der-STÁND',
    spanish: 'No lo entiendo.',
  },
  {
    english: 'Could you give me an example?',
    english_pronunciation: 'kud iu giv mi an eg-SÁM-pel',
    spanish: '¿Podrías darme un ejemplo?',
  },
  { english: 'Excuse me.', english_pronunciation: 'eks-KIÚS mi', spanish: 'Disculpe.' },
  {
    english: 'Where is the restroom?',
    english_pronunciation: 'juér is de RÉST-rum',
    spanish: '¿Dónde está el baño?',
  },
  {
    english: 'How much does it cost?',
    english_pronunciation: 'jáu mach das it kost',
    spanish: '¿Cuánto cuesta?',
  },
  {
    english: 'Can I pay by card?',
    english_pronunciation: 'kan ai pei bai kard',
    spanish: '¿Puedo pagar con tarjeta?',
  },
  {
    english: "I'd like a coffee, please.",
    english_pronunciation: 'aid laik a KÓ-fi, plis',
    spanish: 'Quisiera un café, por favor.',
  },
  {
    english: 'Could we have the check, please?',
    english_pronunciation: 'kud ui jav de chek, plis',
    spanish: '¿Nos trae la cuenta, por favor?',
  },
  {
    english: 'Keep the change.',
    english_pronunciation: 'kip de cheinch',
    spanish: 'Quédese con el cambio.',
  },
  {
    english: 'Where is the nearest subway station?',
    english_pronunciation: 'juér is de NÍ-rest SÁB-uei STÉI-shon',
    spanish: '¿Dónde está la estación de metro más cercana?',
  },
  {
    english: 'How do I get to the airport?',
    english_pronunciation: 'jáu du ai get tu di ÉR-port',
    spanish: '¿Cómo llego al aeropuerto?',
  },
  { english: "I'm lost.", english_pronunciation: 'aim lost', spanish: 'Me perdí.' },
  {
    english: 'Could you help me, please?',
    english_pronunciation: 'kud iu jelp mi, plis',
    spanish: '¿Podría ayudarme, por favor?',
  },
  {
    english: 'What time is it?',
    english_pronunciation: 'juát taim is it',
    spanish: '¿Qué hora es?',
  },
  {
    english: 'See you tomorrow.',
    english_pronunciation: 'si iu tu-MÓ-rou',
    spanish: 'Hasta mañana.',
  },
  {
    english: 'Have a nice weekend.',
    english_pronunciation: 'jav a nais UÍK-end',
    spanish: 'Que pases un buen fin de semana.',
  },
  { english: 'Take care.', english_pronunciation: 'teik ker', spanish: 'Cuídate.' },
  {
    english: 'Long time no see.',
    english_pronunciation: 'long taim nou si',
    spanish: '¡Cuánto tiempo sin verte!',
  },
  { english: "What's up?", english_pronunciation: 'juáts ap', spanish: '¿Qué pasa? / ¿Qué hay?' },
  {
    english: "I'm looking forward to it.",
    english_pronunciation: 'aim LÚ-king FÓR-uerd tu it',
    spanish: 'Tengo muchas ganas.',
  },
  {
    english: 'Congratulations!',
    english_pronunciation: 'kon-gra-chu-LÉI-shons',
    spanish: '¡Felicitaciones!',
  },
  {
    english: 'Happy birthday!',
    english_pronunciation: 'JÁ-pi BÉRTH-dei',
    spanish: '¡Feliz cumpleaños!',
  },
  { english: "It's up to you.", english_pronunciation: 'its ap tu iu', spanish: 'Tú decides.' },
  { english: 'Never mind.', english_pronunciation: 'NÉ-ver maind', spanish: 'No importa.' },
  {
    english: "I'm afraid I can't make it.",
    english_pronunciation: 'aim a-FRÉID ai kant meik it',
    spanish: 'Me temo que no puedo ir.',
  },
  {
    english: "Let's schedule a call.",
    english_pronunciation: 'lets SKÉ-yul a kol',
    spanish: 'Programemos una llamada.',
  },
  {
    english: 'Does Monday work for you?',
    english_pronunciation: 'das MÁN-dei uerk for iu',
    spanish: '¿Te viene bien el lunes?',
  },
  {
    english: "I'll be out of the office next week.",
    english_pronunciation: 'ail bi aut ov di Ó-fis nekst uik',
    spanish: 'La semana que viene estaré fuera de la oficina.',
  },
  {
    english: 'Can we push the meeting back?',
    english_pronunciation: 'kan ui push de MÍ-ting bak',
    spanish: '¿Podemos retrasar la reunión?',
  },
  {
    english: 'I appreciate your feedback.',
    english_pronunciation: 'ai a-PRÍ-shi-eit ior FÍD-bak',
    spanish: 'Te agradezco los comentarios.',
  },
  { english: 'Good job!', english_pronunciation: 'gud yob', spanish: '¡Buen trabajo!' },
  { english: 'Well done!', english_pronunciation: 'uel dan', spanish: '¡Bien hecho!' },
  {
    english: 'Let me know if you need anything.',
    english_pronunciation: 'let mi nou if iu nid É-ni-thing',
    spanish: 'Avísame si necesitas algo.',
  },
  {
    english: 'Have a good day.',
    english_pronunciation: 'jav a gud dei',
    spanish: 'Que tengas un buen día.',
  },
  { english: 'Good night.', english_pronunciation: 'gud nait', spanish: 'Buenas noches.' },
];
