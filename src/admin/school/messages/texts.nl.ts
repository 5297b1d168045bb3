/** Texts of the school's messages and webinars screens (namespace `school-comms`). */
export const schoolCommsNl = {
  nav: { unread: '{{label}}, {{count}} ongelezen' },
  messages: {
    title: 'Berichten',
    intro: 'Berichten van Rekenblobs aan je school, en de webinars waarvoor je je kunt aanmelden.',
    inbox: 'Berichten',
    empty: 'Nog geen berichten',
    emptyText:
      'Als Rekenblobs je school iets laat weten, staat het hier. Hieronder zie je de webinars die eraan komen.',
    unread: 'Nieuw',
    unreadCount: '{{count}} ongelezen',
    open: 'Lezen',
    close: 'Sluiten',
  },
  webinars: {
    title: 'Webinars',
    empty: 'Er staan nu geen webinars gepland',
    emptyText: 'Nieuwe webinars verschijnen hier; je ziet ze ook bij een bericht van Rekenblobs.',
    when: '{{when}} · {{count}} minuten',
    when_one: '{{when}} · 1 minuut',
    placesLeft: 'Nog {{count}} plaatsen vrij',
    placesLeft_one: 'Nog 1 plaats vrij',
    full: 'Vol',
    signedUp: 'Je bent aangemeld',
    signUp: 'Aanmelden',
    signOff: 'Afmelden',
    signUpLabel: 'Aanmelden voor {{title}}',
    signOffLabel: 'Afmelden voor {{title}}',
    signedUpNotice: 'Je bent aangemeld voor "{{title}}". De dag ervoor krijg je een herinnering met de link.',
    signedOffNotice: 'Je bent afgemeld voor "{{title}}".',
    link: 'Link om mee te doen',
  },
};
