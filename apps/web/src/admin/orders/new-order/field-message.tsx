import styles from '../../admin.module.css';

/** The first error message found under a field path of react-hook-form's errors. */
export function messageAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const found = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = found?.message ?? found?.root?.message;
  return typeof message === 'string' ? message : undefined;
}

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className={styles.formError} role="alert">
      {message}
    </span>
  ) : null;
}
