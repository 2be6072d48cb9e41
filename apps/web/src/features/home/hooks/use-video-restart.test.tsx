import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVideoRestart, VIDEO_RESTART_DELAY_MS } from './use-video-restart.ts';

function Player({ isPaused }: { isPaused: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useVideoRestart(ref, { isPaused });
  return <video ref={ref} data-testid="video" muted />;
}

function renderPlayer(isPaused = false) {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  const view = render(<Player isPaused={isPaused} />);
  const video = view.getByTestId('video') as HTMLVideoElement;
  return { ...view, video, play, pause };
}

describe('useVideoRestart', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 1000 ms after the end, then plays again from the start', () => {
    vi.useFakeTimers();
    const { video, play } = renderPlayer();
    expect(VIDEO_RESTART_DELAY_MS).toBe(1000);
    expect(play).toHaveBeenCalledTimes(1);
    video.currentTime = 12;
    act(() => void video.dispatchEvent(new Event('ended')));
    act(() => vi.advanceTimersByTime(999));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(2);
    expect(video.currentTime).toBe(0);
  });

  it('keeps the video still when paused (reduced motion)', () => {
    vi.useFakeTimers();
    const { video, play, pause } = renderPlayer(true);
    expect(pause).toHaveBeenCalled();
    act(() => void video.dispatchEvent(new Event('ended')));
    act(() => vi.advanceTimersByTime(5000));
    expect(play).not.toHaveBeenCalled();
  });

  it('forgets a pending restart when the video leaves the page', () => {
    vi.useFakeTimers();
    const { video, play, unmount } = renderPlayer();
    act(() => void video.dispatchEvent(new Event('ended')));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
