/**
 * Antonym pairs of the matching game: each pair is two opposite English words with
 * their Spanish meaning. The first word goes to the 'Select 1' list and the second to
 * 'Select 2'. An English word may appear in more than one pair (light / heavy, light /
 * dark); a round never shows the same English word twice.
 *
 * The optional third element is the pair's meaning group: pairs whose words can swap
 * partners (big / small and huge / tiny: big is also the opposite of tiny) share a
 * group, and a round never shows two pairs of one group, so a correct opposite is never
 * scored wrong. A pair without a group is a group of its own.
 *
 * The game's words are in ./antonyms-texts.ts: the game loads this list only after the
 * page has shown its first round.
 */
export interface AntonymWord {
  en: string;
  es: string;
}

export type AntonymPair = readonly [left: AntonymWord, right: AntonymWord, group?: string];

export const antonymPairs: readonly AntonymPair[] = [
  [{ en: 'hot', es: 'caliente' }, { en: 'cold', es: 'frío' }, 'temperature'],
  [{ en: 'big', es: 'grande' }, { en: 'small', es: 'pequeño' }, 'size'],
  [{ en: 'tall', es: 'alto' }, { en: 'short', es: 'bajo' }, 'height'],
  [
    { en: 'long', es: 'largo' },
    { en: 'short', es: 'corto' },
  ],
  [{ en: 'young', es: 'joven' }, { en: 'old', es: 'viejo' }, 'age'],
  [{ en: 'new', es: 'nuevo' }, { en: 'old', es: 'viejo' }, 'age'],
  [{ en: 'ancient', es: 'antiguo' }, { en: 'modern', es: 'moderno' }, 'age'],
  [{ en: 'happy', es: 'feliz' }, { en: 'sad', es: 'triste' }, 'mood'],
  [{ en: 'fast', es: 'rápido' }, { en: 'slow', es: 'lento' }, 'speed'],
  [
    { en: 'early', es: 'temprano' },
    { en: 'late', es: 'tarde' },
  ],
  [{ en: 'easy', es: 'fácil' }, { en: 'difficult', es: 'difícil' }, 'difficulty'],
  [
    { en: 'good', es: 'bueno' },
    { en: 'bad', es: 'malo' },
  ],
  [
    { en: 'rich', es: 'rico' },
    { en: 'poor', es: 'pobre' },
  ],
  [{ en: 'strong', es: 'fuerte' }, { en: 'weak', es: 'débil' }, 'power'],
  [
    { en: 'heavy', es: 'pesado' },
    { en: 'light', es: 'ligero' },
  ],
  [{ en: 'light', es: 'claro' }, { en: 'dark', es: 'oscuro' }, 'brightness'],
  [{ en: 'clean', es: 'limpio' }, { en: 'dirty', es: 'sucio' }, 'order'],
  [
    { en: 'open', es: 'abierto' },
    { en: 'closed', es: 'cerrado' },
  ],
  [{ en: 'full', es: 'lleno' }, { en: 'empty', es: 'vacío' }, 'fullness'],
  [{ en: 'wet', es: 'mojado' }, { en: 'dry', es: 'seco' }, 'moisture'],
  [{ en: 'hard', es: 'duro' }, { en: 'soft', es: 'blando' }, 'difficulty'],
  [{ en: 'thick', es: 'grueso' }, { en: 'thin', es: 'delgado' }, 'width'],
  [
    { en: 'wide', es: 'ancho' },
    { en: 'narrow', es: 'estrecho' },
  ],
  [
    { en: 'deep', es: 'profundo' },
    { en: 'shallow', es: 'poco profundo' },
  ],
  [{ en: 'high', es: 'alto' }, { en: 'low', es: 'bajo' }, 'height'],
  [
    { en: 'loud', es: 'ruidoso' },
    { en: 'quiet', es: 'silencioso' },
  ],
  [{ en: 'true', es: 'verdadero' }, { en: 'false', es: 'falso' }, 'truth'],
  [
    { en: 'right', es: 'correcto' },
    { en: 'wrong', es: 'incorrecto' },
  ],
  [{ en: 'safe', es: 'seguro' }, { en: 'dangerous', es: 'peligroso' }, 'safety'],
  [
    { en: 'cheap', es: 'barato' },
    { en: 'expensive', es: 'caro' },
  ],
  [
    { en: 'beautiful', es: 'hermoso' },
    { en: 'ugly', es: 'feo' },
  ],
  [{ en: 'friendly', es: 'amistoso' }, { en: 'hostile', es: 'hostil' }, 'manners'],
  [{ en: 'polite', es: 'educado' }, { en: 'rude', es: 'grosero' }, 'manners'],
  [{ en: 'brave', es: 'valiente' }, { en: 'cowardly', es: 'cobarde' }, 'boldness'],
  [{ en: 'calm', es: 'tranquilo' }, { en: 'nervous', es: 'nervioso' }, 'calm'],
  [{ en: 'careful', es: 'cuidadoso' }, { en: 'careless', es: 'descuidado' }, 'care'],
  [
    { en: 'wise', es: 'sabio' },
    { en: 'foolish', es: 'insensato' },
  ],
  [{ en: 'common', es: 'común' }, { en: 'rare', es: 'raro' }, 'normality'],
  [{ en: 'complex', es: 'complejo' }, { en: 'simple', es: 'simple' }, 'difficulty'],
  [{ en: 'accurate', es: 'preciso' }, { en: 'inaccurate', es: 'impreciso' }, 'precision'],
  [
    { en: 'alive', es: 'vivo' },
    { en: 'dead', es: 'muerto' },
  ],
  [
    { en: 'sweet', es: 'dulce' },
    { en: 'bitter', es: 'amargo' },
  ],
  [{ en: 'fat', es: 'gordo' }, { en: 'slim', es: 'delgado' }, 'width'],
  [
    { en: 'famous', es: 'famoso' },
    { en: 'unknown', es: 'desconocido' },
  ],
  [
    { en: 'fresh', es: 'fresco' },
    { en: 'stale', es: 'pasado' },
  ],
  [
    { en: 'guilty', es: 'culpable' },
    { en: 'innocent', es: 'inocente' },
  ],
  [
    { en: 'healthy', es: 'sano' },
    { en: 'sick', es: 'enfermo' },
  ],
  [
    { en: 'honest', es: 'honesto' },
    { en: 'dishonest', es: 'deshonesto' },
  ],
  [{ en: 'kind', es: 'amable' }, { en: 'cruel', es: 'cruel' }, 'kindness'],
  [
    { en: 'lazy', es: 'perezoso' },
    { en: 'hardworking', es: 'trabajador' },
  ],
  [
    { en: 'legal', es: 'legal' },
    { en: 'illegal', es: 'ilegal' },
  ],
  [{ en: 'major', es: 'mayor' }, { en: 'minor', es: 'menor' }, 'importance'],
  [
    { en: 'male', es: 'masculino' },
    { en: 'female', es: 'femenino' },
  ],
  [
    { en: 'maximum', es: 'máximo' },
    { en: 'minimum', es: 'mínimo' },
  ],
  [
    { en: 'near', es: 'cerca' },
    { en: 'far', es: 'lejos' },
  ],
  [{ en: 'normal', es: 'normal' }, { en: 'abnormal', es: 'anormal' }, 'normality'],
  [{ en: 'optimistic', es: 'optimista' }, { en: 'pessimistic', es: 'pesimista' }, 'outlook'],
  [
    { en: 'patient', es: 'paciente' },
    { en: 'impatient', es: 'impaciente' },
  ],
  [{ en: 'positive', es: 'positivo' }, { en: 'negative', es: 'negativo' }, 'outlook'],
  [
    { en: 'possible', es: 'posible' },
    { en: 'impossible', es: 'imposible' },
  ],
  [
    { en: 'present', es: 'presente' },
    { en: 'absent', es: 'ausente' },
  ],
  [
    { en: 'private', es: 'privado' },
    { en: 'public', es: 'público' },
  ],
  [{ en: 'proud', es: 'orgulloso' }, { en: 'humble', es: 'humilde' }, 'pride'],
  [
    { en: 'raw', es: 'crudo' },
    { en: 'cooked', es: 'cocido' },
  ],
  [{ en: 'genuine', es: 'auténtico' }, { en: 'fake', es: 'falso' }, 'truth'],
  [{ en: 'relaxed', es: 'relajado' }, { en: 'tense', es: 'tenso' }, 'calm'],
  [
    { en: 'rough', es: 'áspero' },
    { en: 'smooth', es: 'liso' },
  ],
  [{ en: 'sharp', es: 'afilado' }, { en: 'blunt', es: 'desafilado' }, 'brightness'],
  [
    { en: 'single', es: 'soltero' },
    { en: 'married', es: 'casado' },
  ],
  [{ en: 'special', es: 'especial' }, { en: 'ordinary', es: 'corriente' }, 'normality'],
  [
    { en: 'straight', es: 'recto' },
    { en: 'curved', es: 'curvo' },
  ],
  [{ en: 'strict', es: 'estricto' }, { en: 'lenient', es: 'permisivo' }, 'kindness'],
  [
    { en: 'certain', es: 'cierto' },
    { en: 'uncertain', es: 'incierto' },
  ],
  [{ en: 'tidy', es: 'ordenado' }, { en: 'messy', es: 'desordenado' }, 'order'],
  [
    { en: 'tight', es: 'apretado' },
    { en: 'loose', es: 'suelto' },
  ],
  [
    { en: 'tired', es: 'cansado' },
    { en: 'rested', es: 'descansado' },
  ],
  [{ en: 'useful', es: 'útil' }, { en: 'useless', es: 'inútil' }, 'usefulness'],
  [
    { en: 'valid', es: 'válido' },
    { en: 'invalid', es: 'no válido' },
  ],
  [
    { en: 'visible', es: 'visible' },
    { en: 'invisible', es: 'invisible' },
  ],
  [{ en: 'warm', es: 'cálido' }, { en: 'cool', es: 'fresco' }, 'temperature'],
  [
    { en: 'wild', es: 'salvaje' },
    { en: 'tame', es: 'manso' },
  ],
  [
    { en: 'awake', es: 'despierto' },
    { en: 'asleep', es: 'dormido' },
  ],
  [
    { en: 'active', es: 'activo' },
    { en: 'passive', es: 'pasivo' },
  ],
  [
    { en: 'artificial', es: 'artificial' },
    { en: 'natural', es: 'natural' },
  ],
  [
    { en: 'available', es: 'disponible' },
    { en: 'unavailable', es: 'no disponible' },
    'availability',
  ],
  [
    { en: 'better', es: 'mejor' },
    { en: 'worse', es: 'peor' },
  ],
  [
    { en: 'best', es: 'el mejor' },
    { en: 'worst', es: 'el peor' },
  ],
  [{ en: 'bright', es: 'brillante' }, { en: 'dim', es: 'tenue' }, 'brightness'],
  [{ en: 'busy', es: 'ocupado' }, { en: 'free', es: 'libre' }, 'availability'],
  [{ en: 'cheerful', es: 'alegre' }, { en: 'gloomy', es: 'sombrío' }, 'mood'],
  [
    { en: 'comfortable', es: 'cómodo' },
    { en: 'uncomfortable', es: 'incómodo' },
  ],
  [{ en: 'constant', es: 'constante' }, { en: 'variable', es: 'variable' }, 'change'],
  [{ en: 'crowded', es: 'concurrido' }, { en: 'deserted', es: 'desierto' }, 'fullness'],
  [
    { en: 'boring', es: 'aburrido' },
    { en: 'interesting', es: 'interesante' },
  ],
  [
    { en: 'efficient', es: 'eficiente' },
    { en: 'inefficient', es: 'ineficiente' },
  ],
  [{ en: 'equal', es: 'igual' }, { en: 'unequal', es: 'desigual' }, 'sameness'],
  [{ en: 'exact', es: 'exacto' }, { en: 'approximate', es: 'aproximado' }, 'precision'],
  [{ en: 'internal', es: 'interno' }, { en: 'external', es: 'externo' }, 'inside'],
  [
    { en: 'fair', es: 'justo' },
    { en: 'unfair', es: 'injusto' },
  ],
  [{ en: 'fancy', es: 'sofisticado' }, { en: 'plain', es: 'sencillo' }, 'difficulty'],
  [
    { en: 'fertile', es: 'fértil' },
    { en: 'barren', es: 'estéril' },
  ],
  [
    { en: 'first', es: 'primero' },
    { en: 'last', es: 'último' },
  ],
  [{ en: 'fixed', es: 'fijo' }, { en: 'movable', es: 'móvil' }, 'change'],
  [
    { en: 'flexible', es: 'flexible' },
    { en: 'rigid', es: 'rígido' },
  ],
  [
    { en: 'native', es: 'nativo' },
    { en: 'foreign', es: 'extranjero' },
  ],
  [
    { en: 'formal', es: 'formal' },
    { en: 'informal', es: 'informal' },
  ],
  [{ en: 'frequent', es: 'frecuente' }, { en: 'occasional', es: 'ocasional' }, 'normality'],
  [{ en: 'generous', es: 'generoso' }, { en: 'stingy', es: 'tacaño' }, 'generosity'],
  [{ en: 'gentle', es: 'delicado' }, { en: 'harsh', es: 'severo' }, 'kindness'],
  [
    { en: 'global', es: 'global' },
    { en: 'local', es: 'local' },
  ],
  [{ en: 'glad', es: 'contento' }, { en: 'sorry', es: 'apenado' }, 'mood'],
  [{ en: 'helpful', es: 'servicial' }, { en: 'unhelpful', es: 'poco servicial' }, 'usefulness'],
  [
    { en: 'hollow', es: 'hueco' },
    { en: 'solid', es: 'macizo' },
  ],
  [
    { en: 'horizontal', es: 'horizontal' },
    { en: 'vertical', es: 'vertical' },
  ],
  [{ en: 'huge', es: 'enorme' }, { en: 'tiny', es: 'diminuto' }, 'size'],
  [{ en: 'humid', es: 'húmedo' }, { en: 'arid', es: 'árido' }, 'moisture'],
  [{ en: 'important', es: 'importante' }, { en: 'trivial', es: 'trivial' }, 'importance'],
  [{ en: 'inner', es: 'interior' }, { en: 'outer', es: 'exterior' }, 'inside'],
  [
    { en: 'junior', es: 'júnior' },
    { en: 'senior', es: 'sénior' },
  ],
  [
    { en: 'lucky', es: 'afortunado' },
    { en: 'unlucky', es: 'desafortunado' },
  ],
  [{ en: 'mature', es: 'maduro' }, { en: 'immature', es: 'inmaduro' }, 'ripeness'],
  [
    { en: 'odd', es: 'impar' },
    { en: 'even', es: 'par' },
  ],
  [{ en: 'optional', es: 'opcional' }, { en: 'mandatory', es: 'obligatorio' }, 'obligation'],
  [
    { en: 'past', es: 'pasado' },
    { en: 'future', es: 'futuro' },
  ],
  [
    { en: 'permanent', es: 'permanente' },
    { en: 'temporary', es: 'temporal' },
  ],
  [
    { en: 'singular', es: 'singular' },
    { en: 'plural', es: 'plural' },
  ],
  [
    { en: 'popular', es: 'popular' },
    { en: 'unpopular', es: 'impopular' },
  ],
  [{ en: 'powerful', es: 'poderoso' }, { en: 'powerless', es: 'sin poder' }, 'power'],
  [
    { en: 'previous', es: 'anterior' },
    { en: 'next', es: 'siguiente' },
  ],
  [
    { en: 'pure', es: 'puro' },
    { en: 'impure', es: 'impuro' },
  ],
  [
    { en: 'prepared', es: 'preparado' },
    { en: 'unprepared', es: 'no preparado' },
  ],
  [
    { en: 'reliable', es: 'confiable' },
    { en: 'unreliable', es: 'poco confiable' },
  ],
  [{ en: 'same', es: 'mismo' }, { en: 'different', es: 'diferente' }, 'sameness'],
  [{ en: 'secure', es: 'seguro' }, { en: 'insecure', es: 'inseguro' }, 'safety'],
  [{ en: 'selfish', es: 'egoísta' }, { en: 'selfless', es: 'desinteresado' }, 'generosity'],
  [
    { en: 'sensitive', es: 'sensible' },
    { en: 'insensitive', es: 'insensible' },
  ],
  [
    { en: 'serious', es: 'serio' },
    { en: 'funny', es: 'gracioso' },
  ],
  [{ en: 'shiny', es: 'brillante' }, { en: 'dull', es: 'sin brillo' }, 'brightness'],
  [{ en: 'shy', es: 'tímido' }, { en: 'outgoing', es: 'extrovertido' }, 'boldness'],
  [
    { en: 'sober', es: 'sobrio' },
    { en: 'drunk', es: 'borracho' },
  ],
  [
    { en: 'dense', es: 'denso' },
    { en: 'sparse', es: 'disperso' },
  ],
  [
    { en: 'stable', es: 'estable' },
    { en: 'unstable', es: 'inestable' },
  ],
  [
    { en: 'still', es: 'quieto' },
    { en: 'moving', es: 'en movimiento' },
  ],
  [
    { en: 'sunny', es: 'soleado' },
    { en: 'cloudy', es: 'nublado' },
  ],
  [
    { en: 'superior', es: 'superior' },
    { en: 'inferior', es: 'inferior' },
  ],
  [
    { en: 'synchronous', es: 'síncrono' },
    { en: 'asynchronous', es: 'asíncrono' },
  ],
  [{ en: 'tough', es: 'duro' }, { en: 'tender', es: 'tierno' }, 'difficulty'],
  [{ en: 'transparent', es: 'transparente' }, { en: 'opaque', es: 'opaco' }, 'clarity'],
  [
    { en: 'urban', es: 'urbano' },
    { en: 'rural', es: 'rural' },
  ],
  [{ en: 'vague', es: 'vago' }, { en: 'precise', es: 'preciso' }, 'precision'],
  [{ en: 'voluntary', es: 'voluntario' }, { en: 'compulsory', es: 'obligatorio' }, 'obligation'],
  [{ en: 'whole', es: 'entero' }, { en: 'partial', es: 'parcial' }, 'completeness'],
  [
    { en: 'willing', es: 'dispuesto' },
    { en: 'unwilling', es: 'reacio' },
  ],
  [
    { en: 'accidental', es: 'accidental' },
    { en: 'intentional', es: 'intencionado' },
  ],
  [{ en: 'cautious', es: 'prudente' }, { en: 'reckless', es: 'imprudente' }, 'care'],
  [{ en: 'clear', es: 'claro' }, { en: 'unclear', es: 'poco claro' }, 'clarity'],
  [
    { en: 'conscious', es: 'consciente' },
    { en: 'unconscious', es: 'inconsciente' },
  ],
  [
    { en: 'convenient', es: 'práctico' },
    { en: 'inconvenient', es: 'poco práctico' },
  ],
  [
    { en: 'decent', es: 'decente' },
    { en: 'indecent', es: 'indecente' },
  ],
  [
    { en: 'dependent', es: 'dependiente' },
    { en: 'independent', es: 'independiente' },
  ],
  [
    { en: 'direct', es: 'directo' },
    { en: 'indirect', es: 'indirecto' },
  ],
  [
    { en: 'dynamic', es: 'dinámico' },
    { en: 'static', es: 'estático' },
  ],
  [{ en: 'faithful', es: 'fiel' }, { en: 'unfaithful', es: 'infiel' }, 'loyalty'],
  [
    { en: 'finite', es: 'finito' },
    { en: 'infinite', es: 'infinito' },
  ],
  [{ en: 'hopeful', es: 'esperanzado' }, { en: 'hopeless', es: 'sin esperanza' }, 'outlook'],
  [
    { en: 'legible', es: 'legible' },
    { en: 'illegible', es: 'ilegible' },
  ],
  [
    { en: 'literal', es: 'literal' },
    { en: 'figurative', es: 'figurado' },
  ],
  [{ en: 'logical', es: 'lógico' }, { en: 'illogical', es: 'ilógico' }, 'logic'],
  [{ en: 'loyal', es: 'leal' }, { en: 'disloyal', es: 'desleal' }, 'loyalty'],
  [
    { en: 'moral', es: 'moral' },
    { en: 'immoral', es: 'inmoral' },
  ],
  [
    { en: 'necessary', es: 'necesario' },
    { en: 'unnecessary', es: 'innecesario' },
  ],
  [
    { en: 'objective', es: 'objetivo' },
    { en: 'subjective', es: 'subjetivo' },
  ],
  [
    { en: 'obedient', es: 'obediente' },
    { en: 'disobedient', es: 'desobediente' },
  ],
  [{ en: 'organized', es: 'organizado' }, { en: 'disorganized', es: 'desorganizado' }, 'order'],
  [
    { en: 'perfect', es: 'perfecto' },
    { en: 'imperfect', es: 'imperfecto' },
  ],
  [
    { en: 'pleasant', es: 'agradable' },
    { en: 'unpleasant', es: 'desagradable' },
  ],
  [
    { en: 'predictable', es: 'predecible' },
    { en: 'unpredictable', es: 'impredecible' },
  ],
  [
    { en: 'probable', es: 'probable' },
    { en: 'improbable', es: 'improbable' },
  ],
  [{ en: 'rational', es: 'racional' }, { en: 'irrational', es: 'irracional' }, 'logic'],
  [
    { en: 'regular', es: 'regular' },
    { en: 'irregular', es: 'irregular' },
  ],
  [
    { en: 'relevant', es: 'relevante' },
    { en: 'irrelevant', es: 'irrelevante' },
  ],
  [
    { en: 'responsible', es: 'responsable' },
    { en: 'irresponsible', es: 'irresponsable' },
  ],
  [
    { en: 'reversible', es: 'reversible' },
    { en: 'irreversible', es: 'irreversible' },
  ],
  [
    { en: 'satisfied', es: 'satisfecho' },
    { en: 'dissatisfied', es: 'insatisfecho' },
  ],
  [
    { en: 'sufficient', es: 'suficiente' },
    { en: 'insufficient', es: 'insuficiente' },
  ],
  [
    { en: 'tolerant', es: 'tolerante' },
    { en: 'intolerant', es: 'intolerante' },
  ],
  [{ en: 'usual', es: 'habitual' }, { en: 'unusual', es: 'inusual' }, 'normality'],
  [
    { en: 'mortal', es: 'mortal' },
    { en: 'immortal', es: 'inmortal' },
  ],
  [
    { en: 'sane', es: 'cuerdo' },
    { en: 'insane', es: 'loco' },
  ],
  [
    { en: 'competent', es: 'competente' },
    { en: 'incompetent', es: 'incompetente' },
  ],
  [
    { en: 'compatible', es: 'compatible' },
    { en: 'incompatible', es: 'incompatible' },
  ],
  [{ en: 'complete', es: 'completo' }, { en: 'incomplete', es: 'incompleto' }, 'completeness'],
  [
    { en: 'consistent', es: 'coherente' },
    { en: 'inconsistent', es: 'incoherente' },
  ],
  [
    { en: 'digital', es: 'digital' },
    { en: 'analog', es: 'analógico' },
  ],
  [
    { en: 'manual', es: 'manual' },
    { en: 'automatic', es: 'automático' },
  ],
  [
    { en: 'mutable', es: 'mutable' },
    { en: 'immutable', es: 'inmutable' },
  ],
  [
    { en: 'explicit', es: 'explícito' },
    { en: 'implicit', es: 'implícito' },
  ],
  [
    { en: 'concrete', es: 'concreto' },
    { en: 'abstract', es: 'abstracto' },
  ],
  [
    { en: 'specific', es: 'específico' },
    { en: 'general', es: 'general' },
  ],
  [
    { en: 'ascending', es: 'ascendente' },
    { en: 'descending', es: 'descendente' },
  ],
  [
    { en: 'primary', es: 'primario' },
    { en: 'secondary', es: 'secundario' },
  ],
  [{ en: 'arrogant', es: 'arrogante' }, { en: 'modest', es: 'modesto' }, 'pride'],
  [{ en: 'bold', es: 'audaz' }, { en: 'timid', es: 'tímido' }, 'boldness'],
  [
    { en: 'clumsy', es: 'torpe' },
    { en: 'graceful', es: 'elegante' },
  ],
  [
    { en: 'hungry', es: 'hambriento' },
    { en: 'full', es: 'lleno' },
  ],
  [
    { en: 'spicy', es: 'picante' },
    { en: 'mild', es: 'suave' },
  ],
  [{ en: 'ripe', es: 'maduro' }, { en: 'unripe', es: 'verde' }, 'ripeness'],
  [
    { en: 'delicious', es: 'delicioso' },
    { en: 'disgusting', es: 'asqueroso' },
  ],
  [
    { en: 'online', es: 'en línea' },
    { en: 'offline', es: 'sin conexión' },
  ],
  [{ en: 'inside', es: 'dentro' }, { en: 'outside', es: 'fuera' }, 'inside'],
  [{ en: 'above', es: 'encima' }, { en: 'below', es: 'debajo' }, 'position'],
  [
    { en: 'before', es: 'antes' },
    { en: 'after', es: 'después' },
  ],
  [
    { en: 'always', es: 'siempre' },
    { en: 'never', es: 'nunca' },
  ],
  [
    { en: 'here', es: 'aquí' },
    { en: 'there', es: 'allí' },
  ],
  [{ en: 'up', es: 'arriba' }, { en: 'down', es: 'abajo' }, 'position'],
  [
    { en: 'on', es: 'encendido' },
    { en: 'off', es: 'apagado' },
  ],
  [
    { en: 'yes', es: 'sí' },
    { en: 'no', es: 'no' },
  ],
  [{ en: 'all', es: 'todos' }, { en: 'none', es: 'ninguno' }, 'quantity'],
  [{ en: 'everything', es: 'todo' }, { en: 'nothing', es: 'nada' }, 'quantity'],
  [
    { en: 'many', es: 'muchos' },
    { en: 'few', es: 'pocos' },
  ],
  [
    { en: 'more', es: 'más' },
    { en: 'less', es: 'menos' },
  ],
  [
    { en: 'often', es: 'a menudo' },
    { en: 'seldom', es: 'rara vez' },
  ],
  [
    { en: 'together', es: 'juntos' },
    { en: 'apart', es: 'separados' },
  ],
  [
    { en: 'forward', es: 'hacia delante' },
    { en: 'backward', es: 'hacia atrás' },
  ],
  [
    { en: 'with', es: 'con' },
    { en: 'without', es: 'sin' },
  ],
  [
    { en: 'for', es: 'a favor de' },
    { en: 'against', es: 'en contra de' },
  ],
  [{ en: 'over', es: 'sobre' }, { en: 'under', es: 'debajo de' }, 'position'],
  [{ en: 'front', es: 'delantero' }, { en: 'rear', es: 'trasero' }, 'front-back'],
  [
    { en: 'everywhere', es: 'en todas partes' },
    { en: 'nowhere', es: 'en ninguna parte' },
  ],
  [
    { en: 'somebody', es: 'alguien' },
    { en: 'nobody', es: 'nadie' },
  ],
  [{ en: 'quickly', es: 'rápidamente' }, { en: 'slowly', es: 'lentamente' }, 'speed'],
  [
    { en: 'upstairs', es: 'en el piso de arriba' },
    { en: 'downstairs', es: 'en el piso de abajo' },
  ],
  [{ en: 'indoors', es: 'en interiores' }, { en: 'outdoors', es: 'al aire libre' }, 'inside'],
  [{ en: 'ahead', es: 'delante' }, { en: 'behind', es: 'detrás' }, 'front-back'],
  [
    { en: 'well', es: 'bien' },
    { en: 'badly', es: 'mal' },
  ],
  [
    { en: 'left', es: 'izquierda' },
    { en: 'right', es: 'derecha' },
  ],
  [
    { en: 'day', es: 'día' },
    { en: 'night', es: 'noche' },
  ],
  [
    { en: 'morning', es: 'mañana' },
    { en: 'evening', es: 'tarde' },
  ],
  [
    { en: 'sunrise', es: 'amanecer' },
    { en: 'sunset', es: 'atardecer' },
  ],
  [
    { en: 'summer', es: 'verano' },
    { en: 'winter', es: 'invierno' },
  ],
  [
    { en: 'spring', es: 'primavera' },
    { en: 'fall', es: 'otoño' },
  ],
  [
    { en: 'black', es: 'negro' },
    { en: 'white', es: 'blanco' },
  ],
  [
    { en: 'man', es: 'hombre' },
    { en: 'woman', es: 'mujer' },
  ],
  [
    { en: 'boy', es: 'niño' },
    { en: 'girl', es: 'niña' },
  ],
  [
    { en: 'husband', es: 'esposo' },
    { en: 'wife', es: 'esposa' },
  ],
  [
    { en: 'king', es: 'rey' },
    { en: 'queen', es: 'reina' },
  ],
  [
    { en: 'father', es: 'padre' },
    { en: 'mother', es: 'madre' },
  ],
  [
    { en: 'son', es: 'hijo' },
    { en: 'daughter', es: 'hija' },
  ],
  [
    { en: 'brother', es: 'hermano' },
    { en: 'sister', es: 'hermana' },
  ],
  [
    { en: 'uncle', es: 'tío' },
    { en: 'aunt', es: 'tía' },
  ],
  [
    { en: 'nephew', es: 'sobrino' },
    { en: 'niece', es: 'sobrina' },
  ],
  [
    { en: 'host', es: 'anfitrión' },
    { en: 'guest', es: 'invitado' },
  ],
  [
    { en: 'teacher', es: 'profesor' },
    { en: 'student', es: 'alumno' },
  ],
  [
    { en: 'employer', es: 'empleador' },
    { en: 'employee', es: 'empleado' },
  ],
  [
    { en: 'buyer', es: 'comprador' },
    { en: 'seller', es: 'vendedor' },
  ],
  [
    { en: 'winner', es: 'ganador' },
    { en: 'loser', es: 'perdedor' },
  ],
  [
    { en: 'friend', es: 'amigo' },
    { en: 'enemy', es: 'enemigo' },
  ],
  [
    { en: 'leader', es: 'líder' },
    { en: 'follower', es: 'seguidor' },
  ],
  [
    { en: 'expert', es: 'experto' },
    { en: 'beginner', es: 'principiante' },
  ],
  [
    { en: 'client', es: 'cliente' },
    { en: 'server', es: 'servidor' },
  ],
  [
    { en: 'question', es: 'pregunta' },
    { en: 'answer', es: 'respuesta' },
  ],
  [{ en: 'beginning', es: 'principio' }, { en: 'end', es: 'fin' }, 'start-end'],
  [
    { en: 'cause', es: 'causa' },
    { en: 'effect', es: 'efecto' },
  ],
  [
    { en: 'problem', es: 'problema' },
    { en: 'solution', es: 'solución' },
  ],
  [{ en: 'success', es: 'éxito' }, { en: 'failure', es: 'fracaso' }, 'success'],
  [
    { en: 'profit', es: 'ganancia' },
    { en: 'loss', es: 'pérdida' },
  ],
  [
    { en: 'income', es: 'ingreso' },
    { en: 'expense', es: 'gasto' },
  ],
  [
    { en: 'asset', es: 'activo' },
    { en: 'liability', es: 'pasivo' },
  ],
  [
    { en: 'supply', es: 'oferta' },
    { en: 'demand', es: 'demanda' },
  ],
  [
    { en: 'import', es: 'importación' },
    { en: 'export', es: 'exportación' },
  ],
  [
    { en: 'advantage', es: 'ventaja' },
    { en: 'disadvantage', es: 'desventaja' },
  ],
  [
    { en: 'strength', es: 'fortaleza' },
    { en: 'weakness', es: 'debilidad' },
  ],
  [
    { en: 'peace', es: 'paz' },
    { en: 'war', es: 'guerra' },
  ],
  [
    { en: 'joy', es: 'alegría' },
    { en: 'sorrow', es: 'tristeza' },
  ],
  [
    { en: 'hope', es: 'esperanza' },
    { en: 'despair', es: 'desesperación' },
  ],
  [
    { en: 'health', es: 'salud' },
    { en: 'illness', es: 'enfermedad' },
  ],
  [
    { en: 'life', es: 'vida' },
    { en: 'death', es: 'muerte' },
  ],
  [
    { en: 'truth', es: 'verdad' },
    { en: 'lie', es: 'mentira' },
  ],
  [
    { en: 'order', es: 'orden' },
    { en: 'chaos', es: 'caos' },
  ],
  [
    { en: 'heaven', es: 'cielo' },
    { en: 'hell', es: 'infierno' },
  ],
  [
    { en: 'land', es: 'tierra' },
    { en: 'sea', es: 'mar' },
  ],
  [
    { en: 'entrance', es: 'entrada' },
    { en: 'exit', es: 'salida' },
  ],
  [
    { en: 'arrival', es: 'llegada' },
    { en: 'departure', es: 'salida' },
  ],
  [
    { en: 'top', es: 'cima' },
    { en: 'bottom', es: 'fondo' },
  ],
  [
    { en: 'majority', es: 'mayoría' },
    { en: 'minority', es: 'minoría' },
  ],
  [
    { en: 'credit', es: 'crédito' },
    { en: 'debit', es: 'débito' },
  ],
  [{ en: 'victory', es: 'victoria' }, { en: 'defeat', es: 'derrota' }, 'success'],
  [
    { en: 'reward', es: 'recompensa' },
    { en: 'punishment', es: 'castigo' },
  ],
  [
    { en: 'praise', es: 'elogio' },
    { en: 'criticism', es: 'crítica' },
  ],
  [
    { en: 'agreement', es: 'acuerdo' },
    { en: 'disagreement', es: 'desacuerdo' },
  ],
  [
    { en: 'acceptance', es: 'aceptación' },
    { en: 'rejection', es: 'rechazo' },
  ],
  [
    { en: 'presence', es: 'presencia' },
    { en: 'absence', es: 'ausencia' },
  ],
  [
    { en: 'theory', es: 'teoría' },
    { en: 'practice', es: 'práctica' },
  ],
  [
    { en: 'wealth', es: 'riqueza' },
    { en: 'poverty', es: 'pobreza' },
  ],
  [
    { en: 'comedy', es: 'comedia' },
    { en: 'tragedy', es: 'tragedia' },
  ],
  [
    { en: 'hero', es: 'héroe' },
    { en: 'villain', es: 'villano' },
  ],
  [
    { en: 'input', es: 'entrada' },
    { en: 'output', es: 'salida' },
  ],
  [
    { en: 'inhale', es: 'inhalar' },
    { en: 'exhale', es: 'exhalar' },
  ],
  [
    { en: 'upload', es: 'subir' },
    { en: 'download', es: 'descargar' },
  ],
  [
    { en: 'log in', es: 'iniciar sesión' },
    { en: 'log out', es: 'cerrar sesión' },
  ],
  [
    { en: 'enable', es: 'habilitar' },
    { en: 'disable', es: 'deshabilitar' },
  ],
  [
    { en: 'encrypt', es: 'cifrar' },
    { en: 'decrypt', es: 'descifrar' },
  ],
  [
    { en: 'compress', es: 'comprimir' },
    { en: 'decompress', es: 'descomprimir' },
  ],
  [
    { en: 'push', es: 'empujar' },
    { en: 'pull', es: 'tirar' },
  ],
  [
    { en: 'lock', es: 'bloquear' },
    { en: 'unlock', es: 'desbloquear' },
  ],
  [
    { en: 'mount', es: 'montar' },
    { en: 'unmount', es: 'desmontar' },
  ],
  [{ en: 'connect', es: 'conectar' }, { en: 'disconnect', es: 'desconectar' }, 'connection'],
  [
    { en: 'install', es: 'instalar' },
    { en: 'uninstall', es: 'desinstalar' },
  ],
  [
    { en: 'include', es: 'incluir' },
    { en: 'exclude', es: 'excluir' },
  ],
  [{ en: 'insert', es: 'insertar' }, { en: 'delete', es: 'eliminar' }, 'editing'],
  [{ en: 'add', es: 'añadir' }, { en: 'remove', es: 'quitar' }, 'editing'],
  [{ en: 'create', es: 'crear' }, { en: 'destroy', es: 'destruir' }, 'making'],
  [{ en: 'build', es: 'construir' }, { en: 'demolish', es: 'derribar' }, 'making'],
  [{ en: 'show', es: 'mostrar' }, { en: 'hide', es: 'ocultar' }, 'showing'],
  [
    { en: 'expand', es: 'expandir' },
    { en: 'collapse', es: 'contraer' },
  ],
  [
    { en: 'zoom in', es: 'acercar' },
    { en: 'zoom out', es: 'alejar' },
  ],
  [
    { en: 'maximize', es: 'maximizar' },
    { en: 'minimize', es: 'minimizar' },
  ],
  [
    { en: 'play', es: 'reproducir' },
    { en: 'pause', es: 'pausar' },
  ],
  [{ en: 'accept', es: 'aceptar' }, { en: 'reject', es: 'rechazar' }, 'approval'],
  [
    { en: 'agree', es: 'estar de acuerdo' },
    { en: 'disagree', es: 'no estar de acuerdo' },
  ],
  [
    { en: 'allow', es: 'permitir' },
    { en: 'forbid', es: 'prohibir' },
  ],
  [
    { en: 'arrive', es: 'llegar' },
    { en: 'depart', es: 'partir' },
  ],
  [
    { en: 'ask', es: 'preguntar' },
    { en: 'answer', es: 'responder' },
  ],
  [
    { en: 'borrow', es: 'pedir prestado' },
    { en: 'lend', es: 'prestar' },
  ],
  [
    { en: 'buy', es: 'comprar' },
    { en: 'sell', es: 'vender' },
  ],
  [
    { en: 'catch', es: 'atrapar' },
    { en: 'throw', es: 'lanzar' },
  ],
  [
    { en: 'open', es: 'abrir' },
    { en: 'close', es: 'cerrar' },
  ],
  [
    { en: 'come', es: 'venir' },
    { en: 'go', es: 'ir' },
  ],
  [
    { en: 'remember', es: 'recordar' },
    { en: 'forget', es: 'olvidar' },
  ],
  [{ en: 'give', es: 'dar' }, { en: 'take', es: 'tomar' }, 'giving'],
  [
    { en: 'win', es: 'ganar' },
    { en: 'lose', es: 'perder' },
  ],
  [
    { en: 'find', es: 'encontrar' },
    { en: 'lose', es: 'perder' },
  ],
  [{ en: 'laugh', es: 'reír' }, { en: 'cry', es: 'llorar' }, 'face'],
  [
    { en: 'love', es: 'amar' },
    { en: 'hate', es: 'odiar' },
  ],
  [{ en: 'raise', es: 'levantar' }, { en: 'lower', es: 'bajar' }, 'level'],
  [{ en: 'send', es: 'enviar' }, { en: 'receive', es: 'recibir' }, 'giving'],
  [
    { en: 'sit down', es: 'sentarse' },
    { en: 'stand up', es: 'ponerse de pie' },
  ],
  [
    { en: 'fall asleep', es: 'dormirse' },
    { en: 'wake up', es: 'despertarse' },
  ],
  [
    { en: 'spend', es: 'gastar' },
    { en: 'save', es: 'ahorrar' },
  ],
  [
    { en: 'teach', es: 'enseñar' },
    { en: 'learn', es: 'aprender' },
  ],
  [
    { en: 'live', es: 'vivir' },
    { en: 'die', es: 'morir' },
  ],
  [{ en: 'increase', es: 'aumentar' }, { en: 'decrease', es: 'disminuir' }, 'level'],
  [
    { en: 'appear', es: 'aparecer' },
    { en: 'disappear', es: 'desaparecer' },
  ],
  [{ en: 'begin', es: 'empezar' }, { en: 'end', es: 'terminar' }, 'start-end'],
  [{ en: 'start', es: 'comenzar' }, { en: 'finish', es: 'acabar' }, 'start-end'],
  [
    { en: 'break', es: 'romper' },
    { en: 'repair', es: 'reparar' },
  ],
  [{ en: 'reveal', es: 'revelar' }, { en: 'conceal', es: 'ocultar' }, 'showing'],
  [
    { en: 'confirm', es: 'confirmar' },
    { en: 'deny', es: 'negar' },
  ],
  [
    { en: 'enter', es: 'entrar' },
    { en: 'exit', es: 'salir' },
  ],
  [
    { en: 'succeed', es: 'tener éxito' },
    { en: 'fail', es: 'fracasar' },
  ],
  [
    { en: 'float', es: 'flotar' },
    { en: 'sink', es: 'hundirse' },
  ],
  [
    { en: 'freeze', es: 'congelar' },
    { en: 'melt', es: 'derretir' },
  ],
  [
    { en: 'gather', es: 'reunir' },
    { en: 'scatter', es: 'dispersar' },
  ],
  [
    { en: 'hire', es: 'contratar' },
    { en: 'fire', es: 'despedir' },
  ],
  [
    { en: 'improve', es: 'mejorar' },
    { en: 'worsen', es: 'empeorar' },
  ],
  [
    { en: 'lead', es: 'guiar' },
    { en: 'follow', es: 'seguir' },
  ],
  [
    { en: 'obey', es: 'obedecer' },
    { en: 'disobey', es: 'desobedecer' },
  ],
  [
    { en: 'pass', es: 'aprobar' },
    { en: 'fail', es: 'reprobar' },
  ],
  [
    { en: 'praise', es: 'elogiar' },
    { en: 'criticize', es: 'criticar' },
  ],
  [
    { en: 'reward', es: 'premiar' },
    { en: 'punish', es: 'castigar' },
  ],
  [
    { en: 'shout', es: 'gritar' },
    { en: 'whisper', es: 'susurrar' },
  ],
  [
    { en: 'simplify', es: 'simplificar' },
    { en: 'complicate', es: 'complicar' },
  ],
  [{ en: 'smile', es: 'sonreír' }, { en: 'frown', es: 'fruncir el ceño' }, 'face'],
  [
    { en: 'tie', es: 'atar' },
    { en: 'untie', es: 'desatar' },
  ],
  [
    { en: 'trust', es: 'confiar' },
    { en: 'distrust', es: 'desconfiar' },
  ],
  [{ en: 'unite', es: 'unir' }, { en: 'divide', es: 'dividir' }, 'joining'],
  [
    { en: 'wrap', es: 'envolver' },
    { en: 'unwrap', es: 'desenvolver' },
  ],
  [{ en: 'approve', es: 'aprobar' }, { en: 'disapprove', es: 'desaprobar' }, 'approval'],
  [
    { en: 'arrest', es: 'arrestar' },
    { en: 'release', es: 'liberar' },
  ],
  [
    { en: 'encourage', es: 'animar' },
    { en: 'discourage', es: 'desanimar' },
  ],
  [
    { en: 'inflate', es: 'inflar' },
    { en: 'deflate', es: 'desinflar' },
  ],
  [
    { en: 'load', es: 'cargar' },
    { en: 'unload', es: 'descargar' },
  ],
  [{ en: 'plug in', es: 'enchufar' }, { en: 'unplug', es: 'desenchufar' }, 'connection'],
  [
    { en: 'subscribe', es: 'suscribirse' },
    { en: 'unsubscribe', es: 'darse de baja' },
  ],
  [
    { en: 'support', es: 'apoyar' },
    { en: 'oppose', es: 'oponerse' },
  ],
  [
    { en: 'tighten', es: 'apretar' },
    { en: 'loosen', es: 'aflojar' },
  ],
  [
    { en: 'overestimate', es: 'sobreestimar' },
    { en: 'underestimate', es: 'subestimar' },
  ],
  [
    { en: 'dress', es: 'vestirse' },
    { en: 'undress', es: 'desvestirse' },
  ],
  [
    { en: 'pack', es: 'hacer la maleta' },
    { en: 'unpack', es: 'deshacer la maleta' },
  ],
  [
    { en: 'admit', es: 'admitir' },
    { en: 'deny', es: 'negar' },
  ],
  [
    { en: 'attach', es: 'acoplar' },
    { en: 'detach', es: 'desacoplar' },
  ],
  [{ en: 'mix', es: 'mezclar' }, { en: 'separate', es: 'separar' }, 'joining'],
  [
    { en: 'sow', es: 'sembrar' },
    { en: 'reap', es: 'cosechar' },
  ],
  [
    { en: 'multiply', es: 'multiplicar' },
    { en: 'divide', es: 'dividir' },
  ],
  [
    { en: 'add', es: 'sumar' },
    { en: 'subtract', es: 'restar' },
  ],
  [
    { en: 'attack', es: 'atacar' },
    { en: 'defend', es: 'defender' },
  ],
  [{ en: 'fill', es: 'llenar' }, { en: 'empty', es: 'vaciar' }, 'fullness'],
  [{ en: 'rise', es: 'subir' }, { en: 'fall', es: 'bajar' }, 'level'],
];
