import { routeInfo } from '@/content/routes';
import { PageHeader } from './page-header';

/** A page whose feature is not built yet: its heading, what is coming, and BACK. */
export function ComingSoon({ path, coming }: { path: string; coming: string }) {
  const info = routeInfo(path);
  return (
    <PageHeader heading={info.heading} back={info.back} description={<>Coming soon: {coming}</>} />
  );
}
