/** Belgian Dutch of the invite-a-colleague screen: only what differs ('in een andere school'). */
export const schoolInviteBe = {
  invite: {
    intro:
      'Ken je een leerkracht in een andere school die Rekenblobs zou willen proberen? Stuur een uitnodiging: je collega krijgt een e-mail met een link naar het aanvraagformulier, waarin al ingevuld staat wat je hier opgeeft.',
  },
};
