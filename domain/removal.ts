/** The name an admin types to confirm a child's removal: as the child page shows it, "first last". */
export const nameToConfirm = (firstName: string, lastName: string): string => `${firstName} ${lastName}`.trim();

/** Case and spacing do not matter (a phone capitalises, a name may be typed with two spaces); letters do. */
const folded = (text: string): string => text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

export const confirmsName = (typed: string, firstName: string, lastName: string): boolean =>
  folded(typed) !== '' && folded(typed) === folded(nameToConfirm(firstName, lastName));
