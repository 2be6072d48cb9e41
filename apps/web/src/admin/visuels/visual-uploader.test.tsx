import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr.ts';
import { renderInApp } from '../../test/render-app.tsx';
import { VisualUploader } from './visual-uploader.tsx';

const picture = (name: string, bytes = 1_000, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Téléverser des images…'), { target: { files } });
const visual = (id: number) => ({ id, alt: '', largeur: 800, hauteur: 600, traductions: {}, version: 1 });

describe('VisualUploader', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends queued files one at a time with a real progress bar, announced by quarter', async () => {
    const onUploaded = vi.fn();
    await renderInApp(<VisualUploader onUploaded={onUploaded} />);
    choose(picture('face.jpg'), picture('dos.png', 2_000, 'image/png'));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [first] = FakeXhr.sent;
    expect(first!.method).toBe('POST');
    expect(first!.url).toBe('/api/visuels');
    expect(((first!.body as FormData).get('fichier') as File).name).toBe('face.jpg');
    expect(first!.headers['content-type']).toBeUndefined();
    expect(screen.getByText('En attente')).toBeTruthy();

    first!.progress(512, 1_024);
    const bar = screen.getByRole('progressbar', { name: 'Envoi de face.jpg' }) as HTMLProgressElement;
    expect(bar.value).toBe(50);
    expect(bar.max).toBe(100);
    expect(screen.getByText('50 %')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('face.jpg : 50 % envoyés.');

    first!.progress(800, 1_024);
    expect(bar.value).toBe(78);
    expect(screen.getByRole('status').textContent).toBe('face.jpg : 75 % envoyés.');

    first!.respond(201, { code: 201, data: visual(41) });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(visual(41)));
    expect(screen.getByText('Envoyé')).toBeTruthy();
    // The second file starts only once the first is done.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(((FakeXhr.sent[1]!.body as FormData).get('fichier') as File).name).toBe('dos.png');
    FakeXhr.sent[1]!.progress(100, 400);
    expect((screen.getByRole('progressbar', { name: 'Envoi de dos.png' }) as HTMLProgressElement).value).toBe(25);
  });

  it('cancels a file being sent, then sends the next one', async () => {
    const onUploaded = vi.fn();
    await renderInApp(<VisualUploader onUploaded={onUploaded} />);
    choose(picture('a.jpg'), picture('b.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.progress(10, 100);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler l’envoi de a.jpg' }));
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(await screen.findByText('Envoi annulé.')).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, and refuses an oversized file without sending it', async () => {
    await renderInApp(<VisualUploader onUploaded={vi.fn()} />);
    choose(picture('enorme.jpg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('Fichier trop volumineux : 10 Mo au plus.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);

    choose(picture('logo.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(415, {
      code: 415,
      message: 'Format non pris en charge : envoyez une image JPEG, PNG ou WebP (les SVG sont refusés).',
      errors: {},
    });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Images en cours d’envoi' }).textContent).toContain(
        'logo.jpgFormat non pris en charge : envoyez une image JPEG',
      ),
    );
    expect(screen.getByRole('status').textContent).toContain('logo.jpg : Format non pris en charge');
  });
});
