/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: long enough for passphrases, short enough to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

// The most used passwords in French and English leaks; refusing them stops the cheapest guesses.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  'password',
  'password1',
  'password123',
  'motdepasse',
  'motdepasse1',
  'azertyuiop',
  'azerty123',
  'azertyui',
  'qwertyuiop',
  'qwerty123',
  'qwertyui',
  'iloveyou',
  'jetaime1',
  'soleil123',
  'doudou123',
  'chocolat',
  'marseille',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'superman',
  'letmein1',
  'welcome1',
  'trustno1',
  'abcd1234',
  'abc12345',
  'admin123',
  'administrator',
  'bonjour1',
  'bonjour123',
  'loulou123',
  'nicolas1',
  'caviar123',
  'orcaviar',
  'boutique',
  'passw0rd',
  'p@ssw0rd',
  'changeme',
  'starwars',
]);

/** A weakness of a new password: its reason (error-reasons.ts) and its French message. */
export interface PasswordProblem {
  reason: 'too_short' | 'too_long' | 'password_too_common';
  message: string;
}

/** Checks a new password; answers its problems with their reasons (empty when acceptable). */
export function findPasswordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push({
      reason: 'too_short',
      message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push({
      reason: 'too_long',
      message: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
    });
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    problems.push({
      reason: 'password_too_common',
      message: 'Ce mot de passe est trop courant, choisissez-en un autre.',
    });
  }
  return problems;
}

/** Checks a new password; answers the problems in French (empty when acceptable). */
export function checkPassword(password: string): string[] {
  return findPasswordProblems(password).map((problem) => problem.message);
}
