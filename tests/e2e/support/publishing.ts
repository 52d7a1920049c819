/**
 * Publishing helpers for the web specs: the body of a valid draft the API accepts,
 * and a sample build and icon uploaded as the editor would.
 */
import { buildSampleAix, type SampleAixFacts } from '#shared/aix/sample-aix';
import type { ApiClient } from '#shared/api/client/http';
import { uploadFile } from '#shared/api/client/publishing';
import type { CreateExtensionBody } from '#shared/api/publishing';
import { solidPng } from '#shared/png/solid-png';

/** A draft (unpublished, free) made from an uploaded build and icon. */
export function draftBody(
  aixUploadId: string,
  icon: string,
  fields: Pick<CreateExtensionBody, 'slug' | 'name' | 'description'> &
    Partial<CreateExtensionBody>,
): CreateExtensionBody {
  return {
    aixUploadId,
    icon,
    category: 'Tools',
    platforms: ['kodular'],
    tags: [],
    type: { isFree: true, price: 0, currency: 'USD' },
    sourceURL: '',
    devNotes: '',
    documentation: { toc: false, blocks: { blocks: [] } },
    published: false,
    ...fields,
  };
}

/** Uploads a build our own zip writer makes (no corpus needed), as the editor does. */
export const uploadSampleBuild = (api: ApiClient, options: SampleAixFacts) =>
  uploadFile(
    api,
    new Blob([new Uint8Array(buildSampleAix(options))]),
    'sample.aix',
    'aix',
  );

/** Uploads a solid-colour 64 px PNG as an extension icon. */
export const uploadSampleIcon = (api: ApiClient, rgb: [number, number, number]) =>
  uploadFile(api, new Blob([new Uint8Array(solidPng(64, rgb))]), 'icon.png', 'icon');
