import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailInput } from './email-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="mail">E-mail</label>
      <EmailInput id="mail" value={value} onValueChange={setValue} />
    </>
  );
}

describe('e-mail input', () => {
  it('keeps the address lower-case as it is typed, on an e-mail keyboard', () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('E-mail');
    fireEvent.change(input, { target: { value: 'Claire.Dupont@Exemple.FR' } });
    expect(input.value).toBe('claire.dupont@exemple.fr');
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
  });
});
