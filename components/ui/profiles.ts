import type { IconType } from 'react-icons';
import { BsGithub } from 'react-icons/bs';
import { FaLinkedin, FaSitemap, FaXTwitter } from 'react-icons/fa6';
import { site } from '@/content/site';

export interface Profile {
  /** The site's name ('GitHub'), from content/site.ts. */
  name: string;
  href: string;
  icon: IconType;
}

type SocialKey = keyof typeof site.social;

// GitHub's own mark (Bootstrap's drawing of it): the same shape as Font Awesome's in half
// the path data, and it is on every page (the footer).
const icons: Record<SocialKey, IconType> = {
  codeHost: BsGithub,
  network: FaLinkedin,
  feed: FaXTwitter,
  orgChart: FaSitemap,
};

const profile = (key: SocialKey): Profile => ({
  name: site.socialNames[key],
  href: site.social[key],
  icon: icons[key],
});

/**
 * The owner's profiles on other sites with their icons, in one order everywhere: code
 * host, professional network, microblog. The home page's hero and the CV's side column
 * list these three; the footer adds the org chart. For server components (react-icons).
 */
export const mainProfiles: readonly Profile[] = [
  profile('codeHost'),
  profile('network'),
  profile('feed'),
];

/** Every profile: the main three and the org chart. */
export const allProfiles: readonly Profile[] = [...mainProfiles, profile('orgChart')];
