/** Belgian Dutch differs from Dutch only in calling groups 'klassen' (SPEC §1); the rest falls back to nl. */
export const commonBe = {
  routes: {
    'a-groepen': 'Klassen',
    'a-groep-oefeninstellingen': 'Oefeninstellingen van de klas',
  },
};
