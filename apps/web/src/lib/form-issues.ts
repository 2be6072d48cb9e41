import type { TFunction } from './i18n.ts';

/** The parts of a zod issue a form needs (kept structural: the web app does not import zod). */
export interface FormIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
}

export type FormErrors<Field extends string> = Partial<Record<Field, string[]>>;

/**
 * Turns a shared contract's issues (the same schema the server applies) into field errors in the
 * page's language: the contracts' own messages are French, for the API. An empty field reads as
 * "required" whatever rule it broke. `messageFor` names a field's special case (a consent box).
 */
export function describeIssues<Field extends string>(
  issues: readonly FormIssue[],
  values: Readonly<Record<string, unknown>>,
  t: TFunction,
  messageFor?: (field: string, issue: FormIssue) => string | undefined,
): FormErrors<Field> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    const value = values[field];
    const isEmpty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const message = messageFor?.(field, issue) ?? (isEmpty ? t('formulaire.requis') : describeIssue(issue, t));
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors as FormErrors<Field>;
}

function describeIssue(issue: FormIssue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) > 1 ? t('formulaire.trop_court', { min: issue.minimum }) : t('formulaire.requis');
    case 'too_big':
      return t('formulaire.trop_long', { max: issue.maximum });
    case 'invalid_format':
      return issue.format === 'email' ? t('formulaire.email_invalide') : t('formulaire.invalide');
    case 'invalid_type':
      return t('formulaire.requis');
    default:
      return t('formulaire.invalide');
  }
}

/** Server field errors (a map of field to messages), kept to the fields a form shows. */
export function pickFieldErrors<Field extends string>(
  errors: Readonly<Record<string, readonly string[]>>,
  fields: readonly Field[],
): FormErrors<Field> {
  const picked: FormErrors<Field> = {};
  for (const field of fields) {
    const messages = errors[field];
    if (messages && messages.length > 0) picked[field] = [...messages];
  }
  return picked;
}
