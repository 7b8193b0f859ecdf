/** The recipe's notes, one per line, apart from its description; nothing when it has none. */
export function RecipeNotes({ notes }: { notes: string | null | undefined }) {
  const lines = notes?.split('\n').filter((line) => line.trim() !== '') ?? [];
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="notes-heading"
      className="mt-10 rounded-xl bg-amber-50/60 p-5 ring-1 ring-amber-100"
    >
      <h2 id="notes-heading" className="font-display text-xl font-semibold text-stone-900">
        Notes
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
        {lines.map((note, i) => (
          <li key={`${i}-${note}`} className="[overflow-wrap:anywhere]">
            {note}
          </li>
        ))}
      </ul>
    </section>
  );
}
