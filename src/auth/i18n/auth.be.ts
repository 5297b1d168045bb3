/** Belgian Dutch: only what differs from Dutch. The login card asks the 'leerkracht'. */
export const authBe = {
  reset: {
    invitation: {
      intro:
        'Welkom bij Rekenblobs! Kies een wachtwoord voor je account en vul het twee keer in. Daarna meld je je aan met je e-mailadres en dit wachtwoord.',
      doneBody: 'Meld je nu aan met je e-mailadres en je wachtwoord.',
    },
  },
  card: {
    errors: {
      invalid:
        'Deze inlogkaart werkt niet (meer). Vraag je leerkracht om een nieuwe kaart. Je kunt ook inloggen met je gebruikersnaam en wachtwoord.',
    },
  },
};
