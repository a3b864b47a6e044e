'use client';

import { useCallback, useEffect, useRef } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves the keyboard focus after the next render. A pressed button that the action
 * disables, removes or replaces would drop the focus to the page: ask for the control
 * that takes its place (`focusAfterRender(() => nextRef.current)`). The request waits
 * until its target is rendered.
 */
export function useFocusAfterRender(): (target: Target) => void {
  const pending = useRef<Target | null>(null);
  useEffect(() => {
    const element = pending.current?.();
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((target: Target) => {
    pending.current = target;
  }, []);
}
