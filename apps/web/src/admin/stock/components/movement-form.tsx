import { useId, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldControlProps } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import styles from '../../admin.module.css';
import ownStyles from '../stocks.module.css';

/** A stock movement's form: titled, checked by its schema rather than the browser; a new try clears the last refusal. */
export function MovementForm({
  title,
  onStart,
  submit,
  children,
}: {
  title: string;
  onStart: () => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form
      className={ownStyles.form}
      onSubmit={(event) => {
        onStart();
        void submit(event);
      }}
      noValidate
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={`${ownStyles.sectionTitle} ${ownStyles.full}`}>
        {title}
      </h3>
      {children}
    </form>
  );
}

/** The warehouses to choose from; controlled, as a registered select is not given its starting value in every DOM. */
export function WarehouseSelect({
  control,
  field,
  value,
  warehouses,
}: {
  control: FieldControlProps;
  field: UseFormRegisterReturn;
  value: string;
  warehouses: readonly { id: number; label: string }[];
}) {
  return (
    <select {...control} className={`${fieldStyles.input} ${styles.input}`} {...field} value={value}>
      {warehouses.map((warehouse) => (
        <option key={warehouse.id} value={warehouse.id}>
          {warehouse.label}
        </option>
      ))}
    </select>
  );
}
