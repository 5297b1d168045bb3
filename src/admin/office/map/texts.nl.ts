/** The map screen (o-landkaartdev): the route the child's stops are spread along, in Dutch. */
export const officeMapNl = {
  map: {
    title: 'Landkaart',
    intro:
      'De route over de landkaart waarlangs de stops van een kind liggen, voor de brede kaart (laptop, digibord) en de hoge kaart (telefoon). Sleep een punt met de muis of je vinger, of kies het en verplaats het met de pijltjestoetsen (met Shift in grotere stappen). Een wijziging is een concept tot je publiceert.',
    arts: { wide: 'Brede kaart', tall: 'Hoge kaart (telefoon)' },
    artsLabel: 'Welke kaart',
    editor: 'Route op de {{art}}',
    point: 'Punt {{n}} van {{count}}: {{x}} % van links, {{y}} % van boven',
    selected: 'Gekozen: punt {{n}} van {{count}}',
    add: 'Punt toevoegen',
    remove: 'Punt verwijderen',
    save: 'Opslaan als concept',
    reset: 'Wijzigingen ongedaan maken',
    unsaved: 'Niet opgeslagen',
    saved: 'De route is opgeslagen als concept. Kinderen zien hem na publiceren.',
    savedAsPublished: 'De route is weer gelijk aan de gepubliceerde: er is geen concept meer.',
    status: { draft: 'Concept', published: 'Gepubliceerd' },
    limits: 'Een route heeft {{min}} tot {{max}} punten.',
    preview: {
      title: 'Zo ziet een kind het',
      stops: 'Stops in het voorbeeld',
      phone: 'Telefoon (390 × 844)',
      whiteboard: 'Digibord (1920 × 1080)',
      frame: 'Voorbeeld: de landkaart op een {{size}} met {{count}} stops',
      stop: 'Taak {{n}}',
      hello: 'Hoi Sam!',
    },
  },
};
