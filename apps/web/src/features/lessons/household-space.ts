/** Whether a name typed or picked in lesson 2 is this space's name (spaces are named by people: case and spaces vary). */
export function sameSpaceName(spaceName: string, chosen: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(chosen) !== '' && normal(spaceName) === normal(chosen);
}

/** The household space the person chose to start with, if the name they gave is one of theirs. */
export function chosenHouseholdSpace<Space extends { name: string }>(
  spaces: readonly Space[],
  chosen: string,
): Space | null {
  return spaces.find((space) => sameSpaceName(space.name, chosen)) ?? null;
}
