import { get, type FieldErrors, type FieldError, type FieldValues } from 'react-hook-form';
import type { TFunction } from '../../lib/i18n.ts';
import { messagesOf } from '../kit/schema-form.ts';

/**
 * What the lines' error says: a parcel left without a unit in our words (the quantities are
 * bounded as typed, so that is the rule staff meet), any other rule or the server's in its own.
 */
export function linesErrorText(errors: FieldErrors<FieldValues>, t: TFunction): string {
  const error = get(errors, 'lignes') as FieldError | undefined;
  if (!error) return '';
  if (error.type === 'too_small') return t('admin.colis.aucune_quantite');
  return messagesOf(error)?.join(' ') ?? t('admin.colis.aucune_quantite');
}
