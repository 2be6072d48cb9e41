import { render } from '@testing-library/react';
import type { Locale } from '@boutique/domain';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../app/app.tsx';
import { createTestI18n, createTestQueryClient } from '../../../test/render-app.tsx';
import { stubContentApi } from './content-fixtures.ts';

/** Renders the whole app at a path with the content API stubbed; the history is recorded. */
export async function renderContentApp(path: string, api: Parameters<typeof stubContentApi>[0] = {}) {
  const fetchMock = stubContentApi(api);
  const location = memoryLocation({ path, record: true });
  const locale = (path.split('/')[1] ?? 'fr') as Locale;
  const i18n = await createTestI18n(['fr', 'en', 'es', 'de'].includes(locale) ? locale : 'fr');
  const view = render(<App i18n={i18n} queryClient={createTestQueryClient()} location={location} />);
  const currentPath = () => location.history.at(-1);
  return { ...view, location, currentPath, fetchMock };
}
