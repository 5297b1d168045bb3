/** Belgian Dutch: leerjaar instead of groep; the rest falls back to Dutch. */
export const officeGamesBe = {
  games: { preview: { taskOption: '{{name}} ({{group}}e leerjaar, {{count}} sommen)' } },
};
