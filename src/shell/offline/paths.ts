/**
 * What the service worker keeps for a reload without network (vite.config.ts builds it with
 * vite-plugin-pwa / Workbox). The app shell (HTML, scripts, styles, art) is precached at install; of
 * the API, only the student's own reads that a reload needs to resume a round are kept, network first.
 * Answers are never cached: they wait in the answer queue (IndexedDB) until the server has them.
 */
export const STUDENT_API_CACHE = 'rekenblobs-student-api';

/**
 * GET .../takenlijst, .../somvensters/:id and .../spaarkaart of one student (see PRACTICE_PATHS),
 * matched on the whole address. A RegExp, not a function: Workbox writes the route into sw.js as
 * text, where a function would lose what it refers to.
 */
export const STUDENT_READ_PATTERN =
  /\/api\/leerlingen\/[0-9a-f-]{36}\/(takenlijst|spaarkaart|somvensters\/[0-9a-f-]{36})$/;

/** A new version is looked for this often while the app stays open (a tablet left on overnight). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
