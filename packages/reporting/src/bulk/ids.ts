/** Report ids for a message: the first ten, then how many more (the error's field has them all). */
export function listed(ids: readonly (number | string)[]): string {
  const shown = ids.slice(0, 10).join(", ");
  return ids.length > 10 ? `${shown} and ${ids.length - 10} more` : shown;
}
