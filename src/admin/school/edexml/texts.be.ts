/** Belgian Dutch of the EDEXML import (a-edexml): only what differs (a group is a 'klas', a year group a 'leerjaar'). */
export const schoolEdexmlBe = {
  edexml: {
    invite: {
      title: 'Leerkrachten uitnodigen',
      text: 'Deze leerkrachten uit het bestand hebben nog geen account. Nodig ze uit: ze krijgen een e-mail met een link om zelf een wachtwoord te kiezen, en zien daarna hun klassen.',
      button: 'Uitnodigen',
      buttonFor: '{{name}} uitnodigen',
      sent: 'Uitgenodigd',
      columns: { groups: 'Klassen' },
    },
    intro:
      'Lees de klassen, leerlingen en leerkrachten in uit je leerlingenadministratie (bijvoorbeeld Informat of Wisa): exporteer daar een EDEXML-bestand en kies het hieronder. Je ziet eerst wat er verandert; pas als je op Importeren klikt, wordt het doorgevoerd. Opnieuw importeren werkt alles bij, zonder dubbele leerlingen.',
    privacy:
      'We bewaren alleen de voornaam, de klas en het leerjaar van elke leerling (en de eerste letter van de familienaam als twee kinderen in een klas dezelfde voornaam hebben). Rijksregisternummer, adres, geboortedatum en geslacht lezen we niet in.',
    fileSummary:
      'Bestand van school {{code}} (EDEXML {{version}}): {{groups}} klassen, {{students}} leerlingen, {{teachers}} leerkrachten.',
    counts: {
      groupsNew: 'Nieuwe klassen',
      groupsChanged: 'Gewijzigde klassen',
      studentsMoved: 'Naar een andere klas',
      teachersChanged: 'Leerkrachten aan klassen gekoppeld',
    },
    sections: {
      groupsNew: 'Nieuwe klassen',
      groupsChanged: 'Gewijzigde klassen',
      studentsMoved: 'Leerlingen die naar een andere klas gaan',
      teachersNewText:
        'Na het importeren nodig je ze hier uit (of later via Leerkrachten); daarna zien ze hun klassen.',
      teachersChanged: 'Leerkrachten die aan klassen worden gekoppeld',
    },
    columns: { group: 'Klas', yearGroup: 'Leerjaar', groups: 'Klassen' },
    kindGroup: 'Klas',
    warnings: {
      left_one:
        '{{count}} leerling staat in het bestand als vertrokken: die wordt niet geïmporteerd, en wie al in het product stond gaat naar de prullenbak.',
      left_other:
        '{{count}} leerlingen staan in het bestand als vertrokken: die worden niet geïmporteerd, en wie al in het product stond gaat naar de prullenbak.',
      noGroup_one:
        '{{count}} leerling zonder klas in het bestand ({{examples}}): die wordt niet geïmporteerd. Wie al in het product staat, blijft waar hij is.',
      noGroup_other:
        '{{count}} leerlingen zonder klas in het bestand ({{examples}}): die worden niet geïmporteerd. Wie al in het product staat, blijft waar hij is.',
      groupsNotInFile_one:
        '{{count}} klas uit een eerdere import staat niet meer in het bestand ({{examples}}). Die blijft bestaan; archiveer ze bij Klassen als ze niet meer nodig is.',
      groupsNotInFile_other:
        '{{count}} klassen uit een eerdere import staan niet meer in het bestand ({{examples}}). Ze blijven bestaan; archiveer ze bij Klassen als ze niet meer nodig zijn.',
      unknownYearGroup_one:
        'Onbekend leerjaar {{examples}}: die klassen of leerlingen krijgen geen leerjaar. Je kunt dat zelf instellen.',
      unknownYearGroup_other:
        'Onbekende leerjaren {{examples}}: die klassen of leerlingen krijgen geen leerjaar. Je kunt dat zelf instellen.',
      schoolCodeSaved:
        'Voor deze school is nog geen instellingsnummer bekend. Bij het importeren onthouden we {{examples}}; een bestand van een andere school wordt daarna geweigerd.',
      notChosen_one:
        '{{count}} leerling die al in Rekenblobs staat, zit in het bestand in een klas die je niet aanvinkt ({{examples}}). Die blijft zoals hij is; zet hem zelf in de prullenbak als hij niet meer oefent.',
      notChosen_other:
        '{{count}} leerlingen die al in Rekenblobs staan, zitten in het bestand in klassen die je niet aanvinkt ({{examples}}). Zij blijven zoals ze zijn; zet ze zelf in de prullenbak als ze niet meer oefenen.',
      passwordsPending_one:
        '{{count}} nieuwe leerling krijgt een gebruikersnaam en een wachtwoord dat makkelijk te typen is. Je vindt die bij Wachtwoorden van de klas; daar print je ook de inlogkaart. Het wachtwoord werkt binnen een paar minuten na de import.',
      passwordsPending_other:
        '{{count}} nieuwe leerlingen krijgen een gebruikersnaam en een wachtwoord dat makkelijk te typen is. Je vindt ze bij Wachtwoorden van de klas; daar print je ook de inlogkaarten. Het wachtwoord werkt binnen een paar minuten na de import.',
    },
    doneText: 'De klassen en leerlingen zijn bijgewerkt.',
    backToGroups: 'Naar de klassen',
    choice: {
      title: 'Welke klassen importeer je?',
      text: 'Het eerste tot en met het zesde leerjaar staan aangevinkt. Kleuterklassen en speciale klassen vink je zelf aan als je licentie ze dekt. Bij de volgende import onthouden we je keuze.',
      remembered:
        'Je keuze van de vorige import staat klaar. Klassen die nieuw zijn in het bestand staan aangevinkt als het een klas van het eerste tot en met het zesde leerjaar is.',
    },
    seats: {
      groups_one: '{{count}} klas',
      groups_other: '{{count}} klassen',
      full: 'Je kiest {{groups}} met {{students}}. Daarvoor heb je {{needed}} nodig, maar je licentie heeft er nog {{free}} vrij. Vink klassen uit die niet mee hoeven, of neem contact met ons op om je licentie uit te breiden.',
      ended:
        'Je licentie is verlopen: er kunnen geen nieuwe leerlingen bij. Vink klassen met nieuwe leerlingen uit, of neem contact met ons op om je licentie te verlengen.',
    },
  },
};
