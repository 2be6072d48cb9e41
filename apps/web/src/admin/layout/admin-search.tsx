import { formatEuros, querySearch } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { searchQueryOptions, searchResults, type SearchResult } from './admin-search-api.ts';
import layout from './admin-layout.module.css';
import styles from './admin-search.module.css';

/** How long typing pauses before the search runs: one request per pause, not per key. */
const PAUSE_MS = 250;

/** The text typed once it stops changing for PAUSE_MS. */
function usePaused(text: string) {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/** A field people type text into, where `/` is a character and not a shortcut. */
function isTextField(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
  );
}

/**
 * The back office's search box (header): an order by its number, invoice or credit note, a
 * customer, a product or a payment link, each option jumping to its page. The ARIA combobox
 * pattern: `/` or Ctrl/Cmd-K focus it (outside a text field), the arrows move through the
 * options, Enter opens one, Escape closes the list (then empties the box).
 */
export function AdminSearch() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The option the arrows picked, for the text it was picked among (new results: none picked).
  const [pick, setPick] = useState({ among: '', index: -1 });
  const listId = useId();
  const helpId = useId();
  const typed = usePaused(text).trim();
  const valid = querySearch.safeParse(typed).success;
  const query = useQuery({ ...searchQueryOptions(typed), enabled: valid });
  const results = query.data ? searchResults(query.data) : [];
  const expanded = open && valid && query.data !== undefined;
  const active = pick.among === typed ? pick.index : -1;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) ||
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey));
      if (!shortcut || isTextField(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const go = (result: SearchResult) => {
    setOpen(false);
    setText('');
    input.current?.blur();
    navigate(result.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setPick({ among: typed, index: (active + step + results.length) % results.length });
      return;
    }
    if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) go(chosen);
    }
  };

  const groups = [...new Set(results.map((result) => result.kind))];
  const optionId = (index: number) => `${listId}-${index}`;
  const status = !valid
    ? ''
    : query.isError
      ? t('admin.recherche.erreur')
      : query.data === undefined
        ? ''
        : results.length === 0
          ? t('admin.recherche.aucun', { q: typed })
          : t('admin.recherche.resultats', { count: results.length });

  return (
    <div className={styles.search}>
      <label className={styles.label} htmlFor={`${listId}-input`}>
        {t('admin.recherche.libelle')}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        className={`${layout.control} ${styles.input}`}
        placeholder={t('admin.recherche.exemple')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={helpId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <span id={helpId} className={styles.help}>
        {t('admin.recherche.aide')}
      </span>
      <p className={styles.status} role="status">
        {open ? status : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('admin.recherche.libelle')}
        className={styles.list}
        hidden={!expanded || results.length === 0}
      >
        {groups.map((kind) => (
          <div key={kind} role="group" aria-label={t(`admin.recherche.groupes.${kind}`)}>
            <div aria-hidden="true" className={`${layout.caption} ${styles.group}`}>
              {t(`admin.recherche.groupes.${kind}`)}
            </div>
            {results.map((result, index) =>
              result.kind !== kind ? null : (
                <div
                  key={optionId(index)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // The input keeps the focus: a press on an option must not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(result)}
                >
                  <span className={styles.optionTitle}>{result.title}</span>
                  <span className={styles.optionDetail}>
                    {[
                      result.detail,
                      result.statut && t(`admin.commandes.statuts.${result.statut}`),
                      result.montant !== undefined && formatEuros(result.montant, tag),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
