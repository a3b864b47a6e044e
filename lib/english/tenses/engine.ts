/**
 * What the tense explorer needs to show any selection: the examples and the code that
 * conjugates them. Loaded on demand (lib/english/tenses/load-engine.ts), in its own chunk.
 */
export { tenseExamples } from '@/content/english/tense-examples';
export { exampleForms, tenseTable } from './table';
