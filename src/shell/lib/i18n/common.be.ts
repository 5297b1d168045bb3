/** Belgian Dutch differs from Dutch only in calling groups 'klassen' (SPEC §1); the rest falls back to nl. */
export const commonBe = {
  /** A time stated in the language's own time zone (src/domain/time-zones.ts). */
  time: { zoned: '{{when}} (Belgische tijd)' },
  routes: {
    'a-groepen': 'Klassen',
    'a-groep-oefeninstellingen': 'Oefeninstellingen van de klas',
  },
};
