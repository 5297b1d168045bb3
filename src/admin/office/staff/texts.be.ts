/** Belgian Dutch: one 'meldt zich aan'; the rest falls back to Dutch. */
export const officeStaffBe = {
  staff: {
    columns: { lastSignIn: 'Laatst aangemeld' },
    roleText: '{{name}} wordt {{role}}. {{name}} wordt afgemeld en meldt zich daarna met de nieuwe rol aan.',
    deactivateText:
      '{{name}} ({{email}}) kan zich daarna niet meer aanmelden en wordt meteen overal afgemeld. Je kunt {{name}} later weer inschakelen.',
    activateText: '{{name}} kan zich daarna weer aanmelden met het eigen wachtwoord.',
  },
};
