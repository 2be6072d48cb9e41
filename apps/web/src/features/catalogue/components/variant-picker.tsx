import type { Declinaison } from '@boutique/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from './variant-picker.module.css';
import { useHydrated } from '../../../lib/use-hydrated.ts';

interface VariantPickerProps {
  declinaisons: Declinaison[];
  selectedId: number | null;
  onChange: (id: number) => void;
}

/** The product's variants as a radio group: container and label, e.g. "50 ml · Pot". */
export function VariantPicker({ declinaisons, selectedId, onChange }: VariantPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  // Drawn on the server, the choice shows before its script runs: a choice made then would be lost.
  const isHydrated = useHydrated();
  return (
    <fieldset className={styles.picker} disabled={!isHydrated}>
      <legend className={styles.legend}>{t('produit.format')}</legend>
      <div className={styles.options}>
        {declinaisons.map((declinaison) => (
          <label key={declinaison.id} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={declinaison.id}
              checked={declinaison.id === selectedId}
              onChange={() => onChange(declinaison.id)}
            />
            <span className={styles.conteneur}>{declinaison.conteneur}</span>
            {declinaison.label && <span className={styles.label}>{declinaison.label}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
