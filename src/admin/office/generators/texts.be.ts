/** Belgian Dutch: the same words as in the Netherlands except where noted; the rest falls back to Dutch. */
export const officeGeneratorsBe = {
  generators: {
    params: { crossing: 'Over het tiental (brug)', crossingHundred: 'Over het honderdtal (brug)' },
    values: { forms: { result: 'uitkomst gevraagd', missingFirst: 'eerste term gevraagd', missingSecond: 'tweede term gevraagd' } },
  },
};
