'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { todoFormTexts } from '@/content/todo-form';
import { cn } from '@/lib/cn';
import { useTodoStore, type AddOutcome } from '@/lib/stores/use-todo-store';
import { clipText, fieldMaxLength, textLength } from '@/lib/text-length';
import { DESCRIPTION_MAX, missingFields, TITLE_MAX, type TaskDraft } from '@/lib/todo/tasks';

export interface TaskFormModalProps {
  open: boolean;
  /** A task was added (the outcome says whether it could be saved). */
  onAdded: (outcome: Extract<AddOutcome, { ok: true }>) => void;
  onClose: () => void;
  closeIcon: ReactNode;
}

const emptyDraft: TaskDraft = { title: '', description: '' };

const fieldStyles =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400';

/**
 * The 'Agregar nueva tarea' dialog: two required fields with live character counters.
 * The draft lives here, apart from the list, so typing never renders the list again.
 * A refused draft (a title already used, for example) shows its reason under the title.
 */
export function TaskFormModal({ open, onAdded, onClose, closeIcon }: TaskFormModalProps) {
  const add = useTodoStore((s) => s.add);
  const [draft, setDraft] = useState<TaskDraft>(emptyDraft);
  const [error, setError] = useState('');
  const id = useId();
  const formId = `${id}-form`;
  const titleRef = useRef<HTMLInputElement>(null);
  const missing = missingFields(draft);
  const canSubmit = missing === null;

  // Runs after the Modal's own effect has opened the dialog: start on the first field.
  useEffect(() => {
    if (open) titleRef.current?.focus();
  }, [open]);

  const onDraftChange = (next: TaskDraft) => {
    if (next.title !== draft.title) setError('');
    setDraft(next);
  };

  // The draft is kept for the next time; its error is not: the list may have changed by
  // then (the task with that title deleted), and the next Add checks again.
  const close = () => {
    setError('');
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const outcome = add(draft);
    if (!outcome.ok) {
      setError(todoFormTexts.errors[outcome.error]);
      titleRef.current?.focus();
      return;
    }
    setDraft(emptyDraft);
    setError('');
    onAdded(outcome);
  };

  return (
    <Modal
      closeIcon={closeIcon}
      open={open}
      onClose={close}
      id="new-task"
      title={todoFormTexts.modalTitle}
      closeLabel={todoFormTexts.closeWindowLabel}
      className="text-left"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {todoFormTexts.close}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!canSubmit}
            aria-describedby={missing ? `${id}-missing` : undefined}
          >
            {todoFormTexts.add}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5" lang="es">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="font-semibold">
            {todoFormTexts.titleLabel}
          </label>
          <input
            ref={titleRef}
            id={`${id}-title`}
            name="title"
            type="text"
            required
            maxLength={fieldMaxLength(draft.title, TITLE_MAX)}
            autoComplete="off"
            value={draft.title}
            placeholder={todoFormTexts.titlePlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={cn(`${id}-title-count`, error && `${id}-error`)}
            onChange={(e) =>
              onDraftChange({ ...draft, title: clipText(e.target.value, TITLE_MAX) })
            }
            className={cn(fieldStyles, error && 'border-red-600 dark:border-red-400')}
          />
          <div className="flex flex-wrap items-start justify-between gap-x-4 text-sm">
            {error ? (
              <p
                id={`${id}-error`}
                role="alert"
                className="font-medium text-red-700 dark:text-red-300"
              >
                {error}
              </p>
            ) : (
              <span />
            )}
            <p
              id={`${id}-title-count`}
              className="ml-auto text-slate-600 tabular-nums dark:text-slate-300"
            >
              {todoFormTexts.counter(textLength(draft.title), TITLE_MAX)}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-description`} className="font-semibold">
            {todoFormTexts.descriptionLabel}
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            required
            rows={4}
            maxLength={fieldMaxLength(draft.description, DESCRIPTION_MAX)}
            value={draft.description}
            placeholder={todoFormTexts.descriptionPlaceholder}
            aria-describedby={`${id}-description-count`}
            onChange={(e) =>
              onDraftChange({ ...draft, description: clipText(e.target.value, DESCRIPTION_MAX) })
            }
            className={cn(fieldStyles, 'resize-y')}
          />
          <p
            id={`${id}-description-count`}
            className="ml-auto text-sm text-slate-600 tabular-nums dark:text-slate-300"
          >
            {todoFormTexts.counter(textLength(draft.description), DESCRIPTION_MAX)}
          </p>
        </div>
        {missing ? (
          <p id={`${id}-missing`} className="text-sm text-slate-700 dark:text-slate-300">
            {todoFormTexts.missing[missing]}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
