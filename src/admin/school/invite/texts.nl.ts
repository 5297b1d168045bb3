/** Texts of the invite-a-colleague screen (a-vriend-uitnodigen, namespace `school-invite`), Dutch. */
export const schoolInviteNl = {
  invite: {
    title: 'Collega uitnodigen',
    intro:
      'Ken je een leerkracht op een andere school die Rekenblobs zou willen proberen? Stuur een uitnodiging: je collega krijgt een e-mail met een link naar het aanvraagformulier, waarin al ingevuld staat wat je hier opgeeft.',
    name: 'Naam van je collega',
    email: 'E-mailadres',
    schoolName: 'Naam van de school',
    optional: 'Niet verplicht',
    send: 'Uitnodiging versturen',
    sent: 'De uitnodiging is verstuurd naar {{email}}.',
    leftToday: "Je kunt vandaag nog {{count}} collega's uitnodigen.",
    leftToday_one: 'Je kunt vandaag nog 1 collega uitnodigen.',
    noneLeft:
      'Je hebt vandaag het maximum aantal uitnodigingen verstuurd. Morgen kun je weer iemand uitnodigen.',
    listTitle: 'Verstuurde uitnodigingen',
    empty: 'Je hebt nog niemand uitgenodigd',
    emptyText: 'Vul hierboven het e-mailadres van een collega in om de eerste uitnodiging te sturen.',
    columns: { who: 'Collega', sent: 'Verstuurd', status: 'Status' },
    applied: 'Heeft aangevraagd',
    waiting: 'Uitgenodigd',
  },
};
