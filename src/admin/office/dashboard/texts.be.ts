/** The texts of the office dashboard (o-dashboard), in Belgian Dutch; the rest falls back to Dutch. */
export const officeDashboardBe = {
  dashboard: {
    // A Flemish licence 'vervalt' (as the licence notice to Flemish schools says).
    endsOn: 'vervalt op {{date}}',
    renewalsTitle: 'Licenties die binnen {{days}} dagen vervallen',
    renewalsEmpty: 'Geen licentie vervalt binnen {{days}} dagen zonder vervolg.',
    renewalsEmptyText:
      'Een school- of thuislicentie die bijna vervalt en nog geen volgende periode heeft, staat hier, zodat je op tijd over verlengen kunt bellen.',
  },
};
