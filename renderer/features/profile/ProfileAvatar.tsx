import { useState } from 'react';
import { useFileUrl } from '../../api/ApiContext';
import './ProfileScreen.css';

/** The maker's avatar, or their initials on a tinted disc when there is none or it fails. */
export function ProfileAvatar({
  src,
  name,
  size = 96,
}: {
  src: string;
  name: string;
  size?: number;
}) {
  const fileUrl = useFileUrl();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        className="profile-avatar"
        src={fileUrl(src)}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  const initials =
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map(part => part.charAt(0).toUpperCase())
      .join('') || '?';
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span
      className="profile-avatar profile-avatar--fallback"
      style={{ width: size, height: size, ['--avatar-hue' as string]: hue }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
