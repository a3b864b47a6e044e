import type { IconType } from 'react-icons';
import { site, type SocialKey } from '@/content/site';
import { profileIcons } from './icons';

export interface Profile {
  /** The site's name ('GitHub'), from content/site.ts. */
  name: string;
  href: string;
  icon: IconType;
}

const profile = (key: SocialKey): Profile => ({
  name: site.socialNames[key],
  href: site.social[key],
  icon: profileIcons[key],
});

/**
 * The owner's profiles on other sites with their icons, in one order everywhere: code
 * host, professional network, microblog. The home page's hero and the CV's side column
 * list these three; the footer adds the org chart.
 */
export const mainProfiles: readonly Profile[] = [
  profile('codeHost'),
  profile('network'),
  profile('feed'),
];

/** Every profile: the main three and the org chart. */
export const allProfiles: readonly Profile[] = [...mainProfiles, profile('orgChart')];
