import { useTranslation } from '../../lib/i18n-react.tsx';
import type { JsonSchema } from './api-document.ts';
import styles from './api-reference.module.css';

/** Nested objects deeper than this are summarised by their type: the reference stays readable. */
const MAX_DEPTH = 4;

/** A schema's type in a few words: `string (email)`, `integer ≤ 100`, `"payee" | "expediee"`, `array of object`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(' | ');
  const type = [schema.type ?? 'any'].flat().join(' | ');
  if (type === 'array' && schema.items) return `array of ${typeLabel(schema.items)}`;
  const bounds = [
    schema.format && `(${schema.format})`,
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && `≤ ${schema.maximum}`,
    schema.maxLength !== undefined && `≤ ${schema.maxLength} car.`,
  ].filter(Boolean);
  return [type, ...bounds].join(' ');
}

const objectOf = (schema: JsonSchema): JsonSchema | null =>
  schema.properties ? schema : schema.items?.properties ? schema.items : null;

/** An object schema as a list of its fields, their types and whether each is required. */
export function SchemaView({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const { t } = useTranslation();
  const object = objectOf(schema);
  if (!object?.properties || depth >= MAX_DEPTH) return <code className={styles.type}>{typeLabel(schema)}</code>;
  const required = new Set(object.required ?? []);
  return (
    <dl className={styles.fields}>
      {Object.entries(object.properties).map(([name, field]) => (
        <div key={name} className={styles.field}>
          <dt>
            <code>{name}</code>
            {required.has(name) && <span className={styles.required}> {t('admin.api.requis')}</span>}
          </dt>
          <dd>
            {objectOf(field) ? (
              <SchemaView schema={field} depth={depth + 1} />
            ) : (
              <code className={styles.type}>{typeLabel(field)}</code>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
