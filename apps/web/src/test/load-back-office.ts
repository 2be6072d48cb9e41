import { ADMIN_SCREENS } from '../admin/admin-screens.ts';

/**
 * Loads the back office and each of its lazy screens, for a test file's beforeAll: the app then
 * finds them ready, and a test's wait never includes compiling a screen's modules.
 */
export async function loadBackOffice() {
  await Promise.all([import('../admin/admin-app.tsx'), ...ADMIN_SCREENS.map((screen) => screen.load())]);
}
