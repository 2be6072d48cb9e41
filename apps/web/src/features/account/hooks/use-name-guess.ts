import { guessNameFromEmail } from '@boutique/domain';
import { useRef, type FocusEvent, type MouseEvent } from 'react';

type GuessedName = 'prenom' | 'nom';

/** What the hook needs of `useAccountForm`. */
interface NameForm {
  values: Record<'mail' | GuessedName, string>;
  setValue: (name: 'mail' | GuessedName, value: string) => void;
  clearError: (name: GuessedName) => void;
}

const GUESSED: readonly GuessedName[] = ['prenom', 'nom'];

/** The names guessed from an address, none before it has its @. */
export function guessNames(mail: string): Record<GuessedName, string> {
  return mail.includes('@') ? guessNameFromEmail(mail) : { prenom: '', nom: '' };
}

/**
 * First and last name are guessed from the part of the address before the @. The guess
 * follows the address as it is typed (once it has its @), so it shows before the person moves on,
 * and it stays a proposal: a name field still holding it has its text selected when reached, so
 * what the person types replaces it instead of landing after it ("MarieMarie"); Tab keeps it, End
 * completes it. A name the person typed is theirs and is never replaced. `initialGuess` is what
 * the form's names start with, guessed from an address given in the link.
 */
export function useNameGuess(form: NameForm, initialGuess: Record<GuessedName, string>) {
  const guessed = useRef(initialGuess);
  // A click places the caret after focus has selected the text: the selection is made again
  // when that click ends, only for the click that brought the focus.
  const selectOnMouseUp = useRef<GuessedName | null>(null);

  const isProposal = (name: GuessedName) => form.values[name] !== '' && form.values[name] === guessed.current[name];

  const onMailChange = (mail: string) => {
    form.setValue('mail', mail);
    if (!mail.includes('@')) return;
    const guess = guessNames(mail);
    for (const name of GUESSED) {
      const current = form.values[name];
      const isFree = current.trim() === '' || current === guessed.current[name];
      if (isFree && current !== guess[name]) form.setValue(name, guess[name]);
    }
    guessed.current = guess;
  };

  /** Props added to a name field's input. */
  const proposalProps = (name: GuessedName) => ({
    onMouseDown: (event: MouseEvent<HTMLInputElement>) => {
      selectOnMouseUp.current = event.currentTarget !== document.activeElement && isProposal(name) ? name : null;
    },
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      form.clearError(name);
      if (isProposal(name)) event.currentTarget.select();
    },
    onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
      if (selectOnMouseUp.current !== name) return;
      selectOnMouseUp.current = null;
      event.preventDefault();
      event.currentTarget.select();
    },
  });

  return { onMailChange, proposalProps };
}
