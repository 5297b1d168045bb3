/** Belgian Dutch: the blobs screen says the same as in Dutch, bar the round of practice. */
export const officeBlobsBe = {
  blobs: {
    form: {
      priceHint: 'Een kind verdient zo’n 5 à 10 munten per oefenronde; de goedkoopste blob kost 15.',
    },
  },
};
