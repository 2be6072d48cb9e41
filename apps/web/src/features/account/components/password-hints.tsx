import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { CheckIcon } from '../../../components/ui/action-icons.tsx';
import styles from './password-hints.module.css';

/**
 * The rules of a new password (checkPassword), ticked live as it is typed. Only the length and
 * commonness rules exist; the hints say that plainly instead of a strength meter that would guess.
 */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const isLongEnough = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
  // Past the length rule, any remaining problem is a too common password.
  const isUncommon = isLongEnough && checkPassword(password).length === 0;
  const hints = [
    { key: 'longueur', isMet: isLongEnough, text: t('compte.regles.longueur', { min: PASSWORD_MIN_LENGTH }) },
    { key: 'courant', isMet: isUncommon, text: t('compte.regles.courant') },
  ];
  return (
    <ul id={id} className={styles.hints} aria-label={t('compte.regles.titre')}>
      {hints.map((hint) => (
        <li key={hint.key} className={styles.hint} data-met={hint.isMet}>
          <span className={styles.mark} aria-hidden="true">
            {hint.isMet && <CheckIcon />}
          </span>
          <span>{hint.text}</span>
          <span className="visually-hidden">
            {hint.isMet ? t('compte.regles.respectee') : t('compte.regles.a_respecter')}
          </span>
        </li>
      ))}
    </ul>
  );
}
