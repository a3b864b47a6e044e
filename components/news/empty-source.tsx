/** The short neutral line shown instead of an empty or failed list. */
export function EmptySource({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300"
    >
      {text}
    </p>
  );
}
