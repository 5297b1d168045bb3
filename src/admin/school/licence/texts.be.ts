/** Belgian Dutch: only what differs from the Dutch licence texts. */
export const schoolLicenceBe = {
  whenEndsText:
    'Alle gegevens blijven bewaard en jullie kunnen nog gewoon aanmelden en de voortgang bekijken. Leerlingen kunnen geen nieuwe ronde meer beginnen; een ronde die al loopt, maken ze gewoon af en die antwoorden worden bewaard. Nieuwe leerlingen toevoegen kan pas weer met een nieuwe licentie.',
};
