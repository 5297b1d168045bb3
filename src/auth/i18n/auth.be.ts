/** Belgian Dutch: only what differs from Dutch. The login card asks the 'leerkracht'. */
export const authBe = {
  card: {
    errors: {
      invalid:
        'Deze inlogkaart werkt niet (meer). Vraag je leerkracht om een nieuwe kaart. Je kunt ook inloggen met je gebruikersnaam en wachtwoord.',
    },
  },
};
