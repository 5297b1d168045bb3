/** Belgian Dutch of the messages screen: only what differs (nothing yet). */
export const officeCommsBe = {};
