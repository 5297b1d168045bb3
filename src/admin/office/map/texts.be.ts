/** Belgian Dutch: the map screen says the same as in Dutch, bar the whiteboard (een digitaal schoolbord). */
export const officeMapBe = {
  map: {
    intro:
      'De route over de landkaart waarlangs de stops van een kind liggen, voor de brede kaart (laptop, digitaal schoolbord) en de hoge kaart (gsm). Sleep een punt met de muis of je vinger, of kies het en verplaats het met de pijltjestoetsen (met Shift in grotere stappen). Een wijziging is een concept tot je publiceert.',
    arts: { tall: 'Hoge kaart (gsm)' },
    preview: {
      phone: 'Gsm (390 × 844)',
      whiteboard: 'Digitaal schoolbord (1920 × 1080)',
    },
  },
};
