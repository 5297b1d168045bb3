/** Belgian Dutch: the collection screens use no words that differ from Dutch; all falls back to Dutch. */
export const officeCollectionsBe = {};
