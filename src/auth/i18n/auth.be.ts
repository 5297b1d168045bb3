/** Belgian Dutch: only what differs from Dutch. The sign-in texts do not mention groups, so nothing yet. */
export const authBe = {};
