import { useState } from 'react';
import { useFileUrl } from '../api/ApiContext';
import './ExtensionIcon.css';

/** The extension's icon, or its initial on a tinted tile when there is none or it fails. */
export function ExtensionIcon({
  src,
  name,
  size = 48,
}: {
  src: string;
  name: string;
  size?: number;
}) {
  const fileUrl = useFileUrl();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!src || failedSrc === src) {
    const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
    return (
      <span
        className="ext-icon ext-icon--fallback"
        style={{ ...style, fontSize: size * 0.42, ['--ext-icon-hue' as string]: hue }}
        aria-hidden="true"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      className="ext-icon"
      src={fileUrl(src)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={style}
      onError={() => setFailedSrc(src)}
    />
  );
}
