'use client';

import { useCallback, useState } from 'react';
import { useCollapsible, type CollapsibleState } from '@/components/ui/use-collapsible';

export interface CvCollapsibleState extends CollapsibleState {
  /**
   * True once the visitor has toggled the block: only then does opening animate from
   * closed, so panels that are open when the page loads do not grow and shift it.
   */
  animate: boolean;
}

/** useCollapsible plus a flag telling whether the visitor has toggled the block yet. */
export function useCvCollapsible(defaultOpen: boolean, closeDelayMs: number): CvCollapsibleState {
  const state = useCollapsible(defaultOpen, closeDelayMs);
  const [animate, setAnimate] = useState(false);
  const { toggle: baseToggle, setOpen: baseSetOpen } = state;
  const toggle = useCallback(() => {
    setAnimate(true);
    baseToggle();
  }, [baseToggle]);
  const setOpen = useCallback(
    (open: boolean) => {
      setAnimate(true);
      baseSetOpen(open);
    },
    [baseSetOpen],
  );
  return { ...state, toggle, setOpen, animate };
}
