import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-app.tsx';
import { PartnerBand } from './partner-band.tsx';

describe('PartnerBand', () => {
  it('links to the contact page on the partnership subject, in the page’s language', async () => {
    await renderInApp(<PartnerBand posterId={43} videoSrc={null} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Bring the house to your salon');
    expect(screen.getByRole('link', { name: 'Become a partner' }).getAttribute('href')).toBe(
      '/en/contact?subject=partenaire',
    );
  });

  it('shows the still alone, with no video element, when no clip exists', async () => {
    const { container } = await renderInApp(<PartnerBand posterId={43} videoSrc={null} />);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/media/visuel/43/');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('plays a local clip, muted, over its still', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = await renderInApp(<PartnerBand posterId={43} videoSrc="/media/clips/atelier.mp4" />);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/clips/atelier.mp4');
    expect(video?.muted).toBe(true);
  });
});
