import type { ReactNode } from 'react';
import { AddIcon, CloseIcon, DoneIcon, RemoveIcon, UndoIcon } from '@/components/ui/icons';

/** The to-do list's icons, drawn by the server (todo-page.tsx) for its client parts. */
export interface TodoIcons {
  add: ReactNode;
  done: ReactNode;
  undo: ReactNode;
  remove: ReactNode;
  close: ReactNode;
}

export const todoIcons: TodoIcons = {
  add: <AddIcon aria-hidden="true" className="size-6" />,
  done: <DoneIcon aria-hidden="true" className="size-3.5" />,
  undo: <UndoIcon aria-hidden="true" className="size-3.5" />,
  remove: <RemoveIcon aria-hidden="true" className="size-3.5" />,
  close: <CloseIcon aria-hidden="true" className="size-5" />,
};
