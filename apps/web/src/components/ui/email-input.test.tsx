import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-app.tsx';
import { EmailField, EmailInput } from './email-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="mail">E-mail</label>
      <EmailInput id="mail" value={value} onValueChange={setValue} />
    </>
  );
}

function FieldHarness() {
  const [value, setValue] = useState('');
  return <EmailField label="Adresse e-mail" value={value} onValueChange={setValue} />;
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

  it('proposes the corrected address of a common provider, taken in one click', async () => {
    await renderInApp(<FieldHarness />);
    const input = screen.getByLabelText<HTMLInputElement>('Adresse e-mail');
    fireEvent.change(input, { target: { value: 'claire@gmial.com' } });
    expect(screen.getByText(/Vouliez-vous dire/u).textContent).toBe('Vouliez-vous dire claire@gmail.com ?');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'claire@gmail.com' }));
    expect(input.value).toBe('claire@gmail.com');
    expect(screen.queryByText(/Vouliez-vous dire/u)).toBeNull();

    fireEvent.change(input, { target: { value: 'claire@maison-orcaviar.fr' } });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks the page language', async () => {
    await renderInApp(<FieldHarness />, { locale: 'es' });
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'ana@hotmial.es' } });
    expect(screen.getByText(/Quería decir/u).textContent).toBe('¿Quería decir ana@hotmail.es?');
  });
});
