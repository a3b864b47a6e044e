import { lazyValue } from '@/lib/lazy-value';

/**
 * The tense explorer's examples and conjugation, loaded after the page is up: the page
 * shows the first example's table and the examples' names from the server, and needs
 * the rest only to show another selection.
 */
export const lazyTenseEngine = lazyValue(() => import('./engine'));

export type TenseEngine = Awaited<ReturnType<typeof lazyTenseEngine.load>>;
