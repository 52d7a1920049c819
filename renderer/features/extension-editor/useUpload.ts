import { useCallback, useRef, useState } from 'react';
import type { UploadPurpose, UploadResponse } from '#shared/api/uploads';
import { useApi } from '../../api/ApiContext';
import { uploadFile } from '#shared/api/client/publishing';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; fileName: string }
  | { status: 'done'; response: UploadResponse }
  | { status: 'error'; message: string };

/** One upload at a time with progress; a new file cancels the previous upload. */
export function useUpload(purpose: UploadPurpose) {
  const api = useApi();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (file: File): Promise<UploadResponse | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', progress: 0, fileName: file.name });
      try {
        const response = await uploadFile(
          api,
          file,
          file.name,
          purpose,
          progress => setState({ status: 'uploading', progress, fileName: file.name }),
          current.signal,
        );
        if (current.signal.aborted) return null;
        setState({ status: 'done', response });
        return response;
      } catch (error) {
        if (current.signal.aborted) return null;
        const message = error instanceof Error ? error.message : 'The upload failed.';
        setState({ status: 'error', message });
        return null;
      }
    },
    [api, purpose],
  );

  return { state, start };
}
