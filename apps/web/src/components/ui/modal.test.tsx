import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nProvider } from '../../lib/i18n-react.tsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/render-app.tsx';
import { Modal } from './modal.tsx';
import { useModalClose } from './modal-context.ts';

function CloseFromInside() {
  const close = useModalClose();
  return (
    <button type="button" onClick={close}>
      Choisir
    </button>
  );
}

/** An opener button and the modal it mounts, the way the header uses it. */
function Harness({ onCancel }: { onCancel: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {isOpen && (
        <Modal
          title="Langue de la boutique"
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        >
          <p>Contenu</p>
          <CloseFromInside />
        </Modal>
      )}
    </>
  );
}

async function openModal() {
  const onCancel = vi.fn();
  const i18n = await createTestI18n();
  vi.useFakeTimers();
  render(
    <I18nProvider i18n={i18n}>
      <Harness onCancel={onCancel} />
    </I18nProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Langue de la boutique' });
  return { dialog, onCancel, opener };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Modal', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled modal dialog that mounts hidden and shows 100 ms later', async () => {
    const { dialog } = await openModal();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-visible')).toBe('false');
    advance(99);
    expect(dialog.getAttribute('data-visible')).toBe('false');
    advance(1);
    expect(dialog.getAttribute('data-visible')).toBe('true');
  });

  it('hides at once on the close button and cancels 300 ms later, then gives focus back', async () => {
    const { dialog, onCancel, opener } = await openModal();
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialog.getAttribute('data-visible')).toBe('false');
    advance(299);
    expect(onCancel).not.toHaveBeenCalled();
    advance(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('is unmounted in the task that ends its close, so the opener clicked right after opens it again', async () => {
    await openModal();
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    // The close delay ends in a plain timer, as in the browser: nothing flushes React's renders
    // before the next click unless the modal does.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    vi.advanceTimersByTime(300);
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog', { name: 'Langue de la boutique' }).hasAttribute('open')).toBe(true);
  });

  it('closes on Escape', async () => {
    const { dialog, onCancel } = await openModal();
    advance(100);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog.getAttribute('data-visible')).toBe('false');
    advance(300);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside its panel, not on a click inside', async () => {
    const { dialog, onCancel } = await openModal();
    advance(100);
    const inside = screen.getByText('Contenu');
    fireEvent.mouseDown(inside);
    fireEvent.click(inside);
    advance(300);
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    advance(300);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels only once however many ways it is asked to close', async () => {
    const { dialog, onCancel } = await openModal();
    advance(100);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    advance(600);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('lets its content close it the same way', async () => {
    const { onCancel } = await openModal();
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Choisir' }));
    advance(300);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openModal();
    const close = screen.getByRole('button', { name: 'Fermer' });
    const last = screen.getByRole('button', { name: 'Choisir' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
