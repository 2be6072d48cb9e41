import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useVideoRestart } from '../hooks/use-video-restart.ts';
import styles from './partner-band.module.css';

/** The contact page opened on the partnership subject ("?subject=partenaire"). */
export const partnerContactPath = (locale: Parameters<typeof localePath>[0]) =>
  `${localePath(locale, 'contact')}?subject=partenaire`;

interface PartnerBandProps {
  /** The still behind the band (the video's poster); null draws the band on its own colour. */
  posterId: number | null;
  /** A same-origin clip; without one the still stands alone (no video element at all). */
  videoSrc: string | null;
}

/**
 * The partner call to action, set over the home page's background video: a muted loop that
 * starts again 1000 ms after each end and stays still under reduced motion. No clip ships with
 * the shop, so by default the band shows the generated still that would be the video's poster.
 */
export function PartnerBand({ posterId, videoSrc }: PartnerBandProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className={styles.band} aria-labelledby="home-partner-title">
      <div className={styles.backdrop} aria-hidden="true">
        {posterId !== null && (
          <ResponsivePicture
            kind="visuel"
            id={posterId}
            alt=""
            ratio="wide"
            sizes="100vw"
            widths={[640, 960, 1280]}
            className={styles.poster}
          />
        )}
        {videoSrc && <BackgroundVideo src={videoSrc} />}
      </div>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('accueil.partenaire.surtitre')}</p>
        <h2 id="home-partner-title" className={styles.title}>
          {t('accueil.partenaire.titre')}
        </h2>
        <p className={styles.text}>{t('accueil.partenaire.texte')}</p>
        <Link href={`~${partnerContactPath(locale)}`} className={styles.action}>
          {t('accueil.partenaire.action')}
        </Link>
      </div>
    </section>
  );
}

function BackgroundVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const isReducedMotion = usePrefersReducedMotion();
  useVideoRestart(ref, { isPaused: isReducedMotion });
  return <video ref={ref} className={styles.video} src={src} muted playsInline preload="none" />;
}
