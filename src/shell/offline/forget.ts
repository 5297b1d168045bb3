import { STUDENT_API_CACHE } from './paths';

/** Signing out forgets the student's reads kept for offline use (a shared tablet, the next child). */
export function forgetOfflineReads(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(STUDENT_API_CACHE).catch(() => undefined);
}
