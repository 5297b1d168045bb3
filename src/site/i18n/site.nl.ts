/**
 * Texts of the public site in Dutch: the reference language. English mirrors every key; Belgian Dutch
 * (site.be.ts) lists only the texts that differ. Lists are arrays of strings; sections, plans and
 * questions are objects whose keys the pages name in code, so a Belgian override of one leaf never
 * hides its Dutch siblings.
 */
export const siteNl = {
  nav: {
    aboutMenu: 'Over Rekenblobs: onderwerpen',
    overview: 'Overzicht',
    faq: 'FAQ',
    footerAbout: 'Over Rekenblobs',
    footerSite: 'Meer',
    footerContact: 'Contact',
    email: 'info@rekenblobs.nl',
    hours: 'Maandag tot en met vrijdag, 8.30 – 16.30 uur',
    related: 'Lees ook',
  },
  cta: {
    trial: 'Probeer 30 dagen gratis',
    apply: 'Vraag een proeflicentie aan',
    contact: 'Neem contact op',
    screenshots: 'Bekijk screenshots',
    costs: 'Wat kost het?',
    bandTitle: 'Zelf zien hoe je leerlingen vooruitgaan?',
    bandBody:
      'Probeer Rekenblobs 30 dagen gratis met de hele school. Geen betaalgegevens nodig en de proefperiode stopt vanzelf.',
  },
  loading: 'Bezig met laden…',
  home: {
    title: 'Rekenen oefenen dat meegroeit met elk kind',
    lead: 'Rekenblobs laat kinderen van groep 3 tot en met 8 optellen, aftrekken, vermenigvuldigen en delen automatiseren in korte, vrolijke spellen. Elke som past bij het niveau van het kind, en jij ziet in één oogopslag wie hulp nodig heeft.',
    heroArt: 'Een landkaart met eilanden, munten en vrolijke blobs',
    highlights: {
      success: {
        value: '± 75% goed',
        text: 'Uitdagend genoeg om te leren, haalbaar genoeg om door te gaan.',
      },
      minutes: {
        value: '10 – 15 minuten',
        text: 'Een korte sessie, drie tot vier keer per week, is genoeg.',
      },
      install: { value: 'Niets installeren', text: 'Werkt in elke browser, op laptop, tablet en digibord.' },
    },
    featuresTitle: 'Alles voor een stevige rekenbasis',
    features: {
      'over-adaptief': 'Elo-rating per kind en per som: elke opgave is precies moeilijk genoeg.',
      'over-maatwerktaken': 'Zet zelf gerichte oefentaken klaar voor een kind, een groepje of de hele klas.',
      'over-voortgang':
        'Kleurcodes per groep, per domein en per som, plus een automatiseertoets na elke 10 sessies.',
      'over-beloningssysteem': 'Munten voor inzet, blobs sparen op de spaarkaart en beloningsspellen.',
      'over-didactiek':
        'Automatiseren van + − × : langs de SLO-tussendoelen, met een heldere norm van 3 seconden.',
      'over-webbased': 'Geen installatie, werkt op schoolnetwerken en gaat zorgvuldig om met privacy.',
      'over-schoolenthuis': 'In de klas, op het digibord en thuis met dezelfde inlog.',
      'over-training': 'Gratis webinars en teamtrainingen op school, zodat iedereen snel op weg is.',
    },
    stepsTitle: 'Zo werkt het',
    steps: {
      intake: {
        title: 'Korte instaptoets',
        text: 'Elk kind begint met een korte, speelse instaptoets. Zo start niemand te makkelijk of te moeilijk.',
      },
      practice: {
        title: 'Oefenen op de landkaart',
        text: 'Op de landkaart staan de taken van vandaag als eilanden. Elke taak is een spel van een paar minuten met sommen op maat.',
      },
      follow: {
        title: 'Volgen en bijsturen',
        text: 'Jij ziet per kind wat al geautomatiseerd is en wat nog niet, en zet waar nodig een maatwerktaak klaar.',
      },
    },
    audiencesTitle: 'Voor school en thuis',
    audiences: {
      school: {
        title: 'Voor scholen',
        text: 'Een schoollicentie voor alle groepen, met onbeperkt leerkrachten, het groepsoverzicht en gratis webinars. Thuis oefenen zit erbij.',
      },
      home: {
        title: 'Voor ouders en remedial teachers',
        text: 'Met een thuislicentie oefent je kind met dezelfde adaptieve spellen, ook als de school Rekenblobs (nog) niet gebruikt.',
      },
    },
    researchTitle: 'Gebouwd op onderzoek',
    research:
      'Het adaptieve hart van Rekenblobs werkt volgens het Elo-model dat Klinkenberg, Straatemeier en Van der Maas (2011) beschreven voor adaptief rekenoefenen: na elk antwoord worden het niveau van het kind en de moeilijkheid van de som bijgesteld, en de volgende som wordt zo gekozen dat het kind hem ongeveer drie van de vier keer goed heeft. De leerlijn volgt de tussendoelen rekenen-wiskunde van SLO.',
  },
  about: {
    'over-adaptief': {
      lead: 'Rekenblobs kiest elke som zo dat een kind hem ongeveer drie van de vier keer goed heeft: uitdagend, maar altijd haalbaar. Zo blijft oefenen leuk voor de snelle rekenaar én voor het kind dat meer tijd nodig heeft.',
      art: 'Een trap met oplopende moeilijkheid en een meter die op 75% staat',
      sections: {
        intake: {
          title: 'Een korte instaptoets als start',
          body: [
            'Elk kind begint met een korte instaptoets in spelvorm. Die bepaalt per onderdeel (optellen, aftrekken, de tafels, delen) waar het kind begint. Er is geen cijfer en geen tijdsdruk op het scherm: de toets is alleen bedoeld om goed te kunnen starten.',
          ],
        },
        rating: {
          title: 'Een niveau per kind én per som',
          body: [
            'Na elk antwoord stelt Rekenblobs twee dingen bij: het niveau van het kind en de moeilijkheid van de som. Dat gebeurt met een Elo-rating, hetzelfde idee als bij schaken. Zo kalibreren de sommen zichzelf op de antwoorden van alle kinderen.',
          ],
          points: [
            'Goed en vlot: het niveau stijgt, en de som blijkt voor dit kind makkelijk.',
            'Fout: het niveau daalt voorzichtig, en de som krijgt een hogere moeilijkheid.',
            'Bij een nieuw kind of een nieuwe som beweegt de rating sneller; daarna wordt hij steeds stabieler.',
          ],
        },
        target: {
          title: 'Ongeveer 75% goed',
          body: [
            'Te makkelijk verveelt, te moeilijk ontmoedigt. Daarom mikt Rekenblobs op een succeskans van ongeveer 75%. Uit onderzoek naar adaptief rekenoefenen (Klinkenberg e.a., 2011) blijkt dat kinderen zo het meest leren en het langst gemotiveerd blijven.',
          ],
        },
        retry: {
          title: 'Een foute som komt terug',
          body: [
            'Weet een kind een som niet, dan volgt eerst een makkelijkere som en daarna komt de moeilijke som meteen terug. Nieuwe sommen worden één voor één geoefend tot ze gekend zijn, en pas daarna gemengd met andere.',
          ],
        },
        review: {
          title: 'Herhalen op het juiste moment',
          body: [
            'Rekenblobs onthoudt per kind wanneer elke som voor het laatst voorbijkwam. Oudere sommen komen terug om te herhalen; sommen die al vaak goed gingen, komen steeds minder vaak terug. Daarbij houdt Rekenblobs rekening met hoeveel tijd elk kind nodig heeft om een som te beheersen.',
          ],
        },
        rounds: {
          title: 'Na elke ronde een besluit',
          body: [
            'Aan het eind van elke spelronde beslist Rekenblobs of het kind doorgaat naar de volgende reeks sommen, bijvoorbeeld de volgende tafel, of de huidige reeks nog eens oefent.',
          ],
        },
      },
    },
    'over-maatwerktaken': {
      lead: 'Soms wil je zelf bepalen wat een kind oefent: de tafel van 7 voor de toets, of splitsen tot 10 voor een leerling die extra aandacht nodig heeft. Met maatwerktaken zet je dat in een paar klikken klaar.',
      art: 'Een klembord met afgevinkte taken en twee blobs',
      sections: {
        what: {
          title: 'Wat is een maatwerktaak?',
          body: [
            'Een maatwerktaak is een oefentaak die jij als leerkracht toewijst aan één kind, een groepje of de hele groep. Je kiest een onderwerp, zoals optellen over het tiental, de tafels van 3 en 4 of deelsommen, en Rekenblobs zet de taak op de landkaart van de kinderen.',
          ],
        },
        how: {
          title: 'In drie stappen klaargezet',
          body: [],
          points: [
            'Kies het onderwerp: een domein, een tafel of een eigen verzameling sommen.',
            'Kies voor wie: één leerling, een groepje of de hele groep.',
            'Kies hoe lang: een aantal sessies of tot een datum, bijvoorbeeld tot de rekentoets.',
          ],
        },
        adaptive: {
          title: 'Maatwerk blijft adaptief',
          body: [
            'Binnen een maatwerktaak blijft Rekenblobs de moeilijkheid afstemmen op het kind. Twee leerlingen met dezelfde taak krijgen dus niet dezelfde sommen: iedereen oefent op zijn eigen niveau binnen het onderwerp dat jij kiest.',
          ],
        },
        examples: {
          title: 'Voorbeelden uit de klas',
          body: [],
          points: [
            'Voorbereiden op de volgende les van de rekenmethode.',
            'Extra oefening voor een kind met dyscalculie, in kleine stappen.',
            'Een uitdaging voor snelle rekenaars met grotere getallen.',
            'Gericht herhalen van een tafel die na de vakantie is weggezakt.',
          ],
        },
        map: {
          title: 'Zichtbaar op de landkaart',
          body: [
            'De maatwerktaak verschijnt als eiland op de landkaart van het kind, naast de gewone taken. Is de taak af, dan verdient het kind munten, en in het groepsoverzicht zie jij meteen wie klaar is.',
          ],
        },
      },
    },
    'over-voortgang': {
      lead: 'Rekenblobs laat precies zien waar elk kind staat: de hele groep in kleurcodes, details per domein en per som, hoe vaak er geoefend wordt en een automatiseertoets na elke tien sessies.',
      art: 'Een staafdiagram dat stijgt, met een juichende blob',
      sections: {
        overview: {
          title: 'De hele groep in één oogopslag',
          body: ['Het groepsoverzicht toont per kind en per domein een kleurcode:'],
          points: [
            'Groen: geautomatiseerd, de sommen gaan vlot en goed.',
            'Oranje: hier wordt aan gewerkt.',
            'Rood: dit kind heeft hier extra aandacht nodig.',
            'Grijs: nog niet aan begonnen.',
          ],
        },
        domains: {
          title: 'Per domein en per som',
          body: [
            'Klik op een kind en je ziet per domein (optellen en aftrekken tot 20, de tafels, delen) welke sommen al geautomatiseerd zijn en welke nog niet. Zo zie je bijvoorbeeld dat 7 × 8 en 6 × 7 nog lastig zijn, terwijl de rest van de tafel van 7 er al in zit.',
          ],
        },
        frequency: {
          title: 'Hoe vaak wordt er geoefend?',
          body: [
            'Je ziet hoe vaak en hoe lang elk kind oefent, en welke spellen er gespeeld zijn. Zo merk je snel op wie weinig oefent, op school of thuis.',
          ],
        },
        test: {
          title: 'Automatiseertoets na elke 10 sessies',
          body: [
            'Na elke tien oefensessies start vanzelf een automatiseertoets. Die begint makkelijk, wordt steeds moeilijker en stopt zelf na te veel fouten, met hooguit 50 sommen. De score telt nauwkeurigheid en snelheid mee, zonder het kind onder druk te zetten. Het kind ziet zijn eigen score; jij ziet de scores van de hele groep door het schooljaar heen.',
          ],
        },
      },
    },
    'over-training': {
      lead: 'Rekenblobs is snel uitgelegd, maar samen leer je er meer uit. Daarom bieden we gratis webinars en trainingen voor het hele team op school.',
      art: 'Een webinar op een scherm met blobs als publiek',
      sections: {
        webinars: {
          title: 'Gratis webinars',
          body: [
            'Bij een schoollicentie horen gratis webinars van 45 minuten. Aan het begin van elk schooljaar en daarna elke maand, over onderwerpen als starten met Rekenblobs, het groepsoverzicht lezen en maatwerktaken inzetten. Kun je niet live kijken? Dan ontvang je de opname.',
          ],
        },
        onsite: {
          title: 'Teamtraining op school',
          body: [
            'Tijdens een studiemiddag van anderhalf uur op jullie school leren leerkrachten, intern begeleider en rekencoördinator samen werken met Rekenblobs. We bespreken jullie eigen groepsoverzichten en maken afspraken over hoe vaak en wanneer er geoefend wordt.',
          ],
        },
        start: {
          title: 'Snel van start',
          body: [
            'Leerlingen importeer je in één keer met een EDEXML-bestand uit je leerlingadministratie, zoals ParnasSys of ESIS. Meestal oefent de groep dezelfde dag al.',
          ],
        },
        support: {
          title: 'Hulp als je die nodig hebt',
          body: [
            'Heb je een vraag? Mail of bel ons op schooldagen; we antwoorden binnen één schooldag. Korte handleidingen en video’s staan klaar in de schoolomgeving.',
          ],
        },
      },
    },
    'over-beloningssysteem': {
      lead: 'Kinderen verdienen munten door te oefenen, sparen blobs op hun spaarkaart en spelen beloningsspellen als het werk van de dag af is. Wat telt is inzet, niet snelheid.',
      art: 'Een spaarkaart met verzamelde blobs en munten',
      sections: {
        coins: {
          title: 'Munten voor inzet, niet voor snelheid',
          body: [
            'Elk kind verdient munten door te oefenen. Een snel antwoord levert niet meer op dan een zorgvuldig antwoord, en een fout kost geen munten. Zo valt een kind dat meer tijd nodig heeft niet achter, en blijft iedereen gemotiveerd om te oefenen.',
          ],
        },
        blobs: {
          title: 'Blobs sparen op de spaarkaart',
          body: [
            'Met de munten kopen kinderen nieuwe blobs voor hun eigen verzameling. Op de spaarkaart zien ze welke blobs ze al hebben en welke ze nog kunnen sparen. Elke blob heeft een eigen kleur en karakter.',
          ],
        },
        games: {
          title: 'Beloningsspellen na het werk',
          body: [
            'Zijn de taken van de dag af, dan gaan de beloningsspellen open, zoals een autorace. De speeltijd is beperkt, zodat het oefenen centraal blijft.',
          ],
        },
        noranking: {
          title: 'Geen ranglijsten',
          body: [
            'Kinderen worden niet met elkaar vergeleken. Er is geen ranglijst en geen klassement: elk kind ziet alleen zijn eigen voortgang en zijn eigen verzameling.',
          ],
        },
      },
    },
    'over-didactiek': {
      lead: 'Rekenblobs richt zich op één ding en doet dat goed: het automatiseren van de basisbewerkingen optellen, aftrekken, vermenigvuldigen en delen, van groep 3 tot en met 8.',
      art: 'De vier rekentekens en een stopwatch op drie seconden',
      sections: {
        automating: {
          title: 'Automatiseren: vlot en zeker',
          body: [
            'Een som is geautomatiseerd als een kind het antwoord binnen 3 seconden weet, zonder te tellen. Die norm laat ruimte voor het intikken van het antwoord op laptop, tablet of digibord. Wil je een andere norm, bijvoorbeeld voor een kind met een motorische beperking? Dan pas je die per groep of per kind aan.',
          ],
        },
        line: {
          title: 'Een leerlijn volgens de SLO-tussendoelen',
          body: [
            'De leerlijn volgt de tussendoelen rekenen-wiskunde van SLO, en is opgebouwd in tussendoelen, subdoelen en oefentaken:',
          ],
          points: [
            'Groep 3: optellen en aftrekken tot 10, splitsen.',
            'Groep 4: optellen en aftrekken tot 20, ook over het tiental; de tafels van 1, 2, 5 en 10.',
            'Groep 5: alle tafels tot en met 10 en de bijbehorende deelsommen.',
            'Groep 6 tot en met 8: onderhouden en versnellen van alle basisbewerkingen, gemengd aangeboden.',
          ],
        },
        steps: {
          title: 'Van begrijpen naar automatiseren',
          body: [
            'Nieuwe sommen komen één voor één aan bod, tot het kind ze kent. Pas daarna worden ze gemengd met bekende sommen, en pas als ze vlot gaan, telt de snelheid mee. Zo bouwt elk kind eerst zekerheid op en daarna snelheid.',
          ],
        },
        support: {
          title: 'Ook voor kinderen die het moeilijk vinden',
          body: [
            'Rekenblobs werkt in kleine stappen, toont geen tikkende klok en vraagt weinig lezen. Daardoor is het ook geschikt voor kinderen met dyscalculie of dyslexie, en voor remedial teaching.',
          ],
        },
        method: {
          title: 'Naast elke rekenmethode',
          body: [
            'Rekenblobs vervangt je rekenmethode niet, maar vult haar aan: de methode legt uit, Rekenblobs zorgt dat de basis blijft zitten. Met maatwerktaken sluit je aan bij de les van deze week.',
          ],
        },
      },
    },
    'over-webbased': {
      lead: 'Rekenblobs draait in de browser. Er is niets te installeren, het werkt op de apparaten die je school al heeft, en we gaan zuinig om met de gegevens van kinderen.',
      art: 'Een laptop, een tablet en een digibord met Rekenblobs',
      sections: {
        browser: {
          title: 'Alleen een browser nodig',
          body: [
            'Rekenblobs werkt in Chrome, Edge, Firefox en Safari, op Windows, Chromebooks, Macs, iPads en Android-tablets. Er zijn geen apps of plug-ins nodig, en updates krijg je automatisch.',
          ],
        },
        whiteboard: {
          title: 'Ook op het digibord',
          body: [
            'De spellen hebben grote knoppen en werken met aanraken. Zo oefen je ook klassikaal op het digibord, bijvoorbeeld als warming-up aan het begin van de rekenles.',
          ],
        },
        network: {
          title: 'Werkt op schoolnetwerken',
          body: [
            'Rekenblobs gebruikt weinig bandbreedte en werkt achter de firewall van de school. Antwoorden worden eerst op het apparaat bewaard en daarna verstuurd, dus ook als het wifi even wegvalt, gaat er geen antwoord verloren.',
          ],
        },
        privacy: {
          title: 'Privacy goed geregeld',
          body: [
            'De school is verwerkingsverantwoordelijke, Rekenblobs is verwerker volgens de AVG. We sluiten het model-verwerkersovereenkomst van het Privacyconvenant af en gebruiken zo min mogelijk gegevens.',
          ],
          points: [
            'Een voornaam en een groep zijn genoeg om een kind te laten oefenen.',
            'Gegevens staan op servers in de Europese Unie en worden niet gedeeld of verkocht.',
            'Een verwijderde leerling staat 30 dagen in de prullenbak en wordt daarna met alle bijbehorende gegevens definitief verwijderd.',
            'De school kan al haar gegevens op elk moment exporteren en laten verwijderen.',
          ],
        },
        login: {
          title: 'Eenvoudig inloggen',
          body: [
            'Leerlingen loggen in met een gebruikersnaam en wachtwoord dat je voor ze klaarzet en kunt afdrukken. Leerkrachten kunnen ook inloggen met single sign-on.',
          ],
        },
      },
    },
    'over-schoolenthuis': {
      lead: 'Kinderen oefenen in de klas, op het digibord en thuis, steeds met dezelfde inlog en op hun eigen niveau. Voor ouders en remedial teachers is er een thuislicentie.',
      art: 'Een school en een huis, verbonden door een pad met blobs',
      sections: {
        school: {
          title: 'Op school',
          body: [
            'Een korte sessie van 10 tot 15 minuten, drie tot vier keer per week, is genoeg. Kinderen oefenen zelfstandig op een laptop of tablet, bijvoorbeeld tijdens het zelfstandig werken of als de rekenles klaar is. Op het digibord oefen je samen.',
          ],
        },
        home: {
          title: 'Thuis verder oefenen',
          body: [
            'Met een schoollicentie kunnen kinderen thuis met dezelfde inlog verder oefenen. Alles wat ze thuis doen, telt mee in het groepsoverzicht. Ouders hoeven niets te installeren of in te stellen.',
          ],
        },
        homeLicence: {
          title: 'Een thuislicentie voor ouders',
          body: [
            'Gebruikt de school van je kind Rekenblobs (nog) niet? Met een thuislicentie oefent je kind met precies dezelfde adaptieve spellen. Jij ziet als ouder welke sommen al goed gaan en welke nog lastig zijn.',
          ],
        },
        rt: {
          title: 'Remedial teaching en bijles',
          body: [
            'Remedial teachers en bijlesdocenten gebruiken Rekenblobs om kinderen tussen de sessies door gericht te laten oefenen. Met maatwerktaken bepaal je zelf waar het kind aan werkt.',
          ],
        },
      },
    },
  },
  screenshots: {
    title: 'Screenshots',
    lead: 'Zo ziet Rekenblobs eruit voor kinderen en voor leerkrachten. Deze afbeeldingen zijn tekeningen van de echte schermen.',
    shots: {
      map: {
        title: 'De landkaart',
        caption:
          'Op de landkaart ziet een kind de taken van vandaag als eilanden, de munten die het verdiend heeft en wat er nog te doen is.',
        art: 'Landkaart met vier eilanden, twee afgevinkt, een teller met 125 munten en een takenlijst',
        tasks: ['Tafel van 7', 'Plus tot 20', 'Delen door 3', 'Herhalen'],
      },
      bubbles: {
        title: 'Bellenprikken',
        caption:
          'In bellenprikken prikt een kind de bel met het goede antwoord. De bolletjes onderaan laten zien hoe ver de ronde is.',
        art: 'Het spel bellenprikken met de som 6 × 7 en vijf bellen met antwoorden',
      },
      overview: {
        title: 'Het groepsoverzicht',
        caption:
          'De leerkracht ziet de hele groep in kleurcodes: per kind en per domein wat geautomatiseerd is en waar aandacht nodig is.',
        art: 'Groepsoverzicht met zeven leerlingen en vijf domeinen in groen, oranje, rood en grijs',
        heading: 'Groep 5b',
        columns: ['+ tot 20', '− tot 20', 'Tafels', 'Delen', 'Gemengd'],
        legend: ['Geautomatiseerd', 'Mee bezig', 'Aandacht nodig', 'Nog niet'],
      },
      test: {
        title: 'Scores van de automatiseertoets',
        caption:
          'Na elke tien sessies maakt een kind een automatiseertoets. De scores laten de groei door het schooljaar heen zien.',
        art: 'Staafdiagram met zeven toetsscores die stijgen van 38 naar 78',
        heading: 'Automatiseertoets: Noor',
      },
      savings: {
        title: 'De spaarkaart',
        caption:
          'Met de munten die het verdient, spaart een kind blobs voor de eigen verzameling op de spaarkaart.',
        art: 'Spaarkaart met zes verzamelde blobs en twee lege plekken',
      },
    },
  },
  prices: {
    title: 'Prijzen',
    lead: 'Eenvoudige prijzen per leerling per schooljaar, zonder opstartkosten. Begin met een gratis proefperiode van 30 dagen.',
    art: 'Een stapel munten en een knipogende blob',
    vat: 'Alle prijzen zijn exclusief 21% btw.',
    popular: 'Meest gekozen',
    plans: {
      trial: {
        name: 'Proefperiode',
        price: 'Gratis',
        unit: '30 dagen, voor de hele school',
        features: [
          'Alle spellen, groepen en functies',
          'Onbeperkt leerkrachten en leerlingen',
          'Geen betaalgegevens nodig',
          'Stopt vanzelf na 30 dagen',
        ],
      },
      school: {
        name: 'Schoollicentie',
        price: '€ 6,50',
        unit: 'per leerling per schooljaar, excl. btw',
        features: [
          'Groep 3 tot en met 8',
          'Onbeperkt leerkrachten',
          'Thuis oefenen inbegrepen',
          'Groepsoverzicht en automatiseertoets',
          'Gratis webinars en ondersteuning',
          'Minimaal € 195 per schooljaar, excl. btw',
        ],
      },
      home: {
        name: 'Thuislicentie',
        price: '€ 29',
        unit: 'per kind per jaar, excl. btw',
        features: [
          'Voor ouders, remedial teachers en bijles',
          'Dezelfde adaptieve spellen',
          'Overzicht van de voortgang',
          'Elk volgend kind € 19 per jaar, excl. btw',
        ],
      },
    },
    choose: 'Kies {{plan}}',
    extrasTitle: 'Training en maatwerk',
    extras: [
      'Webinars: gratis bij een schoollicentie.',
      'Teamtraining op school (anderhalf uur, tot 25 deelnemers): € 495 per bijeenkomst, excl. btw, inclusief reiskosten in Nederland en Vlaanderen.',
      'Voor schoolbesturen en scholen met meer dan 400 leerlingen maken we graag een offerte op maat.',
    ],
    termsTitle: 'Goed om te weten',
    terms: [
      'De schoollicentie loopt per schooljaar (1 augustus tot en met 31 juli) en wordt niet stilzwijgend verlengd.',
      'Je betaalt voor het aantal leerlingen dat op 1 oktober in Rekenblobs staat; leerlingen die later instromen, zijn gratis.',
      'Na de proefperiode gaat je school verder met dezelfde groepen en resultaten.',
    ],
  },
  faq: {
    title: 'Veelgestelde vragen',
    lead: 'Staat je vraag er niet bij? Neem gerust contact met ons op.',
    art: 'Twee blobs met een vraagteken en een uitroepteken',
    items: {
      groups: {
        q: 'Voor welke groepen is Rekenblobs bedoeld?',
        a: 'Voor groep 3 tot en met 8 van het basisonderwijs. In groep 3 en 4 ligt de nadruk op optellen en aftrekken tot 10 en tot 20, vanaf groep 4 komen de tafels en het delen erbij. In de hogere groepen houden kinderen de basisbewerkingen vlot en zeker.',
      },
      sums: {
        q: 'Welke sommen oefenen de kinderen?',
        a: 'Optellen en aftrekken tot 20, de tafels van vermenigvuldigen tot en met 10 en de bijbehorende deelsommen, in spelvorm. Met maatwerktaken kun je ook een eigen verzameling sommen klaarzetten.',
      },
      adaptive: {
        q: 'Hoe past Rekenblobs zich aan mijn leerlingen aan?',
        a: 'Na een korte instaptoets krijgt elk kind een niveau. Na elk antwoord worden het niveau van het kind en de moeilijkheid van de som bijgesteld, en de volgende som wordt zo gekozen dat het kind hem ongeveer drie van de vier keer goed heeft. Foute sommen komen snel terug, gekende sommen af en toe ter herhaling.',
      },
      install: {
        q: 'Moeten we iets installeren?',
        a: 'Nee. Rekenblobs werkt in elke moderne browser (Chrome, Edge, Firefox, Safari). Er zijn geen apps of plug-ins nodig en updates gaan automatisch.',
      },
      devices: {
        q: 'Werkt het op tablets, Chromebooks en het digibord?',
        a: 'Ja. Rekenblobs werkt op laptops, Chromebooks, iPads en Android-tablets, en met aanraken op het digibord. Een scherm van minimaal 9 inch is het prettigst voor kinderen.',
      },
      home: {
        q: 'Kunnen kinderen thuis verder oefenen?',
        a: 'Ja. Bij een schoollicentie loggen kinderen thuis in met dezelfde gegevens als op school. Wat ze thuis oefenen, telt mee in het groepsoverzicht.',
      },
      privacy: {
        q: 'Hoe gaan jullie om met de privacy van kinderen?',
        a: 'De school is verwerkingsverantwoordelijke en Rekenblobs is verwerker volgens de AVG; we sluiten de model-verwerkersovereenkomst van het Privacyconvenant af. We vragen alleen wat nodig is (een voornaam en een groep zijn genoeg), bewaren gegevens in de EU en delen ze met niemand. Een school kan al haar gegevens exporteren en laten verwijderen.',
      },
      import: {
        q: 'Hoe zet ik mijn leerlingen in Rekenblobs?',
        a: 'Importeer in één keer een EDEXML-bestand uit je leerlingadministratie, zoals ParnasSys of ESIS. Bij een nieuwe import worden bekende leerlingen bijgewerkt in plaats van dubbel aangemaakt. Je kunt leerlingen ook met de hand toevoegen.',
      },
      time: {
        q: 'Hoe lang en hoe vaak moeten kinderen oefenen?',
        a: 'Een sessie duurt 10 tot 15 minuten. Drie tot vier sessies per week geven het beste resultaat; vaker kort oefenen werkt beter dan af en toe lang.',
      },
      test: {
        q: 'Wat is de automatiseertoets?',
        a: 'Na elke tien oefensessies maakt een kind automatisch een korte toets van hooguit 50 sommen. De toets begint makkelijk, wordt moeilijker en stopt zelf na te veel fouten. De score telt nauwkeurigheid en snelheid mee en is zichtbaar voor het kind en de leerkracht.',
      },
      trial: {
        q: 'Hoe werkt de gratis proefperiode?',
        a: 'Vul het aanvraagformulier in en je ontvangt binnen één schooldag de inloggegevens. Je gebruikt Rekenblobs 30 dagen gratis met de hele school. De proefperiode stopt vanzelf; je zit nergens aan vast.',
      },
      dyscalculia: {
        q: 'Is Rekenblobs geschikt voor kinderen met dyscalculie?',
        a: 'Ja. Rekenblobs werkt in kleine stappen, laat geen tikkende klok zien en vraagt weinig lezen. De norm voor automatiseren pas je per kind aan, en met maatwerktaken laat je een kind gericht oefenen.',
      },
      pressure: {
        q: 'Zetten de spellen kinderen onder tijdsdruk?',
        a: 'Nee. Snelheid telt mee in de meting, maar kinderen verdienen munten voor inzet en niet voor snelheid. Er zijn geen ranglijsten: elk kind ziet alleen zijn eigen voortgang.',
      },
      cancel: {
        q: 'Hoe zeg ik de licentie op?',
        a: 'Dat hoeft niet: een schoollicentie loopt per schooljaar en wordt niet stilzwijgend verlengd. Voor het nieuwe schooljaar sturen we een voorstel voor verlenging, dat je kunt accepteren of laten liggen.',
      },
    },
  },
  contact: {
    title: 'Contact',
    lead: 'Heb je een vraag, wil je een demonstratie of heb je hulp nodig bij het gebruik? Stuur ons een bericht; we antwoorden binnen één schooldag.',
    art: 'Een blob met een envelop',
    asideTitle: 'Direct contact',
    emailLabel: 'E-mail',
    hoursLabel: 'Bereikbaar',
    trialTitle: 'Liever meteen proberen?',
    trialText: 'Vraag een gratis proefperiode van 30 dagen aan voor je hele school.',
  },
  application: {
    title: 'Aanvraagformulier',
    lead: 'Vraag een gratis proefperiode, een schoollicentie of een thuislicentie aan. Je krijgt binnen één schooldag antwoord.',
    art: 'Een blob naast een ingevuld formulier',
  },
  form: {
    required: 'verplicht',
    optional: 'optioneel',
    sending: 'Bezig met versturen…',
    checkFields: 'Het formulier is nog niet goed ingevuld. Controleer de gemarkeerde velden.',
    network:
      'Het versturen is niet gelukt: er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw. Wat je hebt ingevuld, blijft staan.',
    server:
      'Het versturen is niet gelukt door een storing bij ons. Probeer het over een paar minuten opnieuw; wat je hebt ingevuld, blijft staan.',
    tooMany:
      'Je hebt veel formulieren kort na elkaar verstuurd. Wacht een minuut en probeer het dan opnieuw.',
    reference: 'Je referentienummer',
    receivedAt: 'Ontvangen op {{date}}',
    contact: {
      name: 'Naam',
      email: 'E-mailadres',
      school: 'School of organisatie',
      phone: 'Telefoonnummer',
      subject: 'Onderwerp',
      subjectChoose: 'Kies een onderwerp',
      subjects: {
        question: 'Een vraag over Rekenblobs',
        demo: 'Een demonstratie aanvragen',
        support: 'Hulp bij het gebruik',
        other: 'Iets anders',
      },
      message: 'Bericht',
      messageHint: 'Minimaal 10 tekens.',
      submit: 'Bericht versturen',
      successTitle: 'Bedankt voor je bericht!',
      successBody: 'We hebben je bericht ontvangen en antwoorden binnen één schooldag op {{email}}.',
      again: 'Nog een bericht sturen',
    },
    application: {
      kind: 'Wat wil je aanvragen?',
      kinds: {
        trial: 'Gratis proefperiode',
        school: 'Schoollicentie',
        home: 'Thuislicentie',
      },
      kindHints: {
        trial: '30 dagen gratis voor de hele school, stopt vanzelf.',
        school: '€ 6,50 per leerling per schooljaar, excl. btw.',
        home: 'Voor ouders en remedial teachers: € 29 per kind per jaar, excl. btw.',
      },
      organisation: 'Naam van de school of organisatie',
      organisationHint: 'Niet nodig voor een thuislicentie.',
      contactName: 'Je naam',
      role: 'Je functie',
      roleHint: 'Bijvoorbeeld leerkracht, intern begeleider of directeur.',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      postcode: 'Postcode',
      postcodeHint: 'Bijvoorbeeld 1234 AB of 2000.',
      city: 'Plaats',
      country: 'Land',
      countries: { NL: 'Nederland', BE: 'België' },
      students: 'Aantal leerlingen',
      studentsHome: 'Aantal kinderen',
      yearGroups: 'Voor welke groepen?',
      yearGroup: 'Groep {{n}}',
      message: 'Opmerkingen of vragen',
      acceptTerms: 'Ik ga akkoord met de algemene voorwaarden en de verwerkersovereenkomst van Rekenblobs.',
      submit: 'Aanvraag versturen',
      successTitle: 'Je aanvraag is ontvangen',
      successBody: {
        trial: 'Binnen één schooldag ontvang je op {{email}} de inloggegevens voor je proefperiode.',
        school: 'Binnen één schooldag sturen we een bevestiging en de inloggegevens naar {{email}}.',
        home: 'Binnen één schooldag ontvang je op {{email}} de inloggegevens en de factuur voor je thuislicentie.',
      },
      again: 'Nog een aanvraag doen',
    },
  },
};

type DeepStrings<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? string[]
      : DeepStrings<T[K]>;
};
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string | string[] ? T[K] : DeepPartial<T[K]> };

export type SiteTexts = DeepStrings<typeof siteNl>;
export type SiteTextsOverride = DeepPartial<SiteTexts>;
export type AboutPageName = keyof SiteTexts['about'];
