import { act } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { I18nProvider, useTranslation } from './i18n-react.tsx';

const resources = { fr: { salut: 'Bonjour' }, en: { salut: 'Hello' } };

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('salut')}</p>;
}

describe('useTranslation while a server-drawn page hydrates', () => {
  it('hydrates a late part in the drawn language, then shows the language chosen meanwhile', async () => {
    const page = (i18n: Awaited<ReturnType<typeof createI18n>>, LatePart: ComponentType) => (
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}>
          <LatePart />
        </Suspense>
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(await createI18n('fr', { resources }), Greeting));
    expect(container.textContent).toBe('Bonjour');

    // The part's code arrives only after the visitor has switched to English.
    let arrive!: () => void;
    const LatePart = lazy(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = () => resolve({ default: Greeting }))),
    );
    const i18n = await createI18n('fr', { resources });
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(i18n, LatePart), { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    await act(() => i18n.changeLanguage('en'));
    await act(async () => arrive());

    expect(recoverableErrors).toEqual([]);
    expect(container.textContent).toBe('Hello');
  });
});
