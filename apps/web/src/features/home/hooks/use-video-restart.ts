import { useEffect, type RefObject } from 'react';

/** The background video starts again 1000 ms after it ends. */
export const VIDEO_RESTART_DELAY_MS = 1000;

/**
 * Plays a muted background video and, each time it ends, starts it again after a pause of
 * `delayMs`. With `isPaused` (reduced motion, off screen) it stays still on its current frame.
 */
export function useVideoRestart(
  ref: RefObject<HTMLVideoElement | null>,
  { isPaused, delayMs = VIDEO_RESTART_DELAY_MS }: { isPaused: boolean; delayMs?: number },
) {
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (isPaused) {
      video.pause();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A refused play() (autoplay policy, no source yet) leaves the poster showing: nothing to do.
    const play = () => void video.play()?.catch(() => {});
    const onEnded = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        video.currentTime = 0;
        play();
      }, delayMs);
    };
    video.addEventListener('ended', onEnded);
    play();
    return () => {
      clearTimeout(timer);
      video.removeEventListener('ended', onEnded);
    };
  }, [ref, isPaused, delayMs]);
}
