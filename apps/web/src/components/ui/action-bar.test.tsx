import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n-react.tsx';
import { createTestI18n } from '../../test/render-app.tsx';
import { ActionBar, type ActionBarProps } from './action-bar.tsx';
import { MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from './modal-timing.ts';

async function renderBar(props: ActionBarProps = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const i18n = await createTestI18n();
  const view = render(
    <I18nProvider i18n={i18n}>
      <form onSubmit={onSubmit}>
        <ActionBar {...props} />
      </form>
    </I18nProvider>,
  );
  const rerender = (next: ActionBarProps) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <form onSubmit={onSubmit}>
          <ActionBar {...next} />
        </form>
      </I18nProvider>,
    );
  return { onSubmit, rerender };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ActionBar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has only a save button by default, which submits its form', async () => {
    const { onSubmit } = await renderBar();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save.getAttribute('type')).toBe('submit');
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables save while there is nothing to save, and while saving says so', async () => {
    const { rerender } = await renderBar({ canSave: false, saveLabel: 'Enregistrer l’adresse' });
    const save = screen.getByRole('button', { name: 'Enregistrer l’adresse' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    rerender({ canSave: true, saveLabel: 'Enregistrer l’adresse' });
    expect(save.disabled).toBe(false);
    expect(save.getAttribute('aria-busy')).toBe('false');
    rerender({ canSave: true, isSaving: true, saveLabel: 'Enregistrer l’adresse' });
    expect(save.disabled).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(save.textContent).toBe('Enregistrement…');
  });

  it('shows cancel only with onCancel, as a plain button that does not submit', async () => {
    const onCancel = vi.fn();
    const { onSubmit } = await renderBar({ onCancel });
    const cancel = screen.getByRole('button', { name: 'Annuler' });
    expect(cancel.getAttribute('type')).toBe('button');
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks "Supprimer ?" before removing, and does nothing when declined', async () => {
    const onRemove = vi.fn();
    await renderBar({ onRemove });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    advance(MODAL_OPEN_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer' });
    expect(dialog.textContent).toContain('Supprimer ?');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    advance(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('removes once confirmed, with its own label and question, busy until done', async () => {
    let finish = () => {};
    const onRemove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderBar({ onRemove, removeLabel: 'Supprimer l’adresse', removeConfirmation: 'Supprimer cette adresse ?' });
    vi.useFakeTimers();
    const remove = screen.getByRole('button', { name: 'Supprimer l’adresse' }) as HTMLButtonElement;
    fireEvent.click(remove);
    advance(MODAL_OPEN_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer l’adresse' });
    expect(dialog.textContent).toContain('Supprimer cette adresse ?');
    const confirm = Array.from(dialog.querySelectorAll('button')).find(
      (button) => button.textContent === 'Supprimer l’adresse',
    ) as HTMLButtonElement;
    fireEvent.click(confirm);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(remove.disabled).toBe(true);
    expect(remove.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(remove.disabled).toBe(false);
  });
});
