/**
 * Upload progress of a local build while the studio publishes it: main tracks
 * the bytes sent and the window asks a few times a second (builds.progress),
 * the same way download progress is read.
 */
import { useEffect, useState } from 'react';
import type { LocalBuilds } from '../../platform/types';
import '../downloads/downloads.css';

export function usePublishProgress(
  builds: LocalBuilds | undefined,
  handle: string | undefined,
  active: boolean,
): number | null {
  const [fraction, setFraction] = useState<number | null>(null);
  useEffect(() => {
    if (!builds || !handle || !active) return;
    let stopped = false;
    const ask = () =>
      void builds.progress(handle).then(
        value => !stopped && value !== null && setFraction(value),
        () => undefined,
      );
    ask();
    const timer = window.setInterval(ask, 200);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      // The next publish starts from nothing, not from this one's end.
      setFraction(null);
    };
  }, [builds, handle, active]);
  return active ? fraction : null;
}

export function PublishProgressBar({ fraction }: { fraction: number | null }) {
  const percent = Math.round((fraction ?? 0) * 100);
  const text =
    fraction === null
      ? 'Starting…'
      : fraction < 1
        ? `Uploading ${percent}%`
        : 'Uploaded, adding the version…';
  return (
    <div className="disk-progress">
      <progress
        max={100}
        value={percent}
        aria-label="Upload progress"
        aria-valuetext={text}
      />
      <span>{text}</span>
    </div>
  );
}
