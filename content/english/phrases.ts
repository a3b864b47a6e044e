/**
 * Phrase tips: useful English for work and daily life, for Spanish speakers.
 *
 * `pronunciation` is a guide written with Spanish spelling; every symbol that does not
 * read as in Spanish is explained in `pronunciationGuide` (content/english/tips.ts,
 * American English). The page's words are there too: the trainer loads this list only
 * after the page has shown its first phrase.
 *
 * `enAudioPage` / `esAudioPage` are optional: when absent, links to a page that reads the
 * phrase aloud are built from the phrase itself. The phrase itself is spoken by the
 * browser's speech synthesis.
 */
export interface Phrase {
  english: string;
  pronunciation: string;
  spanish: string;
  enAudioPage?: string;
  esAudioPage?: string;
}

export const phrases: readonly Phrase[] = [
  {
    english: 'Good morning, everyone.',
    pronunciation: 'gud MÓR-ning, É-vri-uan',
    spanish: 'Buenos días a todos.',
  },
  { english: 'How are you doing?', pronunciation: 'jáu ar iu DÚ-ing', spanish: '¿Cómo estás?' },
  {
    english: 'Nice to meet you.',
    pronunciation: 'nais tu mit iu',
    spanish: 'Encantado/a de conocerte.',
  },
  {
    english: 'Let me introduce myself.',
    pronunciation: 'let mi in-tro-DÚS mai-SÉLF',
    spanish: 'Permíteme presentarme.',
  },
  {
    english: 'What do you do for a living?',
    pronunciation: 'uát du iu du for a LÍ-ving',
    spanish: '¿A qué te dedicas?',
  },
  {
    english: 'I work as a software engineer.',
    pronunciation: 'ai uerk az a SÓFT-uer en-yi-NÍR',
    spanish: 'Trabajo como ingeniero/a de software.',
  },
  {
    english: 'Could you repeat that, please?',
    pronunciation: 'kud iu ri-PÍT dhat, pliz',
    spanish: '¿Podrías repetirlo, por favor?',
  },
  {
    english: 'Could you speak more slowly, please?',
    pronunciation: 'kud iu spik mor SLÓU-li, pliz',
    spanish: '¿Podrías hablar más despacio, por favor?',
  },
  {
    english: "Sorry, I didn't catch that.",
    pronunciation: 'SÁ-ri, ai DÍ-dent kach dhat',
    spanish: 'Perdón, no te entendí bien.',
  },
  {
    english: 'What does this word mean?',
    pronunciation: 'uát daz dhis uerd min',
    spanish: '¿Qué significa esta palabra?',
  },
  {
    english: 'How do you spell that?',
    pronunciation: 'jáu du iu spel dhat',
    spanish: '¿Cómo se escribe eso?',
  },
  {
    english: "Let me check and I'll get back to you.",
    pronunciation: 'let mi chek and ail get bak tu iu',
    spanish: 'Déjame revisarlo y te aviso.',
  },
  {
    english: "I'll keep you posted.",
    pronunciation: 'ail kip iu PÓUS-ted',
    spanish: 'Te mantendré al tanto.',
  },
  {
    english: 'Thanks for your help.',
    pronunciation: 'thenks for ior jelp',
    spanish: 'Gracias por tu ayuda.',
  },
  { english: "You're welcome.", pronunciation: 'iur UÉL-kam', spanish: 'De nada.' },
  { english: 'No worries.', pronunciation: 'nou UÉ-riz', spanish: 'No te preocupes.' },
  {
    english: 'Can I ask you a question?',
    pronunciation: 'kan ai ask iu a KUÉS-chon',
    spanish: '¿Puedo hacerte una pregunta?',
  },
  {
    english: 'I have a meeting at ten.',
    pronunciation: 'ai jav a MÍ-ting at ten',
    spanish: 'Tengo una reunión a las diez.',
  },
  { english: "Let's get started.", pronunciation: 'lets get STÁR-ted', spanish: 'Empecemos.' },
  {
    english: 'Can everyone hear me?',
    pronunciation: 'kan É-vri-uan jir mi',
    spanish: '¿Me escuchan todos?',
  },
  {
    english: "You're on mute.",
    pronunciation: 'iur on miut',
    spanish: 'Tienes el micrófono silenciado.',
  },
  {
    english: 'Can you see my screen?',
    pronunciation: 'kan iu si mai skrin',
    spanish: '¿Ves mi pantalla?',
  },
  {
    english: "I'll share my screen.",
    pronunciation: 'ail sher mai skrin',
    spanish: 'Voy a compartir mi pantalla.',
  },
  {
    english: "Let's move on to the next point.",
    pronunciation: 'lets muv on tu dhe nekst point',
    spanish: 'Pasemos al siguiente punto.',
  },
  {
    english: 'Does anyone have any questions?',
    pronunciation: 'daz É-ni-uan jav É-ni KUÉS-chonz',
    spanish: '¿Alguien tiene alguna pregunta?',
  },
  {
    english: 'I agree with you.',
    pronunciation: 'ai a-GRÍ uidh iu',
    spanish: 'Estoy de acuerdo contigo.',
  },
  {
    english: "I'm not sure I agree.",
    pronunciation: 'aim nat shur ai a-GRÍ',
    spanish: 'No sé si estoy de acuerdo.',
  },
  {
    english: "That's a good point.",
    pronunciation: 'dhats a gud point',
    spanish: 'Buena observación.',
  },
  {
    english: "Let's take a short break.",
    pronunciation: 'lets teik a short breik',
    spanish: 'Hagamos una pausa corta.',
  },
  { english: "Let's wrap it up.", pronunciation: 'lets rap it ap', spanish: 'Vamos terminando.' },
  {
    english: "What's the deadline?",
    pronunciation: 'uáts dhe DÉD-lain',
    spanish: '¿Cuál es la fecha límite?',
  },
  {
    english: "I'm running late.",
    pronunciation: 'aim RÁ-ning leit',
    spanish: 'Voy a llegar tarde.',
  },
  {
    english: 'Sorry for the delay.',
    pronunciation: 'SÁ-ri for dhe di-LÉI',
    spanish: 'Perdón por la demora.',
  },
  {
    english: "I'm working from home today.",
    pronunciation: 'aim UÉR-king from joum tu-DÉI',
    spanish: 'Hoy trabajo desde casa.',
  },
  {
    english: "I'll send you an email.",
    pronunciation: 'ail send iu an Í-meil',
    spanish: 'Te enviaré un correo.',
  },
  {
    english: 'Please find the file attached.',
    pronunciation: 'pliz faind dhe fail a-TÁCHT',
    spanish: 'Te adjunto el archivo.',
  },
  {
    english: 'Could you take a look at this?',
    pronunciation: 'kud iu teik a luk at dhis',
    spanish: '¿Podrías echarle un vistazo a esto?',
  },
  { english: "I'm on it.", pronunciation: 'aim on it', spanish: 'Me encargo.' },
  {
    english: 'It works on my machine.',
    pronunciation: 'it uerks on mai ma-SHÍN',
    spanish: 'En mi computadora funciona.',
  },
  { english: 'I found a bug.', pronunciation: 'ai faund a bag', spanish: 'Encontré un error.' },
  {
    english: 'The build is broken.',
    pronunciation: 'dhe bild iz BRÓU-ken',
    spanish: 'La compilación falla.',
  },
  {
    english: "Let's pair on this.",
    pronunciation: 'lets per on dhis',
    spanish: 'Hagamos esto en pareja.',
  },
  {
    english: 'Can you review my pull request?',
    pronunciation: 'kan iu ri-VIÚ mai pul ri-KUÉST',
    spanish: '¿Puedes revisar mi pull request?',
  },
  {
    english: "I'll fix it right away.",
    pronunciation: 'ail fiks it rait a-UÉI',
    spanish: 'Lo arreglo enseguida.',
  },
  {
    english: "It's not a priority right now.",
    pronunciation: 'its nat a prai-Ó-ri-ti rait náu',
    spanish: 'Ahora mismo no es una prioridad.',
  },
  {
    english: "What's the status of the project?",
    pronunciation: 'uáts dhe STÉI-tus ov dhe PRÁ-yekt',
    spanish: '¿Cómo va el proyecto?',
  },
  { english: "We're on track.", pronunciation: 'uir on trak', spanish: 'Vamos según lo previsto.' },
  {
    english: "We're behind schedule.",
    pronunciation: 'uir bi-JÁIND SKÉ-yul',
    spanish: 'Vamos atrasados respecto al plan.',
  },
  {
    english: 'I need more time.',
    pronunciation: 'ai nid mor taim',
    spanish: 'Necesito más tiempo.',
  },
  {
    english: 'Let me think about it.',
    pronunciation: 'let mi think a-BÁUT it',
    spanish: 'Déjame pensarlo.',
  },
  { english: 'That makes sense.', pronunciation: 'dhat meiks sens', spanish: 'Tiene sentido.' },
  {
    english: "I don't understand.",
    pronunciation: 'ai dount an-der-STÁND',
    spanish: 'No lo entiendo.',
  },
  {
    english: 'Could you give me an example?',
    pronunciation: 'kud iu giv mi an ig-ZÁM-pel',
    spanish: '¿Podrías darme un ejemplo?',
  },
  { english: 'Excuse me.', pronunciation: 'eks-KIÚZ mi', spanish: 'Disculpe.' },
  {
    english: 'Where is the restroom?',
    pronunciation: 'uér iz dhe RÉST-rum',
    spanish: '¿Dónde está el baño?',
  },
  {
    english: 'How much does it cost?',
    pronunciation: 'jáu mach daz it kost',
    spanish: '¿Cuánto cuesta?',
  },
  {
    english: 'Can I pay by card?',
    pronunciation: 'kan ai pei bai kard',
    spanish: '¿Puedo pagar con tarjeta?',
  },
  {
    english: "I'd like a coffee, please.",
    pronunciation: 'aid laik a KÓ-fi, pliz',
    spanish: 'Quisiera un café, por favor.',
  },
  {
    english: 'Could we have the check, please?',
    pronunciation: 'kud ui jav dhe chek, pliz',
    spanish: '¿Nos trae la cuenta, por favor?',
  },
  {
    english: 'Keep the change.',
    pronunciation: 'kip dhe cheinch',
    spanish: 'Quédese con el cambio.',
  },
  {
    english: 'Where is the nearest subway station?',
    pronunciation: 'uér iz dhe NÍ-rest SÁB-uei STÉI-shon',
    spanish: '¿Dónde está la estación de metro más cercana?',
  },
  {
    english: 'How do I get to the airport?',
    pronunciation: 'jáu du ai get tu dhi ÉR-port',
    spanish: '¿Cómo llego al aeropuerto?',
  },
  { english: "I'm lost.", pronunciation: 'aim lost', spanish: 'Me perdí.' },
  {
    english: 'Could you help me, please?',
    pronunciation: 'kud iu jelp mi, pliz',
    spanish: '¿Podría ayudarme, por favor?',
  },
  { english: 'What time is it?', pronunciation: 'uát taim iz it', spanish: '¿Qué hora es?' },
  { english: 'See you tomorrow.', pronunciation: 'si iu tu-MÁ-rou', spanish: 'Hasta mañana.' },
  {
    english: 'Have a nice weekend.',
    pronunciation: 'jav a nais UÍK-end',
    spanish: 'Que pases un buen fin de semana.',
  },
  { english: 'Take care.', pronunciation: 'teik ker', spanish: 'Cuídate.' },
  {
    english: 'Long time no see.',
    pronunciation: 'long taim nou si',
    spanish: '¡Cuánto tiempo sin verte!',
  },
  { english: "What's up?", pronunciation: 'uáts ap', spanish: '¿Qué tal? / ¿Qué hay?' },
  {
    english: "I'm looking forward to it.",
    pronunciation: 'aim LÚ-king FÓR-uerd tu it',
    spanish: 'Tengo muchas ganas.',
  },
  {
    english: 'Congratulations!',
    pronunciation: 'kon-gra-chu-LÉI-shonz',
    spanish: '¡Felicitaciones!',
  },
  { english: 'Happy birthday!', pronunciation: 'JÁ-pi BÉRTH-dei', spanish: '¡Feliz cumpleaños!' },
  { english: "It's up to you.", pronunciation: 'its ap tu iu', spanish: 'Tú decides.' },
  { english: 'Never mind.', pronunciation: 'NÉ-ver maind', spanish: 'No importa.' },
  {
    english: "I'm afraid I can't make it.",
    pronunciation: 'aim a-FRÉID ai kant meik it',
    spanish: 'Me temo que no puedo ir.',
  },
  {
    english: "Let's schedule a call.",
    pronunciation: 'lets SKÉ-yul a kol',
    spanish: 'Programemos una llamada.',
  },
  {
    english: 'Does Monday work for you?',
    pronunciation: 'daz MÁN-dei uerk for iu',
    spanish: '¿Te viene bien el lunes?',
  },
  {
    english: "I'll be out of the office next week.",
    pronunciation: 'ail bi aut ov dhi Á-fis nekst uik',
    spanish: 'La semana que viene estaré fuera de la oficina.',
  },
  {
    english: 'Can we push the meeting back?',
    pronunciation: 'kan ui push dhe MÍ-ting bak',
    spanish: '¿Podemos retrasar la reunión?',
  },
  {
    english: 'I appreciate your feedback.',
    pronunciation: 'ai a-PRÍ-shi-eit ior FÍD-bak',
    spanish: 'Te agradezco los comentarios.',
  },
  { english: 'Good job!', pronunciation: 'gud yab', spanish: '¡Buen trabajo!' },
  { english: 'Well done!', pronunciation: 'uel dan', spanish: '¡Bien hecho!' },
  {
    english: 'Let me know if you need anything.',
    pronunciation: 'let mi nou if iu nid É-ni-thing',
    spanish: 'Avísame si necesitas algo.',
  },
  {
    english: 'Have a good day.',
    pronunciation: 'jav a gud dei',
    spanish: 'Que tengas un buen día.',
  },
  { english: 'Good night.', pronunciation: 'gud nait', spanish: 'Buenas noches.' },
];
