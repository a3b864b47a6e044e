import type { Metadata } from 'next';
import { Redirect } from '@/components/ui/redirect';

export const metadata: Metadata = { title: 'English', robots: { index: false } };

export default function EeHomePage() {
  return <Redirect to="/ee" label="the English area" />;
}
