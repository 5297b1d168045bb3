/** Texts of the EDEXML import (a-edexml), in Dutch (namespace `school-edexml`); keys ending in `_home` word a home account. */
export const schoolEdexmlNl = {
  edexml: {
    invite: {
      title: 'Leerkrachten uitnodigen',
      text: 'Deze leerkrachten uit het bestand hebben nog geen account. Nodig ze uit: ze krijgen een e-mail met een link om zelf een wachtwoord te kiezen, en zien daarna hun groepen.',
      button: 'Uitnodigen',
      buttonFor: '{{name}} uitnodigen',
      sent: 'Uitgenodigd',
      columns: { name: 'Naam', email: 'E-mailadres', groups: 'Groepen' },
      errors: {
        teacherExists: 'Deze leerkracht hoort al bij deze school.',
        emailUnavailable: 'Dit e-mailadres kan niet worden gebruikt. Kies een ander e-mailadres.',
      },
    },
    title: 'Leerlingen importeren (EDEXML)',
    crumb: 'Importeren',
    intro:
      'Lees de groepen, leerlingen en leerkrachten in uit je leerlingenadministratie (ParnasSys, ESIS, Cito LVS en dergelijke): exporteer daar een EDEXML-bestand en kies het hieronder. Je ziet eerst wat er verandert; pas als je op Importeren klikt, wordt het doorgevoerd. Opnieuw importeren werkt alles bij, zonder dubbele leerlingen.',
    privacy:
      'We bewaren alleen de voornaam, de groep en het jaar van elke leerling (en de eerste letter van de achternaam als twee kinderen in een groep dezelfde voornaam hebben). BSN, adres, geboortedatum en geslacht lezen we niet in.',
    file: 'EDEXML-bestand',
    choose: 'Bestand kiezen',
    chooseOther: 'Ander bestand kiezen',
    noFile: 'Nog geen bestand gekozen',
    fileInfo: '{{name}} ({{size}})',
    tooLarge:
      'Dit bestand is groter dan {{max}} MB. Een EDEXML-bestand van een school is veel kleiner: kies het juiste bestand.',
    preview: 'Bekijk wat er verandert',
    uploading: 'Bestand versturen… {{percent}}%',
    processing: 'Bestand verwerken…',
    previewTitle: 'Wat er verandert',
    fileSummary:
      'Bestand van school {{code}} (EDEXML {{version}}): {{groups}} groepen, {{students}} leerlingen, {{teachers}} leerkrachten.',
    versionUnknown: 'versie onbekend',
    nothingToDo: 'Alles is al bijgewerkt: deze import verandert niets.',
    counts: {
      groupsNew: 'Nieuwe groepen',
      groupsChanged: 'Gewijzigde groepen',
      studentsNew: 'Nieuwe leerlingen',
      studentsChanged: 'Andere naam',
      studentsMoved: 'Naar een andere groep',
      studentsGone: 'Naar de prullenbak',
      studentsBack: 'Terug uit de prullenbak',
      membershipsAdded: 'In een samengestelde groep',
      membershipsRemoved: 'Uit een samengestelde groep',
      teachersChanged: 'Leerkrachten aan groepen gekoppeld',
    },
    sections: {
      groupsNew: 'Nieuwe groepen',
      groupsChanged: 'Gewijzigde groepen',
      studentsNew: 'Nieuwe leerlingen',
      studentsChanged: 'Leerlingen met een andere naam',
      studentsMoved: 'Leerlingen die naar een andere groep gaan',
      studentsGone: 'Leerlingen die niet meer in het bestand staan',
      studentsGoneText:
        'Zij gaan naar de prullenbak. Daar kun je ze nog terugzetten; staan ze bij een volgende import weer in het bestand, dan komen ze vanzelf terug.',
      studentsBack: 'Leerlingen die terugkomen uit de prullenbak',
      teachersNew: 'Leerkrachten die nog geen account hebben',
      teachersNewText:
        'Na het importeren nodig je ze hier uit (of later via Leerkrachten); daarna zien ze hun groepen.',
      teachersChanged: 'Leerkrachten die aan groepen worden gekoppeld',
    },
    columns: {
      name: 'Naam',
      group: 'Groep',
      yearGroup: 'Jaargroep',
      kind: 'Soort',
      username: 'Gebruikersnaam',
      was: 'Was',
      from: 'Van',
      to: 'Naar',
      email: 'E-mailadres',
      groups: 'Groepen',
    },
    kindGroup: 'Groep',
    kindCombination: 'Samengestelde groep',
    noEmail: 'geen e-mailadres',
    more: 'en nog {{count}}',
    warnings: {
      noGroup_one:
        '{{count}} leerling zonder groep in het bestand ({{examples}}): die wordt niet geïmporteerd. Wie al in het product staat, blijft waar hij is.',
      noGroup_other:
        '{{count}} leerlingen zonder groep in het bestand ({{examples}}): die worden niet geïmporteerd. Wie al in het product staat, blijft waar hij is.',
      left_one:
        '{{count}} leerling staat als vertrokken (jaargroep H) in het bestand: die wordt niet geïmporteerd, en wie al in het product stond gaat naar de prullenbak.',
      left_other:
        '{{count}} leerlingen staan als vertrokken (jaargroep H) in het bestand: die worden niet geïmporteerd, en wie al in het product stond gaat naar de prullenbak.',
      groupsNotInFile_one:
        '{{count}} groep uit een eerdere import staat niet meer in het bestand ({{examples}}). Die blijft bestaan; archiveer hem bij Groepen als hij niet meer nodig is.',
      groupsNotInFile_other:
        '{{count}} groepen uit een eerdere import staan niet meer in het bestand ({{examples}}). Ze blijven bestaan; archiveer ze bij Groepen als ze niet meer nodig zijn.',
      unknownYearGroup_one:
        'Onbekende jaargroep {{examples}}: die groepen of leerlingen krijgen geen jaargroep. Je kunt die zelf instellen.',
      unknownYearGroup_other:
        'Onbekende jaargroepen {{examples}}: die groepen of leerlingen krijgen geen jaargroep. Je kunt die zelf instellen.',
      teacherNoEmail_one:
        '{{count}} leerkracht zonder e-mailadres ({{examples}}): die kun je niet uitnodigen vanuit de import.',
      teacherNoEmail_other:
        '{{count}} leerkrachten zonder e-mailadres ({{examples}}): die kun je niet uitnodigen vanuit de import.',
      schoolCodeSaved:
        'Voor deze school is nog geen BRIN-nummer bekend. Bij het importeren onthouden we {{examples}}; een bestand van een andere school wordt daarna geweigerd.',
      notChosen_one:
        '{{count}} leerling die al in Rekenblobs staat, zit in het bestand in een groep die je niet aanvinkt ({{examples}}). Die blijft zoals hij is; zet hem zelf in de prullenbak als hij niet meer oefent.',
      notChosen_other:
        '{{count}} leerlingen die al in Rekenblobs staan, zitten in het bestand in groepen die je niet aanvinkt ({{examples}}). Zij blijven zoals ze zijn; zet ze zelf in de prullenbak als ze niet meer oefenen.',
      passwordsPending_one:
        '{{count}} nieuwe leerling krijgt een gebruikersnaam en een wachtwoord dat makkelijk te typen is. Je vindt die bij Wachtwoorden van de groep; daar print je ook de inlogkaart. Het wachtwoord werkt binnen een paar minuten na de import.',
      passwordsPending_other:
        '{{count}} nieuwe leerlingen krijgen een gebruikersnaam en een wachtwoord dat makkelijk te typen is. Je vindt ze bij Wachtwoorden van de groep; daar print je ook de inlogkaarten. Het wachtwoord werkt binnen een paar minuten na de import.',
    },
    import: 'Importeren',
    confirmTitle: 'Import doorvoeren?',
    confirmText:
      'De wijzigingen hierboven worden nu doorgevoerd: {{studentsNew}} nieuwe leerlingen, {{studentsGone}} naar de prullenbak. Dit gebeurt in één keer.',
    confirm: 'Ja, importeren',
    cancel: 'Annuleren',
    importing: 'Bezig met importeren…',
    doneTitle: 'Import klaar',
    doneText: 'De groepen en leerlingen zijn bijgewerkt.',
    backToGroups: 'Naar de groepen',
    error: 'Het bestand kon niet worden ingelezen.',
    schoolCode: 'BRIN van je school: {{code}}. Een EDEXML-bestand met een ander BRIN wordt geweigerd.',
    schoolCodeBe:
      'Instellingsnummer van je school: {{code}}. Een EDEXML-bestand met een ander instellingsnummer wordt geweigerd.',
    noSchoolCode:
      'Voor je school is nog geen BRIN bekend. De eerste import onthoudt het BRIN uit het bestand; daarna weigeren we bestanden van andere scholen.',
    noSchoolCodeBe:
      'Voor je school is nog geen instellingsnummer bekend. De eerste import onthoudt het instellingsnummer uit het bestand; daarna weigeren we bestanden van andere scholen.',
    choice: {
      title: 'Welke groepen importeer je?',
      text: 'Groep 3 tot en met 8 staan aangevinkt. Kleutergroepen en speciale groepen vink je zelf aan als je licentie ze dekt. Bij de volgende import onthouden we je keuze.',
      remembered:
        'Je keuze van de vorige import staat klaar. Groepen die nieuw zijn in het bestand staan aangevinkt als het groep 3 tot en met 8 is.',
      all: 'Alles aanvinken',
      none: 'Niets aanvinken',
      students_one: '{{count}} leerling',
      students_other: '{{count}} leerlingen',
      newGroup: 'nieuw in het bestand',
      updating: 'Telling bijwerken…',
    },
    seats: {
      groups_one: '{{count}} groep',
      groups_other: '{{count}} groepen',
      students_one: '{{count}} leerling',
      students_other: '{{count}} leerlingen',
      places_one: '{{count}} plaats',
      places_other: '{{count}} plaatsen',
      newPlaces_one: '{{count}} nieuwe plaats',
      newPlaces_other: '{{count}} nieuwe plaatsen',
      chosen: 'Je kiest {{groups}} met {{students}}.',
      free: 'Je licentie heeft nog {{places}} vrij.',
      uses: 'Deze import neemt er {{count}} in.',
      usesKept:
        'Deze import neemt er {{count}} in: leerlingen die al in Rekenblobs staan, houden hun plaats.',
      usesNone:
        'Deze import neemt geen nieuwe plaatsen in: leerlingen die al in Rekenblobs staan, houden hun plaats.',
      unlimited: 'Je licentie heeft geen maximum aantal leerlingen.',
      licenceFullTitle: 'Te veel leerlingen voor je licentie.',
      licenceEndedTitle: 'Je licentie is verlopen.',
      full: 'Je kiest {{groups}} met {{students}}. Daarvoor heb je {{needed}} nodig, maar je licentie heeft er nog {{free}} vrij. Vink groepen uit die niet mee hoeven, of neem contact met ons op om je licentie uit te breiden.',
      ended:
        'Je licentie is verlopen: er kunnen geen nieuwe leerlingen bij. Vink groepen met nieuwe leerlingen uit, of neem contact met ons op om je licentie te verlengen.',
      contact: 'Contact opnemen',
      blocked: 'Je keuze past niet in je licentie; zie de melding boven de lijsten.',
    },
  },
};
