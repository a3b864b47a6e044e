import { OfflinePage } from '@/components/offline/offline-page';
import { servicePages } from '@/content/routes';
import { unlistedMetadata } from '@/lib/seo';

export const metadata = unlistedMetadata(servicePages.offline);

/**
 * Exported as offline.html: the service worker shows it, at the address asked for, when
 * the network is off and that page was never kept (scripts/postbuild.mjs).
 */
export default function Page() {
  return <OfflinePage />;
}
