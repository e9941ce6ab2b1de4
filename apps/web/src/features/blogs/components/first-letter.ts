/** The first letter of a writer's name, past a title (Dr., Pr., د.), for the round initial. */
export function firstLetter(name: string): string {
  return name.replace(/^(dr|pr|د)\.?\s+/i, '').charAt(0);
}
