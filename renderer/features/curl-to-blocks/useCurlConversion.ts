import { useEffect, useMemo, useState } from 'react';
import type { ConversionResult, TargetId } from '#shared/curl/types';
import { loadConverter } from './load-converter';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

type Convert = Awaited<ReturnType<typeof loadConverter>>['curlToBlocks'];

export type ConversionState =
  /** Nothing pasted yet. */
  | { status: 'idle' }
  /** The converter (and its wasm parser) is still loading. */
  | { status: 'loading' }
  | { status: 'unavailable'; message: string }
  | { status: 'done'; result: ConversionResult };

const DEBOUNCE_MS = 250;

/**
 * Converts `command` for `target` in the browser, debounced while typing. `pending`
 * is true while the shown result is older than the text in the box.
 */
export function useCurlConversion(command: string, target: TargetId) {
  const [convert, setConvert] = useState<Convert | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const settled = useDebouncedValue(command, DEBOUNCE_MS);

  useEffect(() => {
    let live = true;
    loadConverter()
      .then(module => {
        if (live) setConvert(() => module.curlToBlocks);
      })
      .catch((error: unknown) => {
        if (live) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      live = false;
    };
  }, []);

  const state = useMemo((): ConversionState => {
    if (settled.trim() === '') return { status: 'idle' };
    if (loadError) return { status: 'unavailable', message: loadError };
    if (!convert) return { status: 'loading' };
    try {
      return { status: 'done', result: convert(settled, { target }) };
    } catch (error) {
      // The converter answers bad input with a rejection; a throw here is a bug of ours.
      const message = error instanceof Error ? error.message : String(error);
      return {
        status: 'done',
        result: { ok: false, code: 'parse', reason: `The converter failed: ${message}` },
      };
    }
  }, [settled, target, convert, loadError]);

  return { state, pending: settled !== command };
}
