import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Collapsible } from './collapsible.tsx';

function renderCollapsible(props: { defaultOpen?: boolean } = {}) {
  render(
    <Collapsible title="Quels sont les délais ?" {...props}>
      <p>48 à 72 h en France.</p>
      <a href="/fr/contact">Nous écrire</a>
    </Collapsible>,
  );
  return screen.getByRole('button', { name: 'Quels sont les délais ?' });
}

describe('Collapsible', () => {
  it('is a button inside a heading that controls its panel, closed by default', () => {
    const button = renderCollapsible();
    expect(button.closest('h3')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeTruthy();
    expect(panel?.textContent).toContain('48 à 72 h');
    expect(panel?.dataset.open).toBe('false');
    // A plain div may not carry aria-labelledby (ARIA in HTML: the W3C checker flags it), and a
    // region role per answer would crowd the landmarks: the button's aria-controls links them.
    expect(panel?.hasAttribute('aria-labelledby')).toBe(false);
    expect(panel?.hasAttribute('role')).toBe(false);
  });

  it('opens and closes on click, and reflects it in aria-expanded', () => {
    const button = renderCollapsible();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.dataset.open).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('is a native button, so Enter and Space reach it from the keyboard', () => {
    const button = renderCollapsible({ defaultOpen: true });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Browsers turn Enter/Space on a focused button into a click.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('vibrates briefly on toggle when the device can, and keeps working when it cannot', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const button = renderCollapsible();
    fireEvent.click(button);
    expect(vibrate).toHaveBeenCalledWith(100);
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        throw new Error('blocked');
      },
      configurable: true,
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('follows a controlled open state', () => {
    const onOpenChange = vi.fn();
    render(
      <Collapsible title="Titre" open onOpenChange={onOpenChange}>
        Texte
      </Collapsible>,
    );
    const button = screen.getByRole('button', { name: 'Titre' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
