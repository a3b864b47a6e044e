import { loadWhenOnline } from '@/lib/load-when-online';

/**
 * The review store's chunk (./review-client), loaded on demand: one chunk for the menu
 * badge, the Add to review buttons, enrolling a learned verb and the review page, so the
 * browser fetches it once. Offline before it was kept, it waits until the browser is
 * online. (The menu badge writes the same import itself: it is in every English page's
 * first load, where this module would cost the antonyms page bytes it does not have.)
 */
export const loadReviewClient = () => loadWhenOnline(() => import('./review-client'));
