import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render-app.tsx';
import { PhoneInput, readPhone, type PhoneInputStatus } from './phone-input.tsx';

/** The phone input as a form holds it: its E.164 value in state, every change recorded. */
function Harness({
  onValue,
  initial = '',
  invalidMessage,
}: {
  onValue: (value: string, status: PhoneInputStatus) => void;
  initial?: string;
  invalidMessage?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="tel">Téléphone</label>
      <PhoneInput
        id="tel"
        value={value}
        {...(invalidMessage ? { invalidMessage } : {})}
        onChange={(next, status) => {
          setValue(next);
          onValue(next, status);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Vider
      </button>
    </>
  );
}

const typeNumber = (text: string) => fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: text } });
const numberField = () => screen.getByLabelText<HTMLInputElement>('Téléphone');
const countrySelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Indicatif du pays' });

describe('phone input', () => {
  it('starts on France, formats a French number as it is typed and emits it in E.164', async () => {
    const onValue = vi.fn();
    await renderInApp(<Harness onValue={onValue} />);
    expect(countrySelect().value).toBe('FR');
    expect(screen.getByText('+33')).toBeTruthy();
    typeNumber('0612345678');
    expect(numberField().value).toBe('06 12 34 56 78');
    expect(onValue).toHaveBeenLastCalledWith('+33612345678', { isValid: true, error: null });
  });

  it('flags an incomplete number with the configurable message, and an emptied field as no number', async () => {
    const onValue = vi.fn();
    await renderInApp(<Harness onValue={onValue} invalidMessage="Numéro à vérifier" />);
    typeNumber('06 12');
    expect(onValue).toHaveBeenLastCalledWith(expect.stringMatching(/^\+33/u), {
      isValid: false,
      error: 'Numéro à vérifier',
    });
    expect(numberField().validationMessage).toBe('Numéro à vérifier');
    typeNumber('');
    expect(onValue).toHaveBeenLastCalledWith('', { isValid: true, error: null });
  });

  it('uses the shop’s own invalid message by default', async () => {
    const onValue = vi.fn();
    await renderInApp(<Harness onValue={onValue} />);
    typeNumber('0612');
    expect(onValue.mock.lastCall?.[1]).toEqual({
      isValid: false,
      error: 'Ce numéro de téléphone ne semble pas valide.',
    });
  });

  it('limits the field to 25 characters and keeps letters out', async () => {
    await renderInApp(<Harness onValue={vi.fn()} />);
    expect(numberField().maxLength).toBe(25);
    expect(numberField().type).toBe('tel');
    typeNumber('06abc12');
    expect(numberField().value.replace(/\s/gu, '')).toBe('0612');
    typeNumber('0'.repeat(40));
    expect(numberField().value.length).toBeLessThanOrEqual(25);
  });

  it('reads the number under another country once it is chosen', async () => {
    const onValue = vi.fn();
    await renderInApp(<Harness onValue={onValue} />);
    fireEvent.change(countrySelect(), { target: { value: 'GB' } });
    expect(screen.getByText('+44')).toBeTruthy();
    typeNumber('07400123456');
    expect(numberField().value).toBe('07400 123456');
    expect(onValue).toHaveBeenLastCalledWith('+447400123456', { isValid: true, error: null });
    // Switching back reads the same digits as a French number (no longer valid).
    fireEvent.change(countrySelect(), { target: { value: 'FR' } });
    expect(onValue.mock.lastCall?.[0]).toMatch(/^\+33/u);
    expect(onValue.mock.lastCall?.[1]).toMatchObject({ isValid: false });
  });

  it('picks the country from a number typed with its calling code', async () => {
    const onValue = vi.fn();
    await renderInApp(<Harness onValue={onValue} />);
    typeNumber('+32 470 12 34 56');
    expect(countrySelect().value).toBe('BE');
    expect(onValue).toHaveBeenLastCalledWith('+32470123456', { isValid: true, error: null });
  });

  it('shows a stored E.164 value in its country’s style and follows a reset from the form', async () => {
    await renderInApp(<Harness onValue={vi.fn()} initial="+33612345678" />);
    expect(countrySelect().value).toBe('FR');
    expect(numberField().value).toBe('06 12 34 56 78');
    fireEvent.click(screen.getByRole('button', { name: 'Vider' }));
    expect(numberField().value).toBe('');
  });

  it('names the countries in the page’s language, with their flag and calling code', async () => {
    await renderInApp(<Harness onValue={vi.fn()} />, { locale: 'de' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Landesvorwahl' });
    const germany = [...select.options].find((option) => option.value === 'DE');
    expect(germany?.textContent).toBe('🇩🇪 Deutschland (+49)');
  });

  it('accepts national numbers of 2 to 17 digits only', () => {
    expect(readPhone('1', 'FR').isValid).toBe(false);
    expect(readPhone('+33 6 12 34 56 78 90 12 34 56 78 9', 'FR').isValid).toBe(false);
    expect(readPhone('01 23 45 67 89', 'FR')).toEqual({ e164: '+33123456789', isValid: true });
  });
});
