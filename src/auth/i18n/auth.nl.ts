/** Texts of the sign-in screens in Dutch, the reference language; English mirrors these keys. */
export const authNl = {
  login: {
    title: 'Inloggen',
    intro: 'Log in met je gebruikersnaam of e-mailadres en je wachtwoord.',
    username: 'Gebruikersnaam of e-mailadres',
    password: 'Wachtwoord',
    showPassword: 'Wachtwoord tonen',
    hidePassword: 'Wachtwoord verbergen',
    submit: 'Inloggen',
    submitting: 'Bezig met inloggen…',
    forgot: 'Wachtwoord vergeten?',
    or: 'of',
    sso: 'Inloggen via je school (single sign-on)',
    signedInAs: 'Je bent al ingelogd.',
    continue: 'Verder naar je omgeving',
    errors: {
      credentials: 'De gebruikersnaam of het wachtwoord klopt niet. Controleer ze en probeer het opnieuw.',
      switchedOff: 'Dit account staat uit. Vraag de beheerder van je school om het weer aan te zetten.',
      rateLimited:
        'Te veel pogingen om in te loggen. Wacht even (hooguit een kwartier) en probeer het dan opnieuw.',
      network:
        'Er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
      generic: 'Inloggen lukte niet door een fout bij ons. Probeer het over een paar minuten opnieuw.',
    },
  },
  sso: {
    title: 'Inloggen met single sign-on',
    redirecting: 'Je gaat naar de inlogpagina…',
    completing: 'Bezig met inloggen…',
    startManually: 'Gebeurt er niets? Ga naar de inlogpagina',
    errorTitle: 'Inloggen met single sign-on is niet gelukt',
    errors: {
      state:
        'Dit inlogverzoek hoort niet bij deze browser of is al gebruikt. Dat gebeurt bijvoorbeeld als je een oude link opent. Begin opnieuw.',
      exchange: 'De inlogcode is ongeldig of verlopen. Begin opnieuw.',
      verify: 'De inloggegevens konden niet worden gecontroleerd. Begin opnieuw.',
      user: 'Je gegevens konden niet worden opgehaald. Begin opnieuw.',
      insecure: 'Inloggen met single sign-on kan alleen via een beveiligde verbinding (https).',
      provider: 'De inlogpagina heeft het verzoek geweigerd. Begin opnieuw.',
      network: 'Er is geen verbinding met de server. Controleer je internetverbinding en begin opnieuw.',
    },
    retry: 'Opnieuw inloggen met single sign-on',
    toLogin: 'Inloggen met gebruikersnaam en wachtwoord',
  },
  post: {
    title: 'Bezig met inloggen',
    working: 'Even geduld, we openen je omgeving…',
    noLanding:
      'Je account is niet compleet: er hoort geen school bij. Neem contact op met je schoolbeheerder.',
  },
  requestReset: {
    title: 'Wachtwoord vergeten',
    intro:
      'Vul je gebruikersnaam of e-mailadres in. Hoort er een e-mailadres bij je account, dan sturen we je een link om een nieuw wachtwoord te kiezen.',
    login: 'Gebruikersnaam of e-mailadres',
    submit: 'Stuur mij een link',
    submitting: 'Bezig met versturen…',
    doneTitle: 'Kijk in je e-mail',
    doneBody:
      'Als we dit account kennen en er een e-mailadres bij hoort, krijg je binnen enkele minuten een e-mail met een link. De link werkt één keer en is een uur geldig. Geen e-mail? Kijk ook in je map met ongewenste e-mail.',
    studentNote: 'Ben je leerling? Je leerkracht kan je een nieuw wachtwoord geven.',
    backToLogin: 'Terug naar inloggen',
  },
  reset: {
    title: 'Nieuw wachtwoord kiezen',
    intro: 'Kies een nieuw wachtwoord en vul het twee keer in.',
    password: 'Nieuw wachtwoord',
    confirm: 'Herhaal het nieuwe wachtwoord',
    rulesTitle: 'Je wachtwoord:',
    rules: {
      length:
        'heeft minstens {{min}} tekens (een zin van een paar woorden is sterk én makkelijk te onthouden)',
      common: 'is geen veelgebruikt wachtwoord en niet je gebruikersnaam',
      match: 'is twee keer hetzelfde ingevuld',
    },
    submit: 'Wachtwoord opslaan',
    submitting: 'Bezig met opslaan…',
    doneTitle: 'Je wachtwoord is gewijzigd',
    doneBody: 'Log in met je nieuwe wachtwoord. Op andere apparaten ben je uitgelogd.',
    toLogin: 'Naar inloggen',
    linkInvalid: 'Deze link is ongeldig, al gebruikt of verlopen.',
    requestNew: 'Vraag een nieuwe link aan',
    /** The same page opened from an invitation: the first password of a new account. */
    invitation: {
      title: 'Kies je eerste wachtwoord',
      intro:
        'Welkom bij Rekenblobs! Kies een wachtwoord voor je account en vul het twee keer in. Daarna log je in met je e-mailadres en dit wachtwoord.',
      password: 'Wachtwoord',
      confirm: 'Herhaal het wachtwoord',
      doneTitle: 'Je wachtwoord is opgeslagen',
      doneBody: 'Log nu in met je e-mailadres en je wachtwoord.',
    },
    errors: {
      mismatch: 'De twee wachtwoorden zijn niet gelijk',
      common: 'Dit wachtwoord is te makkelijk te raden. Kies een ander wachtwoord.',
    },
  },
  card: {
    title: 'Inloggen met je inlogkaart',
    working: 'Even geduld, je wordt ingelogd…',
    failedTitle: 'Inloggen met je kaart lukte niet',
    errors: {
      invalid:
        'Deze inlogkaart werkt niet (meer). Vraag je juf of meester om een nieuwe kaart. Je kunt ook inloggen met je gebruikersnaam en wachtwoord.',
      missing: 'In deze link zit geen inlogcode. Scan je inlogkaart nog een keer.',
      rateLimited: 'Er is te vaak geprobeerd in te loggen. Wacht even en probeer het dan opnieuw.',
      network: 'Er is geen verbinding. Kijk of de wifi aan staat en probeer het opnieuw.',
      generic: 'Inloggen lukte niet door een fout bij ons. Probeer het straks nog een keer.',
    },
    toLogin: 'Naar het inlogscherm',
    scan: 'Scan je inlogkaart',
    scanTitle: 'Scan je inlogkaart',
    scanIntro: 'Houd de QR-code van je kaart voor de camera.',
    starting: 'De camera gaat aan…',
    notACard: 'Dit is geen inlogkaart van Rekenblobs. Houd je eigen kaart voor de camera.',
    video: 'Camerabeeld',
    close: 'Sluiten',
    cameraErrors: {
      unsupported: 'Deze browser kan de camera niet gebruiken. Log in met je gebruikersnaam en wachtwoord.',
      denied:
        'De camera mag niet aan. Geef in je browser toestemming voor de camera, of log in met je gebruikersnaam en wachtwoord.',
      noCamera: 'Er is geen camera gevonden. Log in met je gebruikersnaam en wachtwoord.',
      generic:
        'De camera ging niet aan. Probeer het nog een keer, of log in met je gebruikersnaam en wachtwoord.',
    },
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type AuthTexts = DeepStrings<typeof authNl>;
