'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';

export interface CollapsibleState {
  /** True while open or opening: drives aria-expanded and the open animation. */
  expanded: boolean;
  /** True while the panel is shown (stays true during the closing animation). */
  shown: boolean;
  /** True once the visitor has toggled it: panels open on load must not animate in. */
  touched: boolean;
  toggle: () => void;
  setOpen: (open: boolean) => void;
  panelId: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Open/close state with a closing animation: opening shows the panel and starts the
 * animation at once; closing starts the animation and hides the panel `closeDelayMs`
 * later (at once when the visitor prefers reduced motion).
 */
export function useCollapsible(defaultOpen = false, closeDelayMs = 500): CollapsibleState {
  const [expanded, setExpanded] = useState(defaultOpen);
  const [shown, setShown] = useState(defaultOpen);
  const [touched, setTouched] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const setOpen = useCallback(
    (open: boolean) => {
      clearTimeout(timer.current);
      setTouched(true);
      setExpanded(open);
      if (open) {
        setShown(true);
      } else if (closeDelayMs <= 0 || prefersReducedMotion()) {
        setShown(false);
      } else {
        timer.current = setTimeout(() => setShown(false), closeDelayMs);
      }
    },
    [closeDelayMs],
  );

  const toggle = useCallback(() => setOpen(!expanded), [expanded, setOpen]);

  return { expanded, shown, touched, toggle, setOpen, panelId };
}
