'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Icons of client components, drawn by the server. react-icons is the one icon set, but
 * imported into a client component it ships its runtime (about 3 KB gzip) to every page
 * that component is on. A server component draws the icons instead (`server-icons.tsx`)
 * and hands the finished SVGs down through this context; a client component asks for one
 * by name. Icons are decorative (aria-hidden): a control's name is always its label.
 */
export type IconName =
  | 'close'
  | 'speak'
  | 'play'
  | 'video'
  | 'external'
  | 'arrowUp'
  | 'arrowDown'
  | 'arrowLeft'
  | 'arrowRight'
  | 'add'
  | 'done'
  | 'undo'
  | 'remove'
  | 'restart'
  | 'back'
  | 'shuffle'
  | 'right'
  | 'wrong';

export type IconSet = Partial<Record<IconName, ReactNode>>;

const Icons = createContext<IconSet>({});

/** Adds icons to those of the providers above it. */
export function IconProvider({ icons, children }: { icons: IconSet; children: ReactNode }) {
  const outer = useContext(Icons);
  const value = useMemo(() => ({ ...outer, ...icons }), [outer, icons]);
  return <Icons value={value}>{children}</Icons>;
}

/** The server-drawn icon of that name (sized by its container: 1em), or nothing. */
export function useIcon(name: IconName): ReactNode {
  return useContext(Icons)[name] ?? null;
}

/** A server-drawn icon in a box of the given size classes (1em by default). */
export function Icon({
  name,
  className,
  ...attributes
}: { name: IconName; className?: string } & Record<`data-${string}`, string>) {
  const icon = useIcon(name);
  return icon ? (
    <span className={cn('inline-flex shrink-0 *:size-full', className)} {...attributes}>
      {icon}
    </span>
  ) : null;
}
