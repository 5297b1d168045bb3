/** Belgian Dutch: only what differs from the Dutch texts of the accounts screens. */
export const officeAccountsBe = {
  form: {
    brinHint: 'Voor een Nederlandse school: twee cijfers en twee letters, bijvoorbeeld 12AB.',
  },
};
