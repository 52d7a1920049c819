import { useEffect, useState } from 'react';
import { Icon } from './Icon';
import { toast } from './toast-store';
import './CopyButton.css';

/** Copies `text` to the clipboard and says so; `label` names what is copied. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      void toast(
        `Copying failed; select the ${label.toLowerCase()} and copy it by hand.`,
      );
    }
  };

  return (
    <button
      type="button"
      className={copied ? 'copy-button copy-button--done' : 'copy-button'}
      onClick={() => void copy()}
      aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
    >
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
      <span className="visually-hidden" role="status">
        {copied ? `${label} copied to the clipboard` : ''}
      </span>
    </button>
  );
}
