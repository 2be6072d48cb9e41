import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { I18n, TFunction } from './i18n.ts';

/**
 * The React side of the messages: a provider, a hook that re-renders on language changes and
 * loads, and <Trans> for messages with links inside.
 */
const I18nContext = createContext<{ i18n: I18n; drawnState: string } | null>(null);

/** Which language is shown and which message bundles are in, e.g. "en|fr,en"; it changes with either. */
const stateOf = (i18n: I18n) => `${i18n.language}|${i18n.loadedLanguages.join(',')}`;

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  // The state the page was drawn in: a part that hydrates late must render it, not a language
  // chosen meanwhile, or its text would not match the server's HTML.
  // Kept in state, not a memo: React may drop a memo, and reading it again would give the live state.
  // A page has one I18n for its lifetime.
  const [value] = useState(() => ({ i18n, drawnState: stateOf(i18n) }));
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The translate function and instance; the component re-renders when the language or its messages change. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useTranslation needs an <I18nProvider> above it');
  const { i18n, drawnState } = context;
  const state = useSyncExternalStore(
    (onChange) => i18n.subscribe(onChange),
    () => stateOf(i18n),
    // Read while hydrating only; React renders again with the live state right after.
    () => drawnState,
  );
  const language = state.slice(0, state.indexOf('|'));
  // The live function, except while hydrating a part drawn in a language changed since.
  return { t: language === i18n.language ? i18n.t : i18n.getFixedT(language), i18n };
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
