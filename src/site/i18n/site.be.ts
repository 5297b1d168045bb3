import type { SiteTextsOverride } from './site.nl';

/**
 * Belgian Dutch: only the texts that differ from Dutch. Groups are 'klassen' (SPEC §1); where the
 * Dutch text names a year group (groep 3 to 8), the Flemish text names the school year (1e to 6e
 * leerjaar), which is what those groups are called in Flanders.
 */
export const siteBe: SiteTextsOverride = {
  nav: { email: 'info@rekenblobs.be' },
  home: {
    lead: 'Rekenblobs laat kinderen van het 1e tot en met het 6e leerjaar optellen, aftrekken, vermenigvuldigen en delen automatiseren in korte, vrolijke spellen. Elke som past bij het niveau van het kind, en jij ziet in één oogopslag wie hulp nodig heeft.',
    features: {
      'over-voortgang':
        'Kleurcodes per klas, per domein en per som, plus een automatiseertoets na elke 10 sessies.',
    },
    audiences: {
      school: {
        text: 'Een schoollicentie voor alle klassen, met onbeperkt leerkrachten, het klasoverzicht en gratis webinars. Thuis oefenen zit erbij.',
      },
    },
  },
  about: {
    'over-maatwerktaken': {
      sections: {
        what: {
          body: [
            'Een maatwerktaak is een oefentaak die jij als leerkracht toewijst aan één kind, een groepje of de hele klas. Je kiest een onderwerp, zoals optellen over het tiental, de tafels van 3 en 4 of deelsommen, en Rekenblobs zet de taak op de landkaart van de kinderen.',
          ],
        },
        how: {
          points: [
            'Kies het onderwerp: een domein, een tafel of een eigen verzameling sommen.',
            'Kies voor wie: één leerling, een groepje of de hele klas.',
            'Kies hoe lang: een aantal sessies of tot een datum, bijvoorbeeld tot de rekentoets.',
          ],
        },
        map: {
          body: [
            'De maatwerktaak verschijnt als eiland op de landkaart van het kind, naast de gewone taken. Is de taak af, dan verdient het kind munten, en in het klasoverzicht zie jij meteen wie klaar is.',
          ],
        },
      },
    },
    'over-voortgang': {
      lead: 'Rekenblobs laat precies zien waar elk kind staat: de hele klas in kleurcodes, details per domein en per som, hoe vaak er geoefend wordt en een automatiseertoets na elke tien sessies.',
      sections: {
        overview: {
          title: 'De hele klas in één oogopslag',
          body: ['Het klasoverzicht toont per kind en per domein een kleurcode:'],
        },
        test: {
          body: [
            'Na elke tien oefensessies start vanzelf een automatiseertoets. Die begint makkelijk, wordt steeds moeilijker en stopt zelf na te veel fouten, met hooguit 50 sommen. De score telt nauwkeurigheid en snelheid mee, zonder het kind onder druk te zetten. Het kind ziet zijn eigen score; jij ziet de scores van de hele klas door het schooljaar heen.',
          ],
        },
      },
    },
    'over-training': {
      sections: {
        webinars: {
          body: [
            'Bij een schoollicentie horen gratis webinars van 45 minuten. Aan het begin van elk schooljaar en daarna elke maand, over onderwerpen als starten met Rekenblobs, het klasoverzicht lezen en maatwerktaken inzetten. Kun je niet live kijken? Dan ontvang je de opname.',
          ],
        },
        onsite: {
          body: [
            'Tijdens een pedagogische studiedag of een namiddag van anderhalf uur op jullie school leren leerkrachten, zorgcoördinator en rekencoördinator samen werken met Rekenblobs. We bespreken jullie eigen klasoverzichten en maken afspraken over hoe vaak en wanneer er geoefend wordt.',
          ],
        },
        start: {
          body: [
            'Leerlingen importeer je in één keer met een EDEXML-bestand uit je leerlingadministratie. Meestal oefent de klas dezelfde dag al.',
          ],
        },
      },
    },
    'over-didactiek': {
      lead: 'Rekenblobs richt zich op één ding en doet dat goed: het automatiseren van de basisbewerkingen optellen, aftrekken, vermenigvuldigen en delen, van het 1e tot en met het 6e leerjaar.',
      sections: {
        automating: {
          body: [
            'Een som is geautomatiseerd als een kind het antwoord binnen 3 seconden weet, zonder te tellen. Die norm laat ruimte voor het intikken van het antwoord op laptop, tablet of digibord. Wil je een andere norm, bijvoorbeeld voor een kind met een motorische beperking? Dan pas je die per klas of per kind aan.',
          ],
        },
        line: {
          points: [
            '1e leerjaar: optellen en aftrekken tot 10, splitsen.',
            '2e leerjaar: optellen en aftrekken tot 20, ook over het tiental; de tafels van 1, 2, 5 en 10.',
            '3e leerjaar: alle tafels tot en met 10 en de bijbehorende deelsommen.',
            '4e tot en met 6e leerjaar: onderhouden en versnellen van alle basisbewerkingen, gemengd aangeboden.',
          ],
        },
      },
    },
    'over-webbased': {
      sections: {
        privacy: {
          points: [
            'Een voornaam en een klas zijn genoeg om een kind te laten oefenen.',
            'Gegevens staan op servers in de Europese Unie en worden niet gedeeld of verkocht.',
            'Een verwijderde leerling staat 30 dagen in de prullenbak en wordt daarna met alle bijbehorende gegevens definitief verwijderd.',
            'De school kan al haar gegevens op elk moment exporteren en laten verwijderen.',
          ],
        },
      },
    },
    'over-schoolenthuis': {
      sections: {
        home: {
          body: [
            'Met een schoollicentie kunnen kinderen thuis met dezelfde inlog verder oefenen. Alles wat ze thuis doen, telt mee in het klasoverzicht. Ouders hoeven niets te installeren of in te stellen.',
          ],
        },
      },
    },
  },
  screenshots: {
    shots: {
      overview: {
        title: 'Het klasoverzicht',
        caption:
          'De leerkracht ziet de hele klas in kleurcodes: per kind en per domein wat geautomatiseerd is en waar aandacht nodig is.',
        art: 'Klasoverzicht met zeven leerlingen en vijf domeinen in groen, oranje, rood en grijs',
        heading: 'Klas 3b',
      },
    },
  },
  prices: {
    plans: {
      trial: {
        features: [
          'Alle spellen, klassen en functies',
          'Onbeperkt leerkrachten en leerlingen',
          'Geen betaalgegevens nodig',
          'Stopt vanzelf na 30 dagen',
        ],
      },
      school: {
        features: [
          '1e tot en met 6e leerjaar',
          'Onbeperkt leerkrachten',
          'Thuis oefenen inbegrepen',
          'Klasoverzicht en automatiseertoets',
          'Gratis webinars en ondersteuning',
          'Minimaal € 195 per schooljaar, excl. btw',
        ],
      },
    },
    terms: [
      'De schoollicentie loopt per schooljaar (1 september tot en met 31 augustus) en wordt niet stilzwijgend verlengd.',
      'Je betaalt voor het aantal leerlingen dat op 1 oktober in Rekenblobs staat; leerlingen die later instromen, zijn gratis.',
      'Na de proefperiode gaat je school verder met dezelfde klassen en resultaten.',
    ],
  },
  faq: {
    items: {
      groups: {
        q: 'Voor welke klassen is Rekenblobs bedoeld?',
        a: 'Voor het 1e tot en met het 6e leerjaar van het lager onderwijs. In het 1e en 2e leerjaar ligt de nadruk op optellen en aftrekken tot 10 en tot 20, vanaf het 2e leerjaar komen de tafels en het delen erbij. In de hogere leerjaren houden kinderen de basisbewerkingen vlot en zeker.',
      },
      import: {
        q: 'Hoe zet ik mijn leerlingen in Rekenblobs?',
        a: 'Importeer in één keer een EDEXML-bestand uit je leerlingadministratie. Bij een nieuwe import worden bekende leerlingen bijgewerkt in plaats van dubbel aangemaakt. Je kunt leerlingen ook met de hand toevoegen.',
      },
      home: {
        a: 'Ja. Bij een schoollicentie loggen kinderen thuis in met dezelfde gegevens als op school. Wat ze thuis oefenen, telt mee in het klasoverzicht.',
      },
      privacy: {
        a: 'De school is verwerkingsverantwoordelijke en Rekenblobs is verwerker volgens de AVG; we sluiten een verwerkersovereenkomst af. We vragen alleen wat nodig is (een voornaam en een klas zijn genoeg), bewaren gegevens in de EU en delen ze met niemand. Een school kan al haar gegevens exporteren en laten verwijderen.',
      },
    },
  },
  form: {
    application: {
      roleHint: 'Bijvoorbeeld leerkracht, zorgcoördinator of directeur.',
      yearGroups: 'Voor welke leerjaren?',
      yearGroup: '{{leerjaar}}e leerjaar',
    },
  },
};
