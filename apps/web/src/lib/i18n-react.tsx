import type { i18n as I18n, TFunction } from 'i18next';
import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The React side of i18next, in the few lines the shop needs: a provider, a hook that re-renders
 * on language changes and loads, and <Trans> for messages with links inside. It replaces
 * react-i18next, whose ~3 KB gzip the home route's budget cannot afford.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

function useI18nInstance(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  return i18n;
}

/** The translate function and instance; the component re-renders when the language or its messages change. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useI18nInstance();
  // The snapshot changes whenever the language changes or a message bundle arrives.
  const snapshot = () => `${i18n.language}:${i18n.isInitialized}:${Object.keys(i18n.store?.data ?? {}).join(',')}`;
  const version = useSyncExternalStore(
    (onChange) => {
      i18n.on('languageChanged', onChange);
      i18n.on('loaded', onChange);
      i18n.store?.on('added', onChange);
      return () => {
        i18n.off('languageChanged', onChange);
        i18n.off('loaded', onChange);
        i18n.store?.off('added', onChange);
      };
    },
    snapshot,
    // The server renders with the same instance state the browser hydrates with.
    snapshot,
  );
  void version;
  return { t: i18n.t.bind(i18n) as TFunction, i18n };
}

/**
 * A message whose <name>text</name> parts become the given elements, e.g.
 * "J'accepte les <cgv>conditions</cgv>" with components={{ cgv: <Link href="…" /> }}; `values`
 * fill its {{placeholders}} (text only: React escapes it).
 */
export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: string;
  components: Record<string, ReactElement>;
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  const parts = String(t(i18nKey, values)).split(/(<\w+>[^<]*<\/\w+>)/u);
  return (
    <>
      {parts.map((part, index) => {
        const match = /^<(\w+)>([^<]*)<\/\1>$/u.exec(part);
        const element = match?.[1] ? components[match[1]] : undefined;
        return element ? cloneElement(element, { key: index }, match![2]) : <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}
