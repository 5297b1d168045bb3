/** Belgian Dutch: the publish bar reads the same as in the Netherlands; the rest falls back to Dutch. */
export const officeContentBe = {};
